import type { Session } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { orderSessions, removeSession, restoreSession } from './session-list';

function session(id: string, lastUsedAt: string, current = false): Session {
  return {
    id,
    userAgent: null,
    ip: '127.0.0.1',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastUsedAt,
    expiresAt: '2026-02-01T00:00:00.000Z',
    current,
  };
}

const here = session('here', '2026-01-03T00:00:00.000Z', true);
const phone = session('phone', '2026-01-05T00:00:00.000Z');
const laptop = session('laptop', '2026-01-02T00:00:00.000Z');

describe('session list', () => {
  it('puts this device first, then the most recently used', () => {
    expect(orderSessions([laptop, phone, here]).map((entry) => entry.id)).toEqual([
      'here',
      'phone',
      'laptop',
    ]);
  });

  it('removes a revoked session at once and can put it back in its place', () => {
    const after = removeSession([here, phone, laptop], 'phone');
    expect(after?.map((entry) => entry.id)).toEqual(['here', 'laptop']);
    expect(restoreSession(after, phone).map((entry) => entry.id)).toEqual(['here', 'phone', 'laptop']);
  });

  it('restores only the failed session, keeping a revoke that succeeded meanwhile', () => {
    const bothRemoved = removeSession(removeSession([here, phone, laptop], 'phone'), 'laptop');
    expect(restoreSession(bothRemoved, phone).map((entry) => entry.id)).toEqual(['here', 'phone']);
  });

  it('copes with a list that is not loaded', () => {
    expect(removeSession(undefined, 'phone')).toBeUndefined();
    expect(restoreSession(undefined, phone)).toEqual([phone]);
  });
});
