import { z } from 'zod';
import { takeFloats } from '../../fair/byte-stream';
import { ORIGINAL_GAME_NAMES } from '../names';
import type { OutcomeDistribution } from '../outcomes';
import { binomial } from '../shared/fixed-point';
import { largestMultiplier, range } from '../shared/maths';
import { MULTIPLIER_SCALE, multiplier, type SingleStepGame } from '../types';

/**
 * Plinko: one float per row, floor(f * 2) (0 left, 1 right); the ball lands in the
 * bucket numbered by its count of rights (0 = far left, rows = far right).
 */
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;

export interface PlinkoParams {
  rows: number;
  risk: PlinkoRisk;
}
export interface PlinkoResult {
  bucket: number;
  /** The bucket's multiplier as shown on the board (5.6 for 5.6x). */
  multiplier: number;
  /** Each row's bounce: 0 left, 1 right. */
  path: number[];
}

/** The round's `result` as the bet answer, the feeds and verify carry it, for the web to read typed. */
export const plinkoResultSchema: z.ZodType<PlinkoResult> = z.object({
  bucket: z.number().int(),
  multiplier: z.number(),
  path: z.array(z.number().int()),
});

/** Each list runs from the outer bucket to the centre (docs/provably-fair.md#payout-tables shows every bucket). */
const HALF_TABLES: Record<number, Record<PlinkoRisk, string>> = {
  8: { low: '5.6 2.1 1.1 1 0.5', medium: '13 3 1.3 0.7 0.4', high: '29 4 1.5 0.3 0.2' },
  9: { low: '5.6 2 1.6 1 0.7', medium: '18 4 1.7 0.9 0.5', high: '43 7 2 0.6 0.2' },
  10: { low: '8.9 3 1.4 1.1 1 0.5', medium: '22 5 2 1.4 0.6 0.4', high: '76 10 3 0.9 0.3 0.2' },
  11: { low: '8.4 3 1.9 1.3 1 0.7', medium: '24 6 3 1.8 0.7 0.5', high: '120 14 5.2 1.4 0.4 0.2' },
  12: { low: '10 3 1.6 1.4 1.1 1 0.5', medium: '33 11 4 2 1.1 0.6 0.3', high: '170 24 8.1 2 0.7 0.2 0.2' },
  13: { low: '8.1 4 3 1.9 1.2 0.9 0.7', medium: '43 13 6 3 1.3 0.7 0.4', high: '260 37 11 4 1 0.2 0.2' },
  14: {
    low: '7.1 4 1.9 1.4 1.3 1.1 1 0.5',
    medium: '58 15 7 4 1.9 1 0.5 0.2',
    high: '420 56 18 5 1.9 0.3 0.2 0.2',
  },
  15: {
    low: '15 8 3 2 1.5 1.1 1 0.7',
    medium: '88 18 11 5 3 1.3 0.5 0.3',
    high: '620 83 27 8 3 0.5 0.2 0.2',
  },
  16: {
    low: '16 9 2 1.4 1.4 1.2 1.1 1 0.5',
    medium: '110 41 10 5 3 1.5 1 0.5 0.3',
    high: '1000 130 26 9 4 2 0.2 0.2 0.2',
  },
};

/**
 * The rows + 1 bucket multipliers, left to right, as written in the table. The half
 * is mirrored; with an even number of rows the centre bucket is the half's last
 * value and stands once, with an odd number there are two centre buckets and it
 * stands twice. A table whose length comes out wrong throws rather than pays.
 */
export function plinkoBuckets(rows: number, risk: PlinkoRisk): string[] {
  const half = HALF_TABLES[rows]?.[risk].split(' ');
  if (!half) throw new Error(`no plinko table for ${rows} rows`);
  const mirrored = [...half].reverse();
  const buckets = rows % 2 === 0 ? [...half, ...mirrored.slice(1)] : [...half, ...mirrored];
  if (buckets.length !== rows + 1)
    throw new Error(`plinko table ${rows}/${risk} has ${buckets.length} buckets`);
  return buckets;
}

function bucketMultiplier(rows: number, risk: PlinkoRisk, bucket: number): string {
  return plinkoBuckets(rows, risk)[bucket] ?? '0';
}

/** Bucket k is reached by C(rows, k) of the 2^rows equally likely paths. */
export function plinkoOutcomes({ rows, risk }: PlinkoParams): OutcomeDistribution {
  return {
    stake: MULTIPLIER_SCALE,
    outcomes: plinkoBuckets(rows, risk).map((value, bucket) => ({
      weight: binomial(rows, bucket),
      returned: multiplier(value),
    })),
  };
}

export const plinkoGame: SingleStepGame<PlinkoParams, PlinkoResult> = {
  resultSchema: plinkoResultSchema,
  kind: 'single',
  slug: 'plinko',
  name: ORIGINAL_GAME_NAMES.plinko,
  rtp: '99',
  listing: {
    tags: ['provably fair', 'balls', 'risk'],
    description:
      'Drop a ball through 8 to 16 rows of pegs and land in a bucket; the risk level shapes the payouts.',
    releasedAt: '2026-01-12',
    popularity: 950,
  },
  paramsSchema: z.strictObject({
    rows: z
      .number({ error: 'rows must be a number' })
      .int(`rows must be a whole number from ${PLINKO_MIN_ROWS} to ${PLINKO_MAX_ROWS}`)
      .min(PLINKO_MIN_ROWS, `rows must be a whole number from ${PLINKO_MIN_ROWS} to ${PLINKO_MAX_ROWS}`)
      .max(PLINKO_MAX_ROWS, `rows must be a whole number from ${PLINKO_MIN_ROWS} to ${PLINKO_MAX_ROWS}`),
    risk: z.enum(PLINKO_RISKS, { error: 'risk must be low, medium or high' }),
  }),
  play(seeds, { rows, risk }) {
    const path = takeFloats(seeds, rows).map((float) => Math.floor(float * 2));
    const bucket = path.reduce((rights, step) => rights + step, 0);
    const value = bucketMultiplier(rows, risk, bucket);
    return { result: { bucket, multiplier: Number(value), path }, multiplier: multiplier(value) };
  },
  maxMultiplier: ({ rows, risk }) => largestMultiplier(plinkoBuckets(rows, risk).map(multiplier)),
  odds: (params) => ({ distribution: plinkoOutcomes(params) }),
  settings: range(PLINKO_MIN_ROWS, PLINKO_MAX_ROWS).flatMap((rows) =>
    PLINKO_RISKS.map((risk) => ({ rows, risk })),
  ),
};
