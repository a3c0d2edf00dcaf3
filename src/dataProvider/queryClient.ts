import { QueryClient, type Query } from '@tanstack/react-query';
import { mayPassByItself, retryTransient } from './failures';

/**
 * How a screen that shows a failed read recovers without a click (issue 29, docs/api-assumptions.md): the read is
 * tried again every RECOVERY_EVERY_MS while it stays failed, up to RECOVERY_TRIES times in a row (then the
 * screen waits for Retry, the window's focus or the browser's 'online' event).
 */
export const RECOVERY_EVERY_MS = 5_000;
export const RECOVERY_TRIES = 24;

export interface RecoveryOptions {
  everyMs?: number;
  tries?: number;
}

/**
 * react-query's `refetchInterval` for failed reads: `everyMs` while the query is in error (a failure that may pass
 * by itself: no answer, or a 5xx), at most `tries` errors in
 * a row (counted from the query's last success); nothing while it has its data or is loading. Hidden tabs do not
 * poll (react-query's refetchIntervalInBackground stays false).
 */
export function recoveryInterval({ everyMs = RECOVERY_EVERY_MS, tries = RECOVERY_TRIES }: RecoveryOptions = {}) {
  // Per query: its error count at its last success, so the count restarts after each recovery.
  const atSuccess = new WeakMap<Query, number>();
  return (query: Query): number | false => {
    const { status, errorUpdateCount, error } = query.state;
    if (status === 'success') atSuccess.set(query, errorUpdateCount);
    if (status !== 'error' || !mayPassByItself(error)) return false;
    return errorUpdateCount - (atSuccess.get(query) ?? 0) <= tries ? everyMs : false;
  };
}

/**
 * The app's query cache. Reads retry by themselves only while a retry may help (retryTransient), and a failed read
 * comes back by itself (recoveryInterval) when the server does: also at once when the browser goes back online
 * or the window gets the focus again (react-query's onlineManager and focusManager). Writes (money) are never
 * retried: a failed one is the operator's to send again.
 * networkMode 'always': a browser that believes it is offline still makes the call, so the screen shows
 * 'Cannot reach the server' with a Retry button instead of a spinner that waits for the network.
 */
export const createQueryClient = (recovery?: RecoveryOptions) =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryTransient,
        networkMode: 'always',
        refetchInterval: recoveryInterval(recovery),
        refetchOnReconnect: true,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
