import type { Endpoint } from '../api';
import type { CallEndpoint, CallResult } from './httpClient';

/** How long an answer asked for ahead of its screen stays good to use. */
export const EARLY_ANSWER_MS = 10_000;

const waiting = new Map<Endpoint, { at: number; answer: Promise<CallResult<Endpoint>> }>();

/**
 * Asks for a call whose screen does not exist yet: right after sign-in, the dashboard's figures are on
 * their way while the admin's screens are still being built, so the first screen does not wait for two
 * things one after the other. Only for calls without path parameters.
 */
export function callEarly(call: CallEndpoint, endpoint: Endpoint): void {
  const answer = call(endpoint);
  // Whoever takes it handles a failure; an answer nobody takes must not be an unhandled rejection.
  answer.catch(() => undefined);
  waiting.set(endpoint, { at: Date.now(), answer });
}

/** A caller that first uses, once, a fresh early answer to the same call. */
export function withEarlyAnswers(call: CallEndpoint): CallEndpoint {
  return ((endpoint: Endpoint, opts?: Parameters<CallEndpoint>[1]) => {
    const early = waiting.get(endpoint);
    if (early && !opts?.params && opts?.body === undefined) {
      waiting.delete(endpoint);
      if (Date.now() - early.at < EARLY_ANSWER_MS) return early.answer;
    }
    return call(endpoint, opts);
  }) as CallEndpoint;
}
