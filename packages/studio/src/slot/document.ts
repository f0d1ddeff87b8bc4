import { MULTIPLIER_SCALE } from '@ante/core';
import { z } from 'zod';

/**
 * A slot's published maths is one JSON document (docs/studio-slot.md#the-document):
 * its symbols, paylines, pays, free-spin rules and reel strips. The spin, the win
 * evaluation and the exact return are all read from it and from nothing else, so the
 * document an auditor checks is the game that is played.
 */

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;
/** The counts a line or the scatter can pay for: three, four or five of a kind. */
export const PAYING_COUNTS = [3, 4, 5] as const;

const symbolId = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'a symbol id must be lowercase letters, digits and hyphens');

const pay = z.number().int('a pay must be a whole number').min(0, 'a pay cannot be negative');

/** What 3, 4 and 5 of a kind pay; a longer run never pays less than a shorter one. */
const paysSchema = z
  .strictObject({ '3': pay, '4': pay, '5': pay })
  .refine((pays) => pays['3'] <= pays['4'] && pays['4'] <= pays['5'], {
    message: 'a longer run must not pay less than a shorter one',
  });

const symbolSchema = z.strictObject({
  id: symbolId,
  name: z.string().min(1),
  role: z.enum(['wild', 'scatter', 'regular']),
});

/**
 * A strip's length is a power of two so that `floor(float * length)` is exactly
 * uniform: a float is k / 2^32 for a uniform 32-bit k, and the stop is then k's top
 * bits, each stop taken by exactly 2^32 / length values of k. Any other length would
 * favour some stops by one part in about 2^32 / length, and the exact return would
 * no longer be the return played.
 */
const stripSchema = z
  .array(symbolId)
  .min(4)
  .max(1024)
  .refine((strip) => (strip.length & (strip.length - 1)) === 0, {
    message: 'a strip length must be a power of two (4 to 1024)',
  });

const reelSetSchema = z.array(stripSchema).length(SLOT_REELS, `a reel set has ${SLOT_REELS} strips`);

const paylineSchema = z
  .array(
    z
      .number()
      .int()
      .min(0)
      .max(SLOT_ROWS - 1),
  )
  .length(SLOT_REELS, `a payline names one row (0 to ${SLOT_ROWS - 1}) on each of the ${SLOT_REELS} reels`);

const documentShape = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'id must be lowercase letters, digits and hyphens'),
  name: z.string().min(1),
  version: z.string().regex(/^\d+\.\d+\.\d+$/, 'version must be major.minor.patch'),
  reels: z.literal(SLOT_REELS),
  rows: z.literal(SLOT_ROWS),
  symbols: z.array(symbolSchema).min(3),
  paylines: z.array(paylineSchema).min(1),
  linePays: z.strictObject({
    /** Line pays are multiples of the line bet, which is the total bet divided by the number of paylines. */
    unit: z.literal('line bet'),
    pays: z.record(symbolId, paysSchema),
  }),
  scatterPays: z.strictObject({
    /** Scatter pays are multiples of the total bet. */
    unit: z.literal('total bet'),
    pays: paysSchema,
  }),
  freeSpins: z.strictObject({
    /** Scatters anywhere in the window that start free spins (and, during them, add more). */
    trigger: z.number().int().min(1).max(SLOT_REELS),
    /** Spins a paid spin awards. */
    spins: z.number().int().min(1),
    /** Spins a free spin with `trigger` scatters adds. */
    retriggerSpins: z.number().int().min(0),
    /** Every free spin's wins are multiplied by it. */
    multiplier: z.number().int().min(1),
    /** The most free spins one round plays: a retrigger adds only what is left below it. */
    maxSpins: z.number().int().min(1).max(10_000),
  }),
  reelStrips: z.strictObject({ base: reelSetSchema, free: reelSetSchema }),
});

export type SlotDocument = z.infer<typeof documentShape>;
export type ReelSet = keyof SlotDocument['reelStrips'];
export const REEL_SETS: readonly ReelSet[] = ['base', 'free'];

/**
 * The rules that tie the document's parts together: one wild, one scatter, pays for
 * every symbol a line can pay with, strips of known symbols, and at most one scatter
 * in any window of a reel (so a window holds at most five, the most the scatter pays
 * list).
 */
