import { z } from 'zod';
import { takeFloats } from '../../fair/byte-stream';
import { ORIGINAL_GAME_NAMES } from '../names';
import type { OutcomeDistribution } from '../outcomes';
import { largestMultiplier } from '../shared/maths';
import { MULTIPLIER_SCALE, multiplier, type SingleStepGame } from '../types';

/** Wheel: the segment floor(f * segments) pays its multiplier from its table (docs/provably-fair.md#payout-tables). */
export const WHEEL_SEGMENTS = [10, 20, 30, 40, 50] as const;
export type WheelSegments = (typeof WHEEL_SEGMENTS)[number];
export const WHEEL_RISKS = ['low', 'medium', 'high'] as const;
export type WheelRisk = (typeof WHEEL_RISKS)[number];

export interface WheelParams {
  segments: WheelSegments;
  risk: WheelRisk;
}
export interface WheelResult {
  index: number;
  /** The segment's multiplier as shown on the wheel (1.5 for 1.5x). */
  multiplier: number;
}

/** The round's `result` as the bet answer, the feeds and verify carry it, for the web to read typed. */
export const wheelResultSchema: z.ZodType<WheelResult> = z.object({
  index: z.number().int(),
  multiplier: z.number(),
});

const LOW_PATTERN = '1.5 1.2 1.2 1.2 0 1.2 1.2 1.2 1.2 0'.split(' ');

const MEDIUM: Record<WheelSegments, string> = {
  10: '0 1.9 0 1.5 0 2 0 1.5 0 3',
  20: '1.5 0 2 0 2 0 2 0 1.5 0 3 0 1.8 0 2 0 2 0 2 0',
  30: '1.5 0 1.5 0 2 0 1.5 0 2 0 2 0 1.5 0 3 0 1.5 0 2 0 2 0 1.7 0 4 0 1.5 0 2 0',
  40: '2 0 3 0 2 0 1.5 0 3 0 1.5 0 1.5 0 2 0 1.5 0 3 0 1.5 0 2 0 2 0 1.6 0 2 0 1.5 0 3 0 1.5 0 2 0 1.5 0',
  50: '2 0 1.5 0 2 0 1.5 0 3 0 1.5 0 1.5 0 2 0 1.5 0 3 0 1.5 0 2 0 1.5 0 2 0 2 0 1.5 0 3 0 1.5 0 2 0 1.5 0 1.5 0 5 0 1.5 0 2 0 1.5 0',
};

/** High risk: every segment 0 but the last, which pays 0.99 * segments (9.9 on 10 segments). */
const HIGH_TOP: Record<WheelSegments, string> = { 10: '9.9', 20: '19.8', 30: '29.7', 40: '39.6', 50: '49.5' };

/** The multiplier of each segment, by index. Throws when a table has the wrong length. */
export function wheelSegments(segments: WheelSegments, risk: WheelRisk): string[] {
  const values =
    risk === 'low'
      ? Array.from({ length: segments }, (_, i) => LOW_PATTERN[i % LOW_PATTERN.length] ?? '0')
      : risk === 'medium'
        ? MEDIUM[segments].split(' ')
        : Array.from({ length: segments }, (_, i) => (i === segments - 1 ? HIGH_TOP[segments] : '0'));
  if (values.length !== segments)
    throw new Error(`wheel table ${segments}/${risk} has ${values.length} segments`);
  return values;
}

export function wheelOutcomes({ segments, risk }: WheelParams): OutcomeDistribution {
  return {
    stake: MULTIPLIER_SCALE,
    outcomes: wheelSegments(segments, risk).map((value) => ({ weight: 1n, returned: multiplier(value) })),
  };
}

export const wheelGame: SingleStepGame<WheelParams, WheelResult> = {
  resultSchema: wheelResultSchema,
  kind: 'single',
  slug: 'wheel',
  name: ORIGINAL_GAME_NAMES.wheel,
  rtp: '99',
  listing: {
    tags: ['provably fair', 'spin', 'risk'],
    description: 'Spin a wheel of 10 to 50 segments; the risk level decides how the multipliers are spread.',
    releasedAt: '2026-01-19',
    popularity: 650,
  },
  paramsSchema: z.strictObject({
    segments: z.literal(WHEEL_SEGMENTS, { error: 'segments must be 10, 20, 30, 40 or 50' }),
    risk: z.enum(WHEEL_RISKS, { error: 'risk must be low, medium or high' }),
  }),
  play(seeds, { segments, risk }) {
    const [float = 0] = takeFloats(seeds, 1);
    const index = Math.floor(float * segments);
    const value = wheelSegments(segments, risk)[index] ?? '0';
    return { result: { index, multiplier: Number(value) }, multiplier: multiplier(value) };
  },
  maxMultiplier: ({ segments, risk }) => largestMultiplier(wheelSegments(segments, risk).map(multiplier)),
  odds: (params) => ({ distribution: wheelOutcomes(params) }),
  settings: WHEEL_SEGMENTS.flatMap((segments) => WHEEL_RISKS.map((risk) => ({ segments, risk }))),
};
