import { ERROR_CODE } from '../../src/api';

/**
 * A business error: its message is meant for the user (code 1 by default). Thrown by services and
 * repositories; the central error handler turns it into the error envelope with its HTTP status.
 */
export class AppError extends Error {
  constructor(
    message: string,
    readonly status = 400,
    readonly code: number = ERROR_CODE.business,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string): AppError => new AppError(`${what} not found`, 404);

export const FORBIDDEN = 'You do not have the privilege to access this resource';

/** 403, code 4: the caller lacks the privilege (or, with a message, may not make this particular change). */
export const forbidden = (message = FORBIDDEN): AppError => new AppError(message, 403, ERROR_CODE.forbidden);

/** 503: a statement passed its deadline (STATEMENT_TIMEOUT_MS) and was stopped. */
export const statementTimedOut = (): AppError =>
  new AppError(
    'The database took too long to answer and the request was stopped. Please try again, or narrow the filters.',
    503,
    ERROR_CODE.internal,
  );

/** PostgreSQL's error code of a statement cancelled by statement_timeout (query_canceled). */
const QUERY_CANCELED = '57014';

/** The 503 error for a statement PostgreSQL cancelled at its deadline; any other error as it is. */
export const asDeadlineError = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === QUERY_CANCELED
    ? statementTimedOut()
    : error;

/** 499 (nginx's "client closed request"): the client left before its answer, so its remaining statements never started. */
export const clientGone = (): AppError => new AppError('The client closed the request', 499, ERROR_CODE.internal);
