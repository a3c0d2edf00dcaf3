import { HttpError } from 'ra-core';
import { t } from '../i18n/translate';

/** Why a call got no answer from the API: the body of the HttpError the HTTP client throws (status 0). */
export type NoAnswer = { reason: 'unreachable' | 'timeout' };

/** The network failed (server down, DNS, connection refused or dropped): fetch threw a TypeError. */
export const unreachable = () =>
  new HttpError(t('busads.http.unreachable'), 0, { reason: 'unreachable' } satisfies NoAnswer);

/** No answer within the client's deadline (REQUEST_TIMEOUT_MS). */
export const timedOut = () => new HttpError(t('busads.http.timeout'), 0, { reason: 'timeout' } satisfies NoAnswer);

/** A 5xx whose body is not the API's JSON: a proxy or gateway answering for a server that is down. */
export const unavailable = (status: number) => new HttpError(t('busads.http.unavailable', { status }), status);

const reasonOf = (error: unknown) =>
  error instanceof HttpError ? (error.body as Partial<NoAnswer> | undefined)?.reason : undefined;

export const isTimeout = (error: unknown) => reasonOf(error) === 'timeout';

/**
 * Automatic retries of a query (react-query's `retry`): at most two more tries, and only for failures
 * that may pass by themselves (network, 5xx). A refusal (4xx, business answers) reads the same the
 * next time, and a timed-out call has already kept the user waiting: those show at once, with Retry.
 */
export const retryTransient = (failures: number, error: unknown) =>
  failures < 2 && !isTimeout(error) && !(error instanceof HttpError && error.status >= 400 && error.status < 500);
