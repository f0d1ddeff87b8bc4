import { z } from 'zod';

/**
 * The game show's published maths is one JSON document (docs/studio-show.md#the-document):
 * the bet spots, the 54 segments of the wheel in order, the booster's tables and each
 * bonus's table. The round's outcome, its payouts and the exact return are all read
 * from it and from nothing else, so the document an auditor checks is the game played.
 */

export const WHEEL_SEGMENTS = 54;
/** The booster's spot table uses this id for "no boost this round"; no bet spot may take it. */
export const NO_BOOST = 'none';
/**
 * The largest total weight a table may have. A draw is `floor(float * total)` with the
 * float k / 2^32, and k * total must stay below 2^53 for that product to be exact in a
 * double; 2^20 leaves room to spare.
 */
export const MAX_TABLE_TOTAL = 2 ** 20;

const id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'an id must be lowercase letters, digits and hyphens')
  .refine((value) => value !== NO_BOOST, { message: `"${NO_BOOST}" is reserved for the booster` });

const multiplier = z.number().int('a multiplier must be a whole number').min(1);
const weight = z.number().int('a weight must be a whole number').min(0, 'a weight cannot be negative');

const numberSpot = z
  .strictObject({
    id,
    name: z.string().min(1),
    kind: z.literal('number'),
    number: z.number().int().min(1),
    /** The whole payout for a unit stake when the spot's segment wins, the stake included. */
    pays: multiplier,
  })
  .refine((spot) => spot.pays === spot.number + 1, {
    message: 'a number spot pays its number plus the stake back',
  });

const bonusSpot = z.strictObject({ id, name: z.string().min(1), kind: z.literal('bonus') });

const weighted = <T extends z.ZodType>(entry: T) =>
  z
    .array(entry)
    .min(1)
    .refine((entries) => total(entries as { weight: number }[]) > 0, { message: 'the weights sum to zero' })
    .refine((entries) => total(entries as { weight: number }[]) <= MAX_TABLE_TOTAL, {
      message: `the weights must sum to at most ${MAX_TABLE_TOTAL}`,
    });

const multiplierEntry = z.strictObject({ multiplier, weight });

/** Ember Pick: one of the listed multipliers, each position equally likely. */
const pickBonus = z.strictObject({
  kind: z.literal('pick'),
  multipliers: z.array(multiplier).min(2).max(MAX_TABLE_TOTAL),
});

/** Dragon Wheel: a second wheel whose segments carry the published weights. */
const wheelBonus = z.strictObject({ kind: z.literal('wheel'), segments: weighted(multiplierEntry) });

const documentShape = z.strictObject({
  id,
  name: z.string().min(1),
  version: z.string().regex(/^\d+\.\d+\.\d+$/, 'version must be major.minor.patch'),
  /** Every multiplier in the document is the whole payout of a unit stake: the stake is included. */
  payouts: z.literal('stake included'),
  spots: z.array(z.discriminatedUnion('kind', [numberSpot, bonusSpot])).min(3),
  /** The segments from index 0 clockwise, each a spot id; the animation lays them out in this order. */
  wheel: z.array(id).length(WHEEL_SEGMENTS, `the wheel has ${WHEEL_SEGMENTS} segments`),
  booster: z.strictObject({
    /** Which spot is boosted this round; `none` means no boost. */
    spots: weighted(z.strictObject({ spot: z.string(), weight })),
    /** The boost's size, applied to the boosted spot's payout when that spot wins. */
    multipliers: weighted(z.strictObject({ multiplier: multiplier.min(2), weight })),
  }),
  bonuses: z.record(id, z.discriminatedUnion('kind', [pickBonus, wheelBonus])),
});

export type ShowDocument = z.infer<typeof documentShape>;
export type ShowSpot = ShowDocument['spots'][number];
export type ShowBonus = ShowDocument['bonuses'][string];

function total(entries: readonly { weight: number }[]): number {
  return entries.reduce((sum, entry) => sum + entry.weight, 0);
}

/**
 * The rules that tie the parts together: spot ids unique, every wheel segment a spot
 * and every spot on the wheel, at least two bonuses, one bonus table per bonus spot,
 * and a booster that names each spot at most once.
 */
export const showDocumentSchema: z.ZodType<ShowDocument> = documentShape.superRefine((document, context) => {
  const ids = document.spots.map((spot) => spot.id);
  const issue = (path: (string | number)[], message: string) =>
    context.addIssue({ code: 'custom', path, message });
  if (new Set(ids).size !== ids.length) issue(['spots'], 'spot ids must be unique');
  const bonusIds = document.spots.filter((spot) => spot.kind === 'bonus').map((spot) => spot.id);
  if (bonusIds.length < 2) issue(['spots'], 'the wheel needs at least two bonus spots');
  if (!document.spots.some((spot) => spot.kind === 'number'))
    issue(['spots'], 'the wheel needs a number spot');
  document.wheel.forEach((segment, index) => {
    if (!ids.includes(segment)) issue(['wheel', index], `unknown spot ${segment}`);
  });
  for (const spot of ids)
    if (!document.wheel.includes(spot)) issue(['wheel'], `spot ${spot} has no segment on the wheel`);
  const boosted = document.booster.spots.map((entry) => entry.spot);
  if (new Set(boosted).size !== boosted.length) issue(['booster', 'spots'], 'the booster names a spot twice');
  document.booster.spots.forEach((entry, index) => {
    if (entry.spot !== NO_BOOST && !ids.includes(entry.spot))
      issue(['booster', 'spots', index, 'spot'], `unknown spot ${entry.spot}`);
  });
  for (const bonus of bonusIds)
    if (!Object.hasOwn(document.bonuses, bonus)) issue(['bonuses'], `bonus spot ${bonus} has no rules`);
  for (const key of Object.keys(document.bonuses))
    if (!bonusIds.includes(key)) issue(['bonuses', key], `${key} is not a bonus spot`);
});

/** Parses and checks a document, throwing with the first problem's path and message. */
export function parseShowDocument(value: unknown): ShowDocument {
  const parsed = showDocumentSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`invalid show document at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  return parsed.data;
}

/** A spot's table of outcomes as the draw reads it: values with whole weights, in document order. */
export interface WeightedTable<T> {
  readonly values: readonly T[];
  readonly weights: readonly number[];
}

/** What a bonus round's single draw picks from: a pick's positions all weigh 1. */
export function bonusTable(bonus: ShowBonus): WeightedTable<number> {
  return bonus.kind === 'pick'
    ? { values: bonus.multipliers, weights: bonus.multipliers.map(() => 1) }
    : {
        values: bonus.segments.map((segment) => segment.multiplier),
        weights: bonus.segments.map((segment) => segment.weight),
      };
}

export function wheelTable(document: ShowDocument): WeightedTable<string> {
  return { values: document.wheel, weights: document.wheel.map(() => 1) };
}

/** The booster's spot table; `null` stands for no boost. */
export function boosterSpotTable(document: ShowDocument): WeightedTable<string | null> {
  return {
    values: document.booster.spots.map((entry) => (entry.spot === NO_BOOST ? null : entry.spot)),
    weights: document.booster.spots.map((entry) => entry.weight),
  };
}

export function boosterMultiplierTable(document: ShowDocument): WeightedTable<number> {
  return {
    values: document.booster.multipliers.map((entry) => entry.multiplier),
    weights: document.booster.multipliers.map((entry) => entry.weight),
  };
}
