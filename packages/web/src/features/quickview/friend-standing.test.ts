import type { Friend } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { friendStanding } from './friend-standing';

const friend = (username: string, patch: Partial<Friend> = {}): Friend => ({
  id: username,
  username,
  rankId: 0,
  isFavorite: false,
  status: 'pending',
  incoming: false,
  online: false,
  inGame: false,
  ...patch,
});

describe('friendStanding', () => {
  const lists = {
    approved: [friend('Alice', { status: 'approved' })],
    pending: [friend('bob'), friend('carol', { incoming: true })],
  };

  it('tells friends, sent and received requests apart, names compared without case', () => {
    expect(friendStanding(lists, 'alice')).toBe('friends');
    expect(friendStanding(lists, 'BOB')).toBe('sent');
    expect(friendStanding(lists, 'carol')).toBe('incoming');
    expect(friendStanding(lists, 'dave')).toBe('none');
  });

  it('is none while the lists are not known', () => {
    expect(friendStanding(undefined, 'alice')).toBe('none');
  });
});
