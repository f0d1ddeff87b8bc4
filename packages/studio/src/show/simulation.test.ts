import { beforeAll, describe, expect, it } from 'vitest';
import { toNumber } from '../slot/rational';
import { spotRtps } from './exact-rtp';
import { FORGE_WHEEL } from './forge-wheel';
import { resolveRound } from './round';
import { EXAMPLE_SALT } from './test-support';

/**
 * Seeded play against the exact figures: 200,000 rounds, every spot staked with 1 in
 * every round. Each check allows 4.5 standard errors, the standard deviation being the
 * exact one, so a correct game fails it about once in 150,000 runs; the seed is fixed,
 * so the result is the same on every run. One server seed with the round number as the
 * nonce stands in for a chain: a chain's seeds would cost a second HMAC keying a round.
 */
const ROUNDS = 200_000;
const ERRORS = 4.5;

describe('seeded play', () => {
  const rtps = spotRtps(FORGE_WHEEL);
  const paid = new Map<string, number>(rtps.map((spot) => [spot.spot, 0]));
  const hits = new Map<string, number>(rtps.map((spot) => [spot.spot, 0]));
  let boosted = 0;
  beforeAll(() => {
    for (let nonce = 1; nonce <= ROUNDS; nonce += 1) {
      const round = resolveRound(FORGE_WHEEL, {
        serverSeed: 'forge-wheel-simulation',
        clientSeed: EXAMPLE_SALT,
        nonce,
      });
      // Only the segment's spot pays, so one addition per round is every spot's total.
      paid.set(round.segment, (paid.get(round.segment) ?? 0) + Number(round.payouts[round.segment]) / 1e8);
      hits.set(round.segment, (hits.get(round.segment) ?? 0) + 1);
      if (round.booster.spot !== null) boosted += 1;
    }
  }, 60_000);

  for (const spot of rtps) {
    it(`returns spot ${spot.spot}'s exact RTP and hit chance`, () => {
      const mean = toNumber(spot.rtp);
      const deviation = Math.sqrt(toNumber(spot.square) - mean * mean);
      const observed = (paid.get(spot.spot) ?? 0) / ROUNDS;
      expect(Math.abs(observed - mean)).toBeLessThan((ERRORS * deviation) / Math.sqrt(ROUNDS));
      const hit = toNumber(spot.hitChance);
      const hitRate = (hits.get(spot.spot) ?? 0) / ROUNDS;
      expect(Math.abs(hitRate - hit)).toBeLessThan(ERRORS * Math.sqrt((hit * (1 - hit)) / ROUNDS));
    });
  }

  it('boosts a spot in 98 rounds of 256', () => {
    const chance = 98 / 256;
    expect(Math.abs(boosted / ROUNDS - chance)).toBeLessThan(
      ERRORS * Math.sqrt((chance * (1 - chance)) / ROUNDS),
    );
  });

  it('is tight enough on the number spots to catch a boost left out', () => {
    // The test's power: 4.5 standard errors is under 6 points for the 1, 2 and 5 spots,
    // while their boosts are worth 15 to 19 points of their return.
    for (const spot of rtps.filter((candidate) => candidate.kind === 'number' && candidate.spot !== '10')) {
      const mean = toNumber(spot.rtp);
      const deviation = Math.sqrt(toNumber(spot.square) - mean * mean);
      expect((ERRORS * deviation) / Math.sqrt(ROUNDS)).toBeLessThan(0.06);
    }
  });
});
