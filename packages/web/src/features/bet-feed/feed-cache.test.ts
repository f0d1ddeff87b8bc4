import type { BetFeedItem } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { FEED_CAPACITY, freshRoundIds, prependBet } from './feed-cache';

const bet = (roundId: string, extra: Partial<BetFeedItem> = {}): BetFeedItem => ({
  roundId,
  game: 'dice',
  username: 'alice',
  currency: 'USDT',
  wager: '1',
  payout: '0',
  multiplier: '0',
  createdAt: '2026-01-01T12:00:00.000Z',
  ...extra,
});
const ids = (bets: BetFeedItem[]) => bets.map((item) => item.roundId);

describe('feed cache', () => {
  it('puts a live bet on top', () => {
    expect(ids(prependBet([bet('b'), bet('a')], bet('c')))).toEqual(['c', 'b', 'a']);
    expect(ids(prependBet(undefined, bet('a')))).toEqual(['a']);
  });

  it('keeps at most 50 bets, dropping the oldest', () => {
    const full = Array.from({ length: FEED_CAPACITY }, (_, index) => bet(String(index)));
    const next = prependBet(full, bet('new'));
    expect(next).toHaveLength(50);
    expect(next[0]?.roundId).toBe('new');
    expect(next.at(-1)?.roundId).toBe('48');
  });

  it('does not list a round twice when the fetch and the socket both carry it', () => {
    const updated = bet('a', { payout: '2' });
    expect(prependBet([bet('b'), bet('a')], updated)).toEqual([updated, bet('b')]);
  });

  it('leaves the list it was given untouched', () => {
    const bets = [bet('a')];
    prependBet(bets, bet('b'));
    expect(ids(bets)).toEqual(['a']);
  });

  it('animates only rounds that arrive after the first paint', () => {
    const first = [bet('a')];
    expect(freshRoundIds(undefined, first, new Set())).toEqual(new Set());
    const second = [bet('b'), ...first];
    const fresh = freshRoundIds(first, second, new Set());
    expect(fresh).toEqual(new Set(['b']));
    // A third arrival keeps the second animating, and rounds that scrolled off are forgotten.
    expect(freshRoundIds(second, [bet('c'), bet('b')], fresh)).toEqual(new Set(['c', 'b']));
  });
});
