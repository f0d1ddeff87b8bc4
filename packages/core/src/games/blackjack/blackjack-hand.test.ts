import { describe, expect, it } from 'vitest';
import type { Card, Rank } from '../../fair/byte-stream';
import { handValue, isPair, isTwoCardTwentyOne } from './blackjack-hand';

const hand = (...ranks: Rank[]): Card[] => ranks.map((rank) => ({ rank, suit: 'spades' }));

describe('blackjack hand value', () => {
  it('counts one ace as 11 while that does not bust', () => {
    expect(handValue(hand('A', '6'))).toEqual({ total: 17, soft: true });
    expect(handValue(hand('A', 'A'))).toEqual({ total: 12, soft: true });
    expect(handValue(hand('A', 'A', '9'))).toEqual({ total: 21, soft: true });
    expect(handValue(hand('A', '6', '10'))).toEqual({ total: 17, soft: false });
    expect(handValue(hand('K', 'Q', 'A'))).toEqual({ total: 21, soft: false });
    expect(handValue(hand('10', '6', '9'))).toEqual({ total: 25, soft: false });
    expect(handValue([])).toEqual({ total: 0, soft: false });
  });

  it('knows two-card 21s and pairs of the same rank', () => {
    expect(isTwoCardTwentyOne(hand('A', 'J'))).toBe(true);
    expect(isTwoCardTwentyOne(hand('A', '5', '5'))).toBe(false);
    expect(isPair(hand('K', 'K'))).toBe(true);
    expect(isPair(hand('K', 'Q'))).toBe(false);
    expect(isPair(hand('8', '8', '8'))).toBe(false);
  });
});
