import { describe, expect, it } from 'vitest';
import { compileSlot } from './document';
import { exactRtp, featureMoments } from './exact-rtp';
import { FORGE_OF_FORTUNE } from './forge-of-fortune';
import { ONE, toNumber } from './rational';
import { playRound } from './spin';
import { slotStatistics } from './statistics';
import { TINY } from './test-support';

/**
 * Seeded play against the exact figures. Each check allows four standard errors, the
 * standard deviation being the exact one, so a correct game fails it about once in
 * 16,000 runs while a return off by a third of a percent would fail it almost always
 * (300,000 rounds put one standard error at 0.8% of the bet). The seeds are fixed, so
 * the result is the same on every run.
 */
const ROUNDS = 300_000;
const TIMEOUT_MS = 120_000;

function withinFourErrors(observed: number, expected: number, standardDeviation: number, samples: number) {
  expect(Math.abs(observed - expected)).toBeLessThan((4 * standardDeviation) / Math.sqrt(samples));
}

describe('seeded play', () => {
  it(
    `returns the exact RTP, hit and trigger frequency over ${ROUNDS.toLocaleString('en')} rounds`,
    () => {
      const lines = FORGE_OF_FORTUNE.paylines.length;
      let nonce = 0;
      let lineBets = 0;
      let hits = 0;
      let triggers = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const played = playRound(FORGE_OF_FORTUNE, { serverSeed: 'stat', clientSeed: 'c', nonce });
        // Rounds follow one another on the seed pair, as a player's would.
        nonce += played.noncesUsed;
        lineBets += played.lineBets;
        if ((played.spins[0]?.evaluation.lineBets ?? 0) > 0) hits += 1;
        if (played.freeSpinsPlayed > 0) triggers += 1;
      }
      const rtp = exactRtp(FORGE_OF_FORTUNE);
      const statistics = slotStatistics(FORGE_OF_FORTUNE);
      withinFourErrors(lineBets / lines / ROUNDS, toNumber(rtp.total), statistics.standardDeviation, ROUNDS);
      const hit = toNumber(statistics.hitFrequency);
      withinFourErrors(hits / ROUNDS, hit, Math.sqrt(hit * (1 - hit)), ROUNDS);
      const trigger = toNumber(rtp.triggerProbability);
      withinFourErrors(triggers / ROUNDS, trigger, Math.sqrt(trigger * (1 - trigger)), ROUNDS);
    },
    TIMEOUT_MS,
  );

  it('plays as many free spins as the recursion expects, never past the limit', () => {
    const slot = compileSlot(TINY);
    const retrigger = exactRtp(TINY).retriggerProbability;
    // With every spin worth 1, the feature's win is its number of spins T.
    const spins = featureMoments(slot, {
      retrigger,
      mean: ONE,
      square: ONE,
      meanWhenRetriggering: retrigger,
    });
    const mean = toNumber(spins.mean);
    const deviation = Math.sqrt(toNumber(spins.square) - mean * mean);
    let features = 0;
    let played = 0;
    let cutOff = 0;
    for (let nonce = 0; features < 3000; ) {
      const round = playRound(TINY, { serverSeed: 'limit', clientSeed: 'c', nonce });
      nonce += round.noncesUsed;
      if (round.freeSpinsPlayed === 0) continue;
      features += 1;
      played += round.freeSpinsPlayed;
      expect(round.freeSpinsPlayed).toBeLessThanOrEqual(30);
      expect([10, 20, 30]).toContain(round.freeSpinsPlayed);
      cutOff += round.spins.filter(
        (spin) => spin.evaluation.freeSpinsAwarded > 0 && spin.freeSpinsAdded === 0,
      ).length;
    }
    expect(toNumber(spins.spins)).toBe(mean);
    withinFourErrors(played / features, mean, deviation, features);
    expect(mean).toBeGreaterThan(25);
    // Retriggers at the limit add nothing, and with nine in ten spins retriggering there are many.
    expect(cutOff).toBeGreaterThan(1000);
  });
});
