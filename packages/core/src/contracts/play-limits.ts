import { z } from 'zod';
import { parseAmount } from '../money/amount';

/**
 * Responsible-gambling limits a player sets on their own play, and staff may impose
 * (docs/play-limits.md). Each is a total over a calendar period in UTC: of US dollars
 * for the money kinds, of minutes of play for `time`.
 */
export const MONEY_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export const PLAY_LIMIT_KINDS = [...MONEY_LIMIT_KINDS, 'time'] as const;
export const PLAY_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];
export type PlayLimitKind = (typeof PLAY_LIMIT_KINDS)[number];
export type PlayLimitPeriod = (typeof PLAY_LIMIT_PERIODS)[number];

const KIND_MESSAGE = 'kind must be deposit, loss, wager or time';
export const playLimitKindSchema = z.enum(PLAY_LIMIT_KINDS, { error: KIND_MESSAGE });
const moneyLimitKindSchema = z.enum(MONEY_LIMIT_KINDS, { error: KIND_MESSAGE });
export const playLimitPeriodSchema = z.enum(PLAY_LIMIT_PERIODS, {
  error: 'period must be day, week or month',
});

/**
 * The one complaint of a request union that is its own rather than a field's: a kind
 * none of its members takes. Anything else (a body that is not an object) keeps zod's
 * own message.
 */
const unknownKind = {
  error: (issue: { code?: string }) => (issue.code === 'invalid_union' ? KIND_MESSAGE : undefined),
};

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

/** The longest time limit: a month of 31 days, past which a limit would limit nothing. */
export const PLAY_LIMIT_MAX_MINUTES = 31 * 24 * 60;

const MINUTES_MESSAGE = 'amountMinutes must be a whole number of minutes such as 90';

/**
 * A time limit's amount, in whole minutes of play: at least 1, at most
 * PLAY_LIMIT_MAX_MINUTES. A number, since minutes are a count and not money. The bounds
 * come before the whole-number rule so that a huge number is told it is too big.
 */
export const playLimitMinutesSchema = z
  .number({ error: MINUTES_MESSAGE })
  .min(1, 'A time limit is at least 1 minute')
  .max(PLAY_LIMIT_MAX_MINUTES, 'A time limit is at most 31 days (44,640 minutes)')
  .int(MINUTES_MESSAGE);

/**
 * Sets, lowers, raises or (amount null) removes one limit: a money limit in dollars
 * (`amountUsd`), a time limit in minutes (`amountMinutes`).
 */
export const setPlayLimitRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: moneyLimitKindSchema,
        period: playLimitPeriodSchema,
        amountUsd: playLimitAmountSchema.nullable(),
      })
      .strict(),
    z
      .object({
        kind: z.literal('time'),
        period: playLimitPeriodSchema,
        amountMinutes: playLimitMinutesSchema.nullable(),
      })
      .strict(),
  ],
  unknownKind,
);
export type SetPlayLimitRequest = z.infer<typeof setPlayLimitRequestSchema>;

/** Staff only ever impose or tighten a limit, so their request has an amount. */
export const staffPlayLimitRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({ kind: moneyLimitKindSchema, period: playLimitPeriodSchema, amountUsd: playLimitAmountSchema })
      .strict(),
    z
      .object({
        kind: z.literal('time'),
        period: playLimitPeriodSchema,
        amountMinutes: playLimitMinutesSchema,
      })
      .strict(),
  ],
  unknownKind,
);
export type StaffPlayLimitRequest = z.infer<typeof staffPlayLimitRequestSchema>;

/** Declining the cashier's deposit-limit offer carries nothing. */
export const declineDepositOfferRequestSchema = z.object({}).strict();

export const confirmPlayLimitRequestSchema = z
  .object({ kind: playLimitKindSchema, period: playLimitPeriodSchema })
  .strict();

const limitCommon = {
  period: playLimitPeriodSchema,
  /** When the period ends and the total starts again from zero (ISO, UTC). */
  resetsAt: z.string(),
  /** Who set the limit in force. */
  setBy: z.enum(['player', 'staff']),
};

/** A deposit, loss or wager limit, in dollars. */
export const moneyLimitSchema = z.object({
  kind: moneyLimitKindSchema,
  ...limitCommon,
  /** The limit in force, in USD, or null when only a change is waiting. */
  amountUsd: z.string().nullable(),
  /** What counts against it so far this period, in USD. */
  usedUsd: z.string(),
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

/** A time-played limit, in whole minutes. */
export const timeLimitSchema = z.object({
  kind: z.literal('time'),
  ...limitCommon,
  /** The limit in force, in minutes, or null when only a change is waiting. */
  amountMinutes: z.number().int().nullable(),
  /** Time played so far this period, in whole minutes (docs/play-limits.md says how it is measured). */
  usedMinutes: z.number().int(),
  pending: z
    .object({
      amountMinutes: z.number().int().nullable(),
      confirmableAt: z.string(),
    })
    .nullable(),
});

export const playLimitSchema = z.discriminatedUnion('kind', [moneyLimitSchema, timeLimitSchema]);
export type MoneyLimit = z.infer<typeof moneyLimitSchema>;
export type TimeLimit = z.infer<typeof timeLimitSchema>;
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

/** "45 min", "2 h" or "2 h 5 min": a time limit or time played, as refusals and screens word it. */
export function playTimeText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
