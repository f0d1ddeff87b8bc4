import { z } from 'zod';
import { parseAmount } from '../money/amount';

/**
 * Responsible-gambling limits a player sets on their own play, and staff may impose
 * (docs/play-limits.md). Each is a total in US dollars over a calendar period in UTC.
 */
export const PLAY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export const PLAY_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type PlayLimitKind = (typeof PLAY_LIMIT_KINDS)[number];
export type PlayLimitPeriod = (typeof PLAY_LIMIT_PERIODS)[number];

export const playLimitKindSchema = z.enum(PLAY_LIMIT_KINDS, {
  error: 'kind must be deposit, loss or wager',
});
export const playLimitPeriodSchema = z.enum(PLAY_LIMIT_PERIODS, {
  error: 'period must be day, week or month',
});

/** The largest limit anyone may set: above it a limit would limit nothing. */
export const PLAY_LIMIT_MAX_USD = 10_000_000;

/**
 * A limit's amount in whole dollars and cents, typed as text like every amount: at
 * least $1 (a limit of nothing is a break, which has its own page), at most
 * PLAY_LIMIT_MAX_USD.
 */
const DOLLARS = /^\d{1,8}(\.\d{1,2})?$/;
/** The amount in atoms once it has the form of one; the regex's message covers the rest. */
const dollarAtoms = (value: string) => (DOLLARS.test(value) ? parseAmount(value, { allowZero: true }) : null);

export const playLimitAmountSchema = z
  .string({ error: 'amountUsd must be a dollar amount such as "100" or "25.50"' })
  .trim()
  .regex(DOLLARS, 'amountUsd must be a dollar amount such as "100" or "25.50"')
  // Compared in atoms, as every amount is, never as a float.
  .refine((value) => (dollarAtoms(value) ?? parseAmount('1')) >= parseAmount('1'), 'A limit is at least $1')
  .refine(
    (value) => (dollarAtoms(value) ?? 0n) <= parseAmount(String(PLAY_LIMIT_MAX_USD)),
    'A limit is at most $10,000,000',
  );

/** Sets, lowers, raises or (amountUsd null) removes one limit. */
export const setPlayLimitRequestSchema = z
  .object({
    kind: playLimitKindSchema,
    period: playLimitPeriodSchema,
    amountUsd: playLimitAmountSchema.nullable(),
  })
  .strict();
export type SetPlayLimitRequest = z.infer<typeof setPlayLimitRequestSchema>;

/** Staff only ever impose or tighten a limit, so their request has an amount. */
export const staffPlayLimitRequestSchema = z
  .object({
    kind: playLimitKindSchema,
    period: playLimitPeriodSchema,
    amountUsd: playLimitAmountSchema,
  })
  .strict();
export type StaffPlayLimitRequest = z.infer<typeof staffPlayLimitRequestSchema>;

/** Declining the cashier's deposit-limit offer carries nothing. */
export const declineDepositOfferRequestSchema = z.object({}).strict();

export const confirmPlayLimitRequestSchema = z
  .object({ kind: playLimitKindSchema, period: playLimitPeriodSchema })
  .strict();

export const playLimitSchema = z.object({
  kind: playLimitKindSchema,
  period: playLimitPeriodSchema,
  /** The limit in force, in USD, or null when only a change is waiting. */
  amountUsd: z.string().nullable(),
  /** What counts against it so far this period, in USD. */
  usedUsd: z.string(),
  /** When the period ends and the total starts again from zero (ISO, UTC). */
  resetsAt: z.string(),
  /** Who set the limit in force. */
  setBy: z.enum(['player', 'staff']),
  /** A raise or a removal waiting out its cooling-off; null when there is none. */
  pending: z
    .object({
      /** The new amount, or null for a removal. */
      amountUsd: z.string().nullable(),
      /** From when the player may confirm it (ISO). */
      confirmableAt: z.string(),
    })
    .nullable(),
});
export type PlayLimit = z.infer<typeof playLimitSchema>;

export const playLimitsSchema = z.object({
  limits: z.array(playLimitSchema),
  /**
   * Whether a deposit has ever been credited to the player. Until one has, and while
   * the player has no deposit limit, the cashier offers one (docs/play-limits.md).
   */
  depositCredited: z.boolean(),
  /** Whether the player declined that offer; it is then not made again. */
  depositOfferDeclined: z.boolean(),
});
export type PlayLimits = z.infer<typeof playLimitsSchema>;
