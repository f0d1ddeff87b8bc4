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
import { PLINKO_RISKS, type PlinkoRisk, plinkoBuckets, plinkoGame } from './plinko';

const ROWS = [8, 9, 10, 11, 12, 13, 14, 15, 16];

/** Bucket k is reached by C(rows, k) of the 2^rows equally likely paths. */
function plinkoOutcomes(rows: number, risk: PlinkoRisk): WeightedOutcome[] {
  return plinkoBuckets(rows, risk).map((value, bucket) => ({
    weight: choose(rows, bucket),
    multiplier: multiplier(value),
  }));
}

describe('plinko', () => {
  it.each([
    [8, 4],
    [10, 6],
    [12, 7],
    [14, 8],
    [16, 10],
  ])('drops the worked example with %i rows into bucket %i', (rows, bucket) => {
    const { result, multiplier: pays } = plinkoGame.play(EXAMPLE, { rows, risk: 'high' });
    expect(result.bucket).toBe(bucket);
    expect(result.path).toHaveLength(rows);
    expect(result.path.filter((step) => step === 1)).toHaveLength(bucket);
    expect(pays).toBe(multiplier(String(result.multiplier)));
  });

  it('pays from the mirrored table: 8 rows high, bucket 4 is the centre 0.2', () => {
    expect(plinkoBuckets(8, 'high')).toEqual(['29', '4', '1.5', '0.3', '0.2', '0.3', '1.5', '4', '29']);
    expect(plinkoGame.play(EXAMPLE, { rows: 8, risk: 'high' }).result.multiplier).toBe(0.2);
    expect(plinkoBuckets(9, 'low')).toEqual(['5.6', '2', '1.6', '1', '0.7', '0.7', '1', '1.6', '2', '5.6']);
    expect(plinkoGame.maxMultiplier({ rows: 16, risk: 'high' })).toBe(multiplier('1000'));
  });

  it('builds rows + 1 symmetric buckets for every configuration', () => {
    for (const rows of ROWS) {
      for (const risk of PLINKO_RISKS) {
        const buckets = plinkoBuckets(rows, risk);
        expect(buckets).toHaveLength(rows + 1);
        expect([...buckets].reverse()).toEqual(buckets);
      }
    }
  });

  it.each(ROWS.flatMap((rows) => PLINKO_RISKS.map((risk) => [rows, risk] as const)))(
    'returns about 99%% with %i rows, %s risk',
    (rows, risk) => {
      expectInRtpBand(expectedMultiplier(plinkoOutcomes(rows, risk)));
    },
  );

  it.each([
    [{ rows: 7, risk: 'low' }, 'rows'],
    [{ rows: 17, risk: 'low' }, 'rows'],
    [{ rows: 8.5, risk: 'low' }, 'rows'],
    [{ rows: '8', risk: 'low' }, 'rows'],
    [{ risk: 'low' }, 'rows'],
    [{ rows: 8, risk: 'extreme' }, 'risk'],
  ])('refuses %j, naming %s', (params, field) => {
    const parsed = plinkoGame.paramsSchema.safeParse(params);
    expect(parsed.error?.issues[0]?.path).toEqual([field]);
    expect(parsed.error?.issues[0]?.message).toMatch(new RegExp(`^${field} `));
  });

  // 8 rows take one HMAC per round (16 take two), which halves this test's time; the
  // worked example above already covers paths that run into the second HMAC round.
  it(
    'matches its exact RTP over seeded rounds',
    () => {
      expectEmpiricalRtp(
        (seeds) => plinkoGame.play(seeds, { rows: 8, risk: 'low' }).multiplier,
        plinkoOutcomes(8, 'low'),
      );
    },
    STATISTICAL_TIMEOUT_MS,
  );
});
