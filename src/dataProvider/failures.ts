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

/**
 * A failure the server's return may end: no answer (network, timeout) or a 5xx. A screen showing one tries its read
 * again by itself (queryClient.ts, recoveryInterval); a refusal (4xx, business answers) waits for the operator.
 */
export const mayPassByItself = (error: unknown) =>
  error instanceof HttpError && (error.status === 0 || error.status >= 500);

/** One problem of a refused body: the body field it names (absent when the server named none) and the message. */
export interface FieldProblem {
  field?: string;
  message: string;
}

/**
 * A 400 validation refusal (code 2) names each body field before its problem, 'amount: Amount must be
 * at least ₦0.01; vendorID: Vendor is required' (docs/api-assumptions.md, Wire): split into field and message.
 */
export function parseFieldProblems(message: string): FieldProblem[] {
  return message
    .split('; ')
    .filter((part) => part.trim() !== '')
    .map((part) => {
      const named = /^([A-Za-z_][\w.]*): (.+)$/s.exec(part);
      return named ? { field: named[1], message: named[2] } : { message: part };
    });
}

/** The body of the HttpError of a refusal the API answered with its error envelope. */
export interface Refusal {
  code: number;
  message: string;
  /** Validation refusals (code 2): the problems, each under the field it names. */
  problems?: FieldProblem[];
}

const VALIDATION_CODE = 2;

export const refusalBody = (code: number, message: string): Refusal =>
  code === VALIDATION_CODE ? { code, message, problems: parseFieldProblems(message) } : { code, message };

/** The field problems of a failed call, when the server refused its body (undefined for any other failure). */
export const fieldProblemsOf = (error: unknown): FieldProblem[] | undefined =>
  error instanceof HttpError ? (error.body as Partial<Refusal> | undefined)?.problems : undefined;
