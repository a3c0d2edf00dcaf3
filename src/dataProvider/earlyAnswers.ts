import type { Endpoint } from '../api';
import type { CallEndpoint, CallResult } from './httpClient';

/** How long an answer asked for ahead of its screen stays good to use. */
export const EARLY_ANSWER_MS = 10_000;

interface Early {
  at: number;
  answer: Promise<CallResult<Endpoint>>;
  /** A call has used the answer: the next one goes to the server. */
  taken?: boolean;
  /** The answer, once it has arrived. */
  arrived?: CallResult<Endpoint>;
}

const waiting = new Map<Endpoint, Early>();
const listeners = new Set<() => void>();

/**
 * Asks for a call whose screen does not exist yet: right after sign-in, the dashboard's figures are on
 * their way while the admin's screens are still being built, so the first screen does not wait for two
 * things one after the other. Only for calls without path parameters.
 */
export function callEarly(call: CallEndpoint, endpoint: Endpoint): void {
  const early: Early = { at: Date.now(), answer: call(endpoint) };
  waiting.set(endpoint, early);
  // Whoever takes it handles a failure; an answer nobody takes must not be an unhandled rejection.
  early.answer.then(
    (result) => {
      early.arrived = result;
      listeners.forEach((listener) => listener());
    },
    () => undefined,
  );
}

const fresh = (early: Early | undefined) => (early && Date.now() - early.at < EARLY_ANSWER_MS ? early : undefined);

/** A caller that first uses, once, a fresh early answer to the same call. */
export function withEarlyAnswers(call: CallEndpoint): CallEndpoint {
  return ((endpoint: Endpoint, opts?: Parameters<CallEndpoint>[1]) => {
    const early = !opts?.params && opts?.body === undefined ? fresh(waiting.get(endpoint)) : undefined;
    if (!early || early.taken) return call(endpoint, opts);
    early.taken = true;
    return early.answer;
  }) as CallEndpoint;
}

/**
 * For useSyncExternalStore: the fresh early answer to the call once it has arrived (whether a call has used it
 * or not), so that a screen can show it as soon as it is here, before its own call's answer has gone through
 * the query cache. Undefined before it arrives, after a failure, once stale, and for a call not asked early.
 */
export function arrivedAnswer<E extends Endpoint>(endpoint: E): CallResult<E> | undefined {
  return fresh(waiting.get(endpoint))?.arrived as CallResult<E> | undefined;
}

/** For useSyncExternalStore: told when an early answer arrives. */
export function onArrival(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
