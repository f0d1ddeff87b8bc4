import { describe, expect, it } from 'vitest';
import { choose } from '../shared/maths';
import {
  EXAMPLE,
  expectEmpiricalRtp,
  expectedMultiplier,
  expectInRtpBand,
  STATISTICAL_TIMEOUT_MS,
  type WeightedOutcome,
} from '../shared/test-support';
import { multiplier } from '../types';
import { KENO_RISKS, type KenoRisk, kenoGame, kenoPaytable } from './keno';

const EXAMPLE_DRAW = [13, 6, 26, 25, 14, 8, 24, 39, 35, 32];

/** Hypergeometric: h hits among `picks` when 10 of 40 are drawn, C(p, h) C(40 - p, 10 - h) / C(40, 10). */
function kenoOutcomes(picks: number, risk: KenoRisk): WeightedOutcome[] {
  return kenoPaytable(picks, risk).map((pays, hits) => ({
    weight: choose(picks, hits) * choose(40 - picks, 10 - hits),
    multiplier: pays,
  }));
}

describe('keno', () => {
  it('draws the worked example and counts hits', () => {
    const { result, multiplier: pays } = kenoGame.play(EXAMPLE, { picks: [13, 6, 1], risk: 'classic' });
    expect(result).toEqual({ drawn: EXAMPLE_DRAW, hits: 2 });
    expect(pays).toBe(multiplier('3.1'));
    expect(kenoGame.play(EXAMPLE, { picks: EXAMPLE_DRAW, risk: 'high' }).multiplier).toBe(multiplier('1000'));
    expect(kenoGame.play(EXAMPLE, { picks: [1], risk: 'low' }).multiplier).toBe(multiplier('0.7'));
  });

  it('has a paytable of picks + 1 entries everywhere, and the largest as maximum', () => {
    for (const risk of KENO_RISKS) {
      for (let picks = 1; picks <= 10; picks += 1) expect(kenoPaytable(picks, risk)).toHaveLength(picks + 1);
    }
    expect(kenoGame.maxMultiplier({ picks: [1, 2, 3], risk: 'high' })).toBe(multiplier('81.5'));
  });

  it('weights sum to C(40, 10) for every pick count', () => {
    for (let picks = 1; picks <= 10; picks += 1) {
      const total = kenoOutcomes(picks, 'classic').reduce((sum, outcome) => sum + outcome.weight, 0n);
      expect(total).toBe(choose(40, 10));
    }
  });

  it.each(
    Array.from({ length: 10 }, (_, i) => i + 1).flatMap((picks) =>
      KENO_RISKS.map((risk) => [picks, risk] as const),
    ),
  )('returns about 99%% with %i picks, %s risk', (picks, risk) => {
    expectInRtpBand(expectedMultiplier(kenoOutcomes(picks, risk)));
  });

  it.each([
    [{ picks: [], risk: 'low' }, 'picks'],
    [{ picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], risk: 'low' }, 'picks'],
    [{ picks: [0], risk: 'low' }, 'picks'],
    [{ picks: [41], risk: 'low' }, 'picks'],
    [{ picks: [1.5], risk: 'low' }, 'picks'],
    [{ picks: [3, 3], risk: 'low' }, 'picks'],
    [{ picks: 3, risk: 'low' }, 'picks'],
    [{ picks: [3], risk: 'extreme' }, 'risk'],
  ])('refuses %j, naming %s', (params, field) => {
    const parsed = kenoGame.paramsSchema.safeParse(params);
    expect(parsed.error?.issues[0]?.path[0]).toBe(field);
    expect(parsed.error?.issues[0]?.message).toMatch(new RegExp(`^${field} `));
  });

  it(
    'matches its exact RTP over seeded rounds',
    () => {
      const picks = [3, 9, 17, 28, 40];
      expectEmpiricalRtp(
        (seeds) => kenoGame.play(seeds, { picks, risk: 'classic' }).multiplier,
        kenoOutcomes(5, 'classic'),
      );
    },
    STATISTICAL_TIMEOUT_MS,
  );
});
