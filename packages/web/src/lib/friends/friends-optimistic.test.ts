import type { Friend } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { afterAdd, afterFavorite, afterRemove, incomingCount } from './friends-optimistic';

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

describe('optimistic friend lists', () => {
  it('adding someone who asked accepts them; adding anyone else sends a request', () => {
    const lists = { approved: [], pending: [friend('Bob', { incoming: true })] };
    const accepted = afterAdd(lists, 'bob');
    expect(accepted.pending).toEqual([]);
    expect(accepted.approved).toMatchObject([{ username: 'Bob', status: 'approved', incoming: false }]);
    const sent = afterAdd(lists, 'carol');
    expect(sent.pending.map((f) => [f.username, f.incoming])).toEqual([
      ['Bob', true],
      ['carol', false],
    ]);
  });

  it('removes from both lists, toggles a favourite, and counts requests received', () => {
    const lists = {
      approved: [friend('Ann', { status: 'approved' })],
      pending: [friend('Bob', { incoming: true }), friend('Cy')],
    };
    expect(afterRemove(lists, 'ANN').approved).toEqual([]);
    expect(afterRemove(lists, 'bob').pending.map((f) => f.username)).toEqual(['Cy']);
    expect(afterFavorite(lists, 'ann', true).approved[0]?.isFavorite).toBe(true);
    expect(incomingCount(lists)).toBe(1);
    expect(incomingCount(undefined)).toBe(0);
  });
});
