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
