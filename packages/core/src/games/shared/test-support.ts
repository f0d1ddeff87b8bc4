import { expect } from 'vitest';
import type { Card, Seeds } from '../../fair/byte-stream';
import type { OutcomeDistribution } from '../outcomes';
import { MULTIPLIER_SCALE, type Multiplier } from '../types';
import { cardsAt } from './deck';

/**
 * Helpers for the return-to-player tests. An outcome distribution is a list of
 * integer weights with the multiplier each pays, so the expected value is an exact
 * rational and only the last step (for the comparison) becomes a JS number.
 */
export interface WeightedOutcome {
  weight: bigint;
  multiplier: Multiplier;
}

/** An exact ratio of bigints as a number (12 significant decimals are plenty here). */
export function ratio(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 10n ** 12n) / denominator) / 1e12;
}

/** The expected multiplier (the RTP, 0.99 for 99%). */
export function expectedMultiplier(outcomes: readonly WeightedOutcome[]): number {
  let weights = 0n;
  let sum = 0n;
  for (const { weight, multiplier } of outcomes) {
    weights += weight;
    sum += weight * multiplier;
  }
  return ratio(sum, weights * MULTIPLIER_SCALE);
}

/** The variance of the multiplier, for the statistical tests' standard error. */
export function multiplierVariance(outcomes: readonly WeightedOutcome[]): number {
  let weights = 0n;
  let squares = 0n;
  for (const { weight, multiplier } of outcomes) {
    weights += weight;
    squares += weight * multiplier * multiplier;
  }
  const mean = expectedMultiplier(outcomes);
  return ratio(squares, weights * MULTIPLIER_SCALE * MULTIPLIER_SCALE) - mean * mean;
}

/** The RTP band every table is held to: 98.5% to 99.5% (docs/provably-fair.md#the-games). */
export function expectInRtpBand(rtp: number): void {
  expect(rtp).toBeGreaterThanOrEqual(0.985);
  expect(rtp).toBeLessThanOrEqual(0.995);
}

/**
 * Rounds per statistical test: 10^6, as the issue asks. The HMAC in pure JS costs
 * about 20 us per 32 bytes here, so a game takes 20-40 s; the tests get a timeout to match.
 */
export const STATISTICAL_ROUNDS = 1_000_000;
export const STATISTICAL_TIMEOUT_MS = 180_000;

/**
 * Plays `rounds` seeded rounds (server seed 'stat', client seed 'c', nonces 0..) and
 * checks the mean multiplier lies within 5 standard errors of the exact RTP.
 */
export function expectEmpiricalRtp(
  play: (seeds: Seeds) => Multiplier,
  outcomes: readonly WeightedOutcome[],
  rounds = STATISTICAL_ROUNDS,
): void {
  let sum = 0n;
  for (let nonce = 0; nonce < rounds; nonce += 1) {
    sum += play({ serverSeed: 'stat', clientSeed: 'c', nonce });
  }
  const empirical = ratio(sum, BigInt(rounds) * MULTIPLIER_SCALE);
  const standardError = Math.sqrt(multiplierVariance(outcomes) / rounds);
  expect(Math.abs(empirical - expectedMultiplier(outcomes))).toBeLessThan(5 * standardError);
}

/**
 * The worked example of docs/provably-fair.md#a-worked-example, shared by the byte stream's and the games'
 * tests. It lives here, not in a test file, because importing a test file runs its
 * suite again inside the importer's.
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

/** The mean and variance of what a distribution returns per unit staked. */
export function distributionMoments(distribution: OutcomeDistribution): { mean: number; variance: number } {
  let total = 0n;
  let sum = 0n;
  let squares = 0n;
  for (const { weight, returned } of distribution.outcomes) {
    total += weight;
    sum += weight * returned;
    squares += weight * returned * returned;
  }
  const scale = Number(distribution.stake);
  const mean = Number((sum * 10n ** 12n) / total) / 1e12 / scale;
  const meanSquare = Number((squares * 10n ** 6n) / total) / 1e6 / scale / scale;
  return { mean, variance: meanSquare - mean * mean };
}

/**
 * Plays `rounds` seeded rounds (nonces 0..) and checks their mean multiplier lies within
 * 5 standard errors of the distribution's mean return: the game's odds and its own
 * `play` describe the same game.
 */
export function expectMeanOfPlay(
  distribution: OutcomeDistribution,
  play: (nonce: number) => Multiplier,
  rounds = 20_000,
): void {
  let sum = 0n;
  for (let nonce = 0; nonce < rounds; nonce += 1) sum += play(nonce);
  const empirical = Number((sum * 10n ** 12n) / BigInt(rounds) / MULTIPLIER_SCALE) / 1e12;
  const { mean, variance } = distributionMoments(distribution);
  expect(Math.abs(empirical - mean)).toBeLessThan(5 * Math.sqrt(variance / rounds) + 1e-9);
}
