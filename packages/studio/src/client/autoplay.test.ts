import { describe, expect, it } from 'vitest';
import { type AutoplayOptions, afterRound, startAutoplay } from './autoplay';

const plain: AutoplayOptions = { rounds: 3, stopOnWinAbove: null, stopOnLoss: null, stopOnFreeSpins: false };
const round = (payout: bigint, balance: bigint, freeSpins = false) => ({
  payout,
  balance,
  freeSpins,
  nextBet: 10n,
});

describe('autoplay', () => {
  it('plays the rounds asked for', () => {
    let state = startAutoplay(plain, 1000n);
    const stops = [];
    for (let i = 0; i < 3; i += 1) {
      const result = afterRound(state, round(0n, 1000n - 10n * BigInt(i + 1)));
      state = result.state;
      stops.push(result.stop);
    }
    expect(stops).toEqual([null, null, 'done']);
    expect(state.remaining).toBe(0);
  });

  it('stops on a win above the limit, not at it', () => {
    const state = startAutoplay({ ...plain, rounds: 10, stopOnWinAbove: 50n }, 1000n);
    expect(afterRound(state, round(50n, 1040n)).stop).toBeNull();
    expect(afterRound(state, round(51n, 1041n)).stop).toBe('win');
  });

  it('stops once the balance has dropped by the loss limit', () => {
    const state = startAutoplay({ ...plain, rounds: 10, stopOnLoss: 30n }, 1000n);
    expect(afterRound(state, round(0n, 971n)).stop).toBeNull();
    const { state: after, stop } = afterRound(state, round(0n, 970n));
    expect(stop).toBe('loss');
    expect(after.remaining).toBe(0);
  });

  it('stops on free spins when asked', () => {
    const state = startAutoplay({ ...plain, rounds: 10, stopOnFreeSpins: true }, 1000n);
    expect(afterRound(state, round(100n, 1090n, true)).stop).toBe('free-spins');
    expect(
      afterRound(startAutoplay({ ...plain, rounds: 10 }, 1000n), round(100n, 1090n, true)).stop,
    ).toBeNull();
  });

  it('stops when the next bet cannot be paid', () => {
    const state = startAutoplay({ ...plain, rounds: 10 }, 15n);
    expect(afterRound(state, round(0n, 5n)).stop).toBe('funds');
  });
});
