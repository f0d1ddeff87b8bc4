import { expect } from 'vitest';
import type { Card, Seeds } from '../../fair/byte-stream';
import { MULTIPLIER_SCALE, type Multiplier } from '../types';
import { cardsAt } from './deck';

/**
 * Shared by the multi-step tests only. The worked example of PROVABLY_FAIR.md is
 * repeated here rather than imported from `byte-stream.test.ts`, because importing
 * a test file would run its suite again inside ours.
 */
export const EXAMPLE: Seeds = {
  serverSeed: '3f1e5cbb2a0a4d8e9b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a',
  clientSeed: 'lucky-player-7',
  nonce: 42,
};

const SYMBOLS = { diamonds: '♦', hearts: '♥', spades: '♠', clubs: '♣' } as const;

export function show(cards: readonly Card[]): string {
  return cards.map((card) => `${card.rank}${SYMBOLS[card.suit]}`).join(' ');
}

/**
 * Outcomes come from the seeds, so a test that needs a situation (a pair, an ace
 * up) walks the nonces of the example seeds until the stream deals it. The search
 * is deterministic: the same nonce is found on every run.
 */
export function findSeeds(matches: (seeds: Seeds, cards: Card[]) => boolean, maxNonce = 100_000): Seeds {
  for (let nonce = 0; nonce < maxNonce; nonce += 1) {
    const seeds = { ...EXAMPLE, nonce };
    if (matches(seeds, cardsAt(seeds, 0, 8))) return seeds;
  }
  throw new Error('no nonce deals the situation this test needs');
}

/** A state after a JSON round trip, as the server reads it back from its jsonb column. */
export function reloaded<T>(state: T): T {
  return JSON.parse(JSON.stringify(state)) as T;
}

/**
 * Checks a multiplier against the 99% return exactly, in integers: with a win
 * chance of `winWays / allWays`, chance x multiplier must not exceed 0.99 (the
 * multiplier is truncated, never rounded up) and must fall short of it by less than
 * one 1e-8 step of the multiplier. Held between 98.5% and 99.5% as well.
 */
export function expectNinetyNinePercent(mult: Multiplier, winWays: bigint, allWays: bigint): void {
  const promised = 99n * MULTIPLIER_SCALE * allWays; // 0.99 x allWays, scaled by 100 x 1e8
  const paid = 100n * mult * winWays;
  expect(paid).toBeLessThanOrEqual(promised);
  expect(promised - paid).toBeLessThan(100n * winWays);
  const rtp = Number(paid) / Number(100n * MULTIPLIER_SCALE * allWays);
  expect(rtp).toBeGreaterThanOrEqual(0.985);
  expect(rtp).toBeLessThanOrEqual(0.995);
}
