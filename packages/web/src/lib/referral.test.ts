import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import {
  captureReferrer,
  type KeyValueStorage,
  REFERRER_STORAGE_KEY,
  REPORTED_REFERRER_STORAGE_KEY,
  reportReferrerHit,
  storedReferrer,
} from './referral';

/** Local storage as a plain map: the logic under test is the browser's, the server's side is in e2e. */
function memoryStorage(entries: Record<string, string> = {}): KeyValueStorage & { entries: typeof entries } {
  return {
    entries,
    getItem: (key) => entries[key] ?? null,
    setItem: (key, value) => {
      entries[key] = value;
    },
  };
}

const answered = () => vi.fn(async (_code: string) => ({ counted: true }));
const failing = (error: unknown) =>
  vi.fn(async (_code: string) => {
    throw error;
  });
const networkDown = new ApiError(0, 'NETWORK_ERROR', 'Something went wrong, please try again.', false);

describe('captureReferrer', () => {
  it('keeps the first code a browser sees, and only that one', () => {
    const storage = memoryStorage();
    captureReferrer('?r=first_one', storage);
    captureReferrer('?r=second', storage);
    expect(storedReferrer(storage)).toBe('first_one');
  });

  it('ignores a missing or malformed code', () => {
    const storage = memoryStorage();
    captureReferrer('', storage);
    captureReferrer('?r=', storage);
    captureReferrer('?r=not%20a%20code', storage);
    expect(storage.entries).toEqual({});
    captureReferrer('?r=ok_code', storage);
    expect(storedReferrer(storage)).toBe('ok_code');
  });

  it('does without storage when the browser refuses it', () => {
    const refusing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => captureReferrer('?r=abc', refusing)).not.toThrow();
    expect(storedReferrer(refusing)).toBeUndefined();
  });
});

describe('reportReferrerHit (reported once per change)', () => {
  it('reports a newly stored code once, and stays quiet on later loads', async () => {
    const storage = memoryStorage();
    captureReferrer('?r=Lucky_7', storage);
    const send = answered();
    await reportReferrerHit(send, storage);
    await reportReferrerHit(send, storage);
    captureReferrer('?r=Lucky_7', storage);
    await reportReferrerHit(send, storage);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('Lucky_7');
    expect(storage.entries[REPORTED_REFERRER_STORAGE_KEY]).toBe('Lucky_7');
  });

  it('sends nothing without a stored code', async () => {
    const send = answered();
    await reportReferrerHit(send, memoryStorage());
    expect(send).not.toHaveBeenCalled();
  });

  it('reports again when the stored code changes', async () => {
    const storage = memoryStorage({
      [REFERRER_STORAGE_KEY]: 'old_code',
      [REPORTED_REFERRER_STORAGE_KEY]: 'old_code',
    });
    storage.entries[REFERRER_STORAGE_KEY] = 'new_code';
    const send = answered();
    await reportReferrerHit(send, storage);
    expect(send).toHaveBeenCalledWith('new_code');
  });

  it('tries again on a later load when the report did not get through', async () => {
    const storage = memoryStorage({ [REFERRER_STORAGE_KEY]: 'abc' });
    for (const error of [
      networkDown,
      new ApiError(503, 'UNKNOWN', 'down', false),
      new ApiError(429, 'RATE_LIMITED', 'slow down', true),
      new TypeError('Failed to fetch'),
    ]) {
      await reportReferrerHit(failing(error), storage);
      expect(storage.entries[REPORTED_REFERRER_STORAGE_KEY], String(error)).toBeUndefined();
    }
    const send = answered();
    await reportReferrerHit(send, storage);
    expect(send).toHaveBeenCalledTimes(1);
    expect(storage.entries[REPORTED_REFERRER_STORAGE_KEY]).toBe('abc');
  });

  it('does not try again once the server refused the code (unknown or invalid)', async () => {
    for (const error of [
      new ApiError(404, 'NOT_FOUND', 'No such campaign.', true),
      new ApiError(400, 'VALIDATION', 'code must be 3 to 20 letters', true),
    ]) {
      const storage = memoryStorage({ [REFERRER_STORAGE_KEY]: 'gone_code' });
      await reportReferrerHit(failing(error), storage);
      const again = answered();
      await reportReferrerHit(again, storage);
      expect(again, error.message).not.toHaveBeenCalled();
    }
  });

  it('does not send a stored code that no campaign can have', async () => {
    // Registration takes referrers of 1 to 32 characters; campaign codes are 3 to 20.
    for (const code of ['ab', 'x'.repeat(21)]) {
      const storage = memoryStorage({ [REFERRER_STORAGE_KEY]: code });
      const send = answered();
      await reportReferrerHit(send, storage);
      expect(send).not.toHaveBeenCalled();
      expect(storage.entries[REPORTED_REFERRER_STORAGE_KEY]).toBe(code);
    }
  });
});
