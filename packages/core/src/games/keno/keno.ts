import { z } from 'zod';
import { drawWithoutRepeats, floats } from '../../fair/byte-stream';
import { ORIGINAL_GAME_NAMES } from '../names';
import type { OutcomeDistribution } from '../outcomes';
import { binomial } from '../shared/fixed-point';
import { largestMultiplier, range } from '../shared/maths';
import { MULTIPLIER_SCALE, type Multiplier, multiplier, type SingleStepGame } from '../types';

/** Keno: 10 numbers drawn without repeats from 1..40; pays by picks, risk and hits. */
export const KENO_RISKS = ['classic', 'low', 'medium', 'high'] as const;
export type KenoRisk = (typeof KENO_RISKS)[number];
export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MAX_PICKS = 10;

export interface KenoParams {
  picks: number[];
  risk: KenoRisk;
}
export interface KenoResult {
  /** The drawn numbers in the order they were drawn. */
  drawn: number[];
  hits: number;
}

/** The round's `result` as the bet answer, the feeds and verify carry it, for the web to read typed. */
export const kenoResultSchema: z.ZodType<KenoResult> = z.object({
  drawn: z.array(z.number().int()),
  hits: z.number().int(),
});

/** The table of docs/provably-fair.md#payout-tables: for 1..10 picks, the multiplier for 0, 1, 2, ... hits. */
const TABLE: Record<KenoRisk, readonly string[]> = {
  classic: [
    '0 3.96',
    '0 1.9 4.5',
    '0 1 3.1 10.4',
    '0 0.8 1.8 5 22.5',
    '0 0.25 1.4 4.1 16.5 36',
    '0 0 1 3.68 7 16.5 40',
    '0 0 0.47 3 4.5 14 31 60',
    '0 0 0 2.2 4 13 22 55 70',
    '0 0 0 1.55 3 8 15 44 60 85',
    '0 0 0 1.4 2.25 4.5 8 17 50 80 100',
  ],
  low: [
    '0.7 1.85',
    '0 2 3.8',
    '0 1.1 1.38 26',
    '0 0 2.2 7.9 90',
    '0 0 1.5 4.2 13 300',
    '0 0 1.1 2 6.2 100 700',
    '0 0 1.1 1.6 3.5 15 225 700',
    '0 0 1.1 1.5 2 5.5 39 100 800',
    '0 0 1.1 1.3 1.7 2.5 7.5 50 250 1000',
    '0 0 1.1 1.2 1.3 1.8 3.5 13 50 250 1000',
  ],
  medium: [
    '0.4 2.75',
    '0 1.8 5.1',
    '0 0 2.8 50',
    '0 0 1.7 10 100',
    '0 0 1.4 4 14 390',
    '0 0 0 3 9 180 710',
    '0 0 0 2 7 30 400 800',
    '0 0 0 2 4 11 67 400 900',
    '0 0 0 2 2.5 5 15 100 500 1000',
    '0 0 0 1.6 2 4 7 26 100 500 1000',
  ],
  high: [
    '0 3.96',
    '0 0 17.1',
    '0 0 0 81.5',
    '0 0 0 10 259',
    '0 0 0 4.5 48 450',
    '0 0 0 0 11 350 710',
    '0 0 0 0 7 90 400 800',
    '0 0 0 0 5 20 270 600 900',
    '0 0 0 0 4 11 56 500 800 1000',
    '0 0 0 0 3.5 8 13 63 500 800 1000',
  ],
};

/** The multipliers for 0..picks hits. Throws when the table row has the wrong length. */
export function kenoPaytable(picks: number, risk: KenoRisk): Multiplier[] {
  const row = TABLE[risk][picks - 1]?.split(' ');
  if (!row || row.length !== picks + 1) throw new Error(`no keno paytable for ${picks} picks (${risk})`);
  return row.map(multiplier);
}

const pickSchema = z
  .number({ error: 'picks must be numbers' })
  .int(`picks must be whole numbers from 1 to ${KENO_NUMBERS}`)
  .min(1, `picks must be whole numbers from 1 to ${KENO_NUMBERS}`)
  .max(KENO_NUMBERS, `picks must be whole numbers from 1 to ${KENO_NUMBERS}`);

/** Hypergeometric: h hits among p picks when 10 of 40 are drawn has C(p, h) C(40 - p, 10 - h) ways. */
export function kenoOutcomes({ picks, risk }: KenoParams): OutcomeDistribution {
  const count = picks.length;
  return {
    stake: MULTIPLIER_SCALE,
    outcomes: kenoPaytable(count, risk).map((pays, hits) => ({
      weight: binomial(count, hits) * binomial(KENO_NUMBERS - count, KENO_DRAWN - hits),
      returned: pays,
    })),
  };
}

export const kenoGame: SingleStepGame<KenoParams, KenoResult> = {
  resultSchema: kenoResultSchema,
  kind: 'single',
  slug: 'keno',
  name: ORIGINAL_GAME_NAMES.keno,
  rtp: '99',
  listing: {
    tags: ['provably fair', 'lottery', 'numbers'],
    description: 'Pick up to 10 numbers from 40; ten are drawn and your hits set the payout.',
    releasedAt: '2026-01-19',
    popularity: 700,
  },
  paramsSchema: z.strictObject({
    picks: z
      .array(pickSchema, { error: 'picks must be a list of numbers' })
      .min(1, `picks must hold 1 to ${KENO_MAX_PICKS} numbers`)
      .max(KENO_MAX_PICKS, `picks must hold 1 to ${KENO_MAX_PICKS} numbers`)
      .refine((picks) => new Set(picks).size === picks.length, 'picks must not repeat a number'),
    risk: z.enum(KENO_RISKS, { error: 'risk must be classic, low, medium or high' }),
  }),
  play(seeds, { picks, risk }) {
    const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
    const drawn = drawWithoutRepeats(pool, KENO_DRAWN, floats(seeds));
    const hits = picks.filter((pick) => drawn.includes(pick)).length;
    return { result: { drawn, hits }, multiplier: kenoPaytable(picks.length, risk)[hits] ?? 0n };
  },
  maxMultiplier: ({ picks, risk }) => largestMultiplier(kenoPaytable(picks.length, risk)),
  odds: (params) => ({ distribution: kenoOutcomes(params) }),
  settings: range(1, KENO_MAX_PICKS).flatMap((count) =>
    KENO_RISKS.map((risk) => ({ picks: range(1, count), risk })),
  ),
};
