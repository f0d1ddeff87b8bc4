import { describe, expect, it } from 'vitest';
import { isServiceUnavailable } from './service-errors';

describe('isServiceUnavailable', () => {
  const error = (fields: Record<string, unknown>, message = 'x') => Object.assign(new Error(message), fields);

  it('knows a database restart, a refused connection and a Redis that gave up', () => {
    expect(
      isServiceUnavailable(error({ code: '57P01' }, 'terminating connection due to administrator command')),
    ).toBe(true);
    expect(isServiceUnavailable(error({ code: '57P03' }, 'the database system is starting up'))).toBe(true);
    expect(isServiceUnavailable(error({ code: '08006' }))).toBe(true);
    expect(isServiceUnavailable(error({ code: 'ECONNREFUSED' }))).toBe(true);
    expect(isServiceUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isServiceUnavailable(error({ name: 'MaxRetriesPerRequestError' }))).toBe(true);
    expect(isServiceUnavailable(new Error('Connection is closed.'))).toBe(true);
    expect(isServiceUnavailable(error({ cause: error({ code: '57P01' }) }, 'wrapped'))).toBe(true);
  });

  it('knows a database whose disk is full', () => {
    expect(
      isServiceUnavailable(error({ code: '53100' }, 'could not extend file: No space left on device')),
    ).toBe(true);
  });

  it('leaves every other failure to be what it is', () => {
    expect(isServiceUnavailable(error({ code: '23505' }, 'duplicate key'))).toBe(false);
    expect(isServiceUnavailable(error({ code: '40001' }, 'could not serialize access'))).toBe(false);
    expect(isServiceUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isServiceUnavailable(null)).toBe(false);
    expect(isServiceUnavailable('Connection terminated')).toBe(false);
  });
});