export const slotDocumentSchema: z.ZodType<SlotDocument> = documentShape.superRefine((document, context) => {
  const ids = document.symbols.map((symbol) => symbol.id);
  if (new Set(ids).size !== ids.length)
    context.addIssue({ code: 'custom', message: 'symbol ids must be unique' });
  for (const role of ['wild', 'scatter'] as const) {
    const count = document.symbols.filter((symbol) => symbol.role === role).length;
    if (count !== 1)
      context.addIssue({ code: 'custom', message: `there must be exactly one ${role} symbol` });
  }
  const scatter = document.symbols.find((symbol) => symbol.role === 'scatter')?.id;
  for (const symbol of document.symbols) {
    const paid = Object.hasOwn(document.linePays.pays, symbol.id);
    if (symbol.role !== 'scatter' && !paid)
      context.addIssue({
        code: 'custom',
        path: ['linePays', 'pays'],
        message: `${symbol.id} has no line pays`,
      });
    if (symbol.role === 'scatter' && paid)
      context.addIssue({
        code: 'custom',
        path: ['linePays', 'pays'],
        message: `${symbol.id} is the scatter: it pays anywhere, not on lines`,
      });
  }
  for (const id of Object.keys(document.linePays.pays)) {
    if (!ids.includes(id))
      context.addIssue({ code: 'custom', path: ['linePays', 'pays'], message: `unknown symbol ${id}` });
  }
  const lines = document.paylines.map((line) => line.join(','));
  if (new Set(lines).size !== lines.length)
    context.addIssue({ code: 'custom', path: ['paylines'], message: 'paylines must be distinct' });
  // A line bet of 1/lines of the total bet must be exact in the casino's 10^-8 steps.
  if (MULTIPLIER_SCALE % BigInt(document.paylines.length) !== 0n)
    context.addIssue({ code: 'custom', path: ['paylines'], message: 'the line count must divide 10^8' });
  if (document.freeSpins.maxSpins < document.freeSpins.spins)
    context.addIssue({
      code: 'custom',
      path: ['freeSpins', 'maxSpins'],
      message: 'maxSpins must allow the spins a trigger awards',
    });
  for (const set of REEL_SETS) {
    document.reelStrips[set].forEach((strip, reel) => {
      strip.forEach((symbol, position) => {
        if (!ids.includes(symbol))
          context.addIssue({
            code: 'custom',
            path: ['reelStrips', set, reel, position],
            message: `unknown symbol ${symbol}`,
          });
        const window = [
          strip[position],
          strip[(position + 1) % strip.length],
          strip[(position + 2) % strip.length],
        ];
        if (window.filter((shown) => shown === scatter).length > 1)
          context.addIssue({
            code: 'custom',
            path: ['reelStrips', set, reel, position],
            message: 'two scatters on a strip must be at least three positions apart',
          });
      });
    });
  }
});

/** Parses and checks a document, throwing with the first problem's path and message. */
export function parseSlotDocument(value: unknown): SlotDocument {
  const parsed = slotDocumentSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`invalid slot document at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  return parsed.data;
}

/**
 * The document as the spin and the maths use it: symbols as indexes, pays as whole
 * numbers of line bets. Every amount inside the game is a whole number of line bets
 * (a scatter's pay in total bets is that many times the line count), so all sums are
 * exact integers, and a result becomes a multiple of the total bet only when shown.
 */
export interface CompiledSlot {
  document: SlotDocument;
  symbols: readonly string[];
  indexOf: ReadonlyMap<string, number>;
  wild: number;
  scatter: number;
  paylines: readonly (readonly number[])[];
  /** `linePays[symbol][count]`, in line bets, for count 0 to 5 (0 below three). */
  linePays: readonly (readonly number[])[];
  /** `scatterPays[count]`, in line bets, for 0 to 5 scatters. */
  scatterPays: readonly number[];
  strips: Readonly<Record<ReelSet, readonly Int32Array[]>>;
}

const compiled = new WeakMap<SlotDocument, CompiledSlot>();

/** Validates the document once and keeps its compiled form for as long as the document lives. */
export function compileSlot(document: SlotDocument): CompiledSlot {
  const cached = compiled.get(document);
  if (cached) return cached;
  parseSlotDocument(document);
  const symbols = document.symbols.map((symbol) => symbol.id);
  const indexOf = new Map(symbols.map((id, index) => [id, index]));
  const roleIndex = (role: 'wild' | 'scatter') =>
    symbols.indexOf(document.symbols.find((s) => s.role === role)?.id ?? '');
  const lines = document.paylines.length;
  const countPays = (pays: SlotDocument['scatterPays']['pays'] | undefined, scale: number) =>
    [0, 1, 2, 3, 4, 5].map((count) =>
      pays && count >= 3 ? pays[String(count) as '3' | '4' | '5'] * scale : 0,
    );
  const result: CompiledSlot = {
    document,
    symbols,
    indexOf,
    wild: roleIndex('wild'),
    scatter: roleIndex('scatter'),
    paylines: document.paylines,
    linePays: symbols.map((id) => countPays(document.linePays.pays[id], 1)),
    scatterPays: countPays(document.scatterPays.pays, lines),
    strips: {
      base: document.reelStrips.base.map((strip) => Int32Array.from(strip, (id) => indexOf.get(id) ?? -1)),
      free: document.reelStrips.free.map((strip) => Int32Array.from(strip, (id) => indexOf.get(id) ?? -1)),
    },
  };
  compiled.set(document, result);
  return result;
}

/** Line bets as a multiple of the total bet in the casino's fixed point (exact: the line count divides 10^8). */
export function lineBetsToMultiplier(slot: CompiledSlot, lineBets: number | bigint): bigint {
  return (BigInt(lineBets) * MULTIPLIER_SCALE) / BigInt(slot.paylines.length);
}
