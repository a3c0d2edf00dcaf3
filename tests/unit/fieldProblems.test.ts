import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { showFailure } from '../../src/components/actions/FieldErrorsTarget';
import { fieldProblemsOf, parseFieldProblems, refusalBody } from '../../src/dataProvider/failures';

describe("a refused body's problems, field by field", () => {
  it("splits the server's 'field: problem; field: problem' message", () => {
    expect(parseFieldProblems('amount: Amount must be more than 0; vendorID: Vendor is required')).toEqual([
      { field: 'amount', message: 'Amount must be more than 0' },
      { field: 'vendorID', message: 'Vendor is required' },
    ]);
    expect(parseFieldProblems('places.0.countryID: Invalid input')).toEqual([
      { field: 'places.0.countryID', message: 'Invalid input' },
    ]);
    expect(parseFieldProblems('Request body is not valid JSON')).toEqual([
      { message: 'Request body is not valid JSON' },
    ]);
  });

  it('reads them from validation refusals (code 2) only', () => {
    const refused = new HttpError(
      'amount: Amount must be more than 0',
      400,
      refusalBody(2, 'amount: Amount must be more than 0'),
    );
    expect(fieldProblemsOf(refused)).toEqual([{ field: 'amount', message: 'Amount must be more than 0' }]);
    const business = new HttpError('Vendor not found: 12', 400, refusalBody(1, 'Vendor not found: 12'));
    expect(fieldProblemsOf(business)).toBeUndefined();
    expect(fieldProblemsOf(new Error('amount: x'))).toBeUndefined();
  });

  it('toasts, without the prefix, what no open form can show, and any other failure as it is', () => {
    const notify = vi.fn();
    const message = 'amount: Amount must be more than 0; vendorID: Vendor is required';
    showFailure(new HttpError(message, 400, refusalBody(2, message)), notify);
    expect(notify).toHaveBeenCalledWith('Amount must be more than 0; Vendor is required', { type: 'error' });
    notify.mockClear();
    showFailure(new HttpError('Old Password is incorrect', 400, refusalBody(1, 'Old Password is incorrect')), notify);
    expect(notify).toHaveBeenCalledWith('Old Password is incorrect', { type: 'error' });
  });
});
