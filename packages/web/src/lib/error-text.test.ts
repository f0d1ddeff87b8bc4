import { describe, expect, it } from 'vitest';
import { ApiError, GENERIC_ERROR_MESSAGE } from './api';
import { errorMessage } from './error-text';

const euros = (usd: string) => `€${usd}-in-euros`;

describe('error messages', () => {
  it('drop the path of the input they are about and read as a sentence', () => {
    const error = new ApiError(400, 'VALIDATION', 'params.target: must be at least 1.01', true, {
      field: 'params.target',
    });
    expect(errorMessage(error)).toBe('Must be at least 1.01.');
  });

  it('show the dollar amounts they name in the display currency', () => {
    const error = new ApiError(
      400,
      'VALIDATION',
      'This bet could win more than the $100,000.00 maximum profit; lower the amount.',
      true,
      { field: 'amount', amountsUsd: ['100000'] },
    );
    expect(errorMessage(error, euros)).toBe(
      'This bet could win more than the €100000-in-euros maximum profit; lower the amount.',
    );
  });

  it('name each amount where it stands when there are several', () => {
    const error = new ApiError(
      409,
      'CONFLICT',
      'You can send $5.00 more today; this one is worth $7.50.',
      true,
      {
        amountsUsd: ['5', '7.5'],
      },
    );
    expect(errorMessage(error, euros)).toBe(
      'You can send €5-in-euros more today; this one is worth €7.5-in-euros.',
    );
  });

  it('keep a message without a path or amounts as the server wrote it', () => {
    expect(errorMessage(new ApiError(409, 'X', 'Insufficient balance.', true, { field: 'amount' }))).toBe(
      'Insufficient balance.',
    );
    expect(errorMessage(new Error('boom'))).toBe(GENERIC_ERROR_MESSAGE);
  });
});
