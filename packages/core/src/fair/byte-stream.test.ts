import { describe, expect, it } from 'vitest';
import { EXAMPLE } from '../games/shared/test-support';
import { cardFromFloat, cards, drawWithoutRepeats, floats, takeFloats } from './byte-stream';

describe('byte stream', () => {
  it('gives the worked example floats', () => {
    expect(takeFloats(EXAMPLE, 2)).toEqual([0.3074139025993645, 0.12931798514910042]);
  });

  it('gives the worked example cards and keno draw', () => {
    const dealt = cards(EXAMPLE);
    const first = Array.from({ length: 6 }, () => dealt.next().value);
    const symbol = { diamonds: '♦', hearts: '♥', spades: '♠', clubs: '♣' };
    expect(first.map((card) => `${card.rank}${symbol[card.suit]}`).join(' ')).toBe('5♣ 3♠ 9♣ 9♣ 6♦ 4♠');
    const pool = Array.from({ length: 40 }, (_, i) => i + 1);
    expect(drawWithoutRepeats(pool, 10, floats(EXAMPLE))).toEqual([13, 6, 26, 25, 14, 8, 24, 39, 35, 32]);
    const tiles = Array.from({ length: 25 }, (_, i) => i);
    expect(drawWithoutRepeats(tiles, 5, floats(EXAMPLE))).toEqual([7, 3, 16, 15, 8]);
  });

  it('continues into the next HMAC round after 8 floats, and depends on every seed part', () => {
    const many = takeFloats(EXAMPLE, 20);
    expect(new Set(many).size).toBe(20);
    expect(many.every((f) => f >= 0 && f < 1)).toBe(true);
    expect(takeFloats({ ...EXAMPLE, nonce: 43 }, 1)[0]).not.toBe(many[0]);
    expect(takeFloats({ ...EXAMPLE, clientSeed: 'x' }, 1)[0]).not.toBe(many[0]);
  });

  it('maps floats to the 52-card order', () => {
    expect(cardFromFloat(0)).toEqual({ rank: '2', suit: 'diamonds' });
    expect(cardFromFloat(0.9999999)).toEqual({ rank: 'A', suit: 'clubs' });
    expect(cardFromFloat(4 / 52)).toEqual({ rank: '3', suit: 'diamonds' });
  });
});
