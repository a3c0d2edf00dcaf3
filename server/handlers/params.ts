import { ERROR_CODE } from '../../src/api';
import { AppError } from '../domain/errors';

/** A path parameter the call cannot do without ('-' is not an id to update). */
export function required<T>(value: T | undefined, name = 'id'): T {
  if (value === undefined) throw new AppError(`${name}: is required`, 400, ERROR_CODE.validation);
  return value;
}
