import type { SupportMessage } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { withMessage } from './support-thread-state';

const message = (id: string, createdAt: string): SupportMessage => ({
  id,
  conversationId: 'c',
  from: 'player',
  staffName: null,
  body: id,
  createdAt,
});

describe('withMessage', () => {
  it('adds a message once, in the order written', () => {
    const a = message('a', '2026-01-01T00:00:01Z');
    const b = message('b', '2026-01-01T00:00:02Z');
    expect(withMessage([b], a).map((m) => m.id)).toEqual(['a', 'b']);
    expect(withMessage([a, b], b).map((m) => m.id)).toEqual(['a', 'b']);
  });
});
