import { z } from 'zod';

/**
 * The global pot (docs/operating.md#the-global-pot). Amounts are USD decimal strings: the
 * pot is a promise in dollars, paid in the winning round's currency at the rate of
 * the moment it is won.
 */

/**
 * The pot's settings when the operator sets none (JACKPOT_*): the README's "Global pot"
 * section works out why the cap keeps every game's edge above what the pot returns.
 */
export const JACKPOT_DEFAULTS = {
  seedUsd: '1000',
  contribution: '0.005',
  oddsUsd: '2000000',
  maxUsd: '2000',
  minBetUsd: '0.1',
} as const;

/** GET /feeds/jackpot/current: the pot now, and the operator's terms for the Global Pot page. */
export const jackpotCurrentSchema = z.object({
  /** The pot in USD, to the cent. */
  amount: z.string(),
  currency: z.literal('USD'),
  /** False while the operator has the pot off: no bet contributes or can win. */
  enabled: z.boolean(),
  /** What the pot starts from after each win, in USD. */
  seedUsd: z.string(),
  /** The most the pot grows to, in USD: past it, stakes add nothing until it is won. */
  maxUsd: z.string(),
  /** The share of each qualifying stake's USD value added to the pot ("0.005" is 0.5%). */
  contribution: z.string(),
  /** On average one win per this many USD staked: a stake's chance is its USD value over this. */
  oddsUsd: z.string(),
  /** The smallest stake, in USD, that contributes and can win. */
  minBetUsd: z.string(),
  /** When the pot was last won (ISO time), or null. */
  lastWonAt: z.string().nullable(),
});
export type JackpotCurrent = z.infer<typeof jackpotCurrentSchema>;

/** One past win, as the public history shows it: no name when the winner plays privately. */
export const jackpotWinSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  /** The pot won, in USD. */
  amountUsd: z.string(),
  /** What was credited, in `currency`. */
  amount: z.string(),
  currency: z.string(),
  roundId: z.string(),
  wonAt: z.string(),
});
export type JackpotWin = z.infer<typeof jackpotWinSchema>;

export const JACKPOT_HISTORY_DEFAULT_LIMIT = 20;
export const JACKPOT_HISTORY_MAX_LIMIT = 50;

/** GET /feeds/jackpot/history?limit=: the latest wins, newest first. */
export const jackpotHistoryQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, `limit must be 1 to ${JACKPOT_HISTORY_MAX_LIMIT}`)
    .max(JACKPOT_HISTORY_MAX_LIMIT, `limit must be 1 to ${JACKPOT_HISTORY_MAX_LIMIT}`)
    .default(JACKPOT_HISTORY_DEFAULT_LIMIT),
});
export const jackpotHistoryResponseSchema = z.object({ wins: z.array(jackpotWinSchema) });
export type JackpotHistoryResponse = z.infer<typeof jackpotHistoryResponseSchema>;

/**
 * The `jackpot` feed's event (docs/product.md#what-the-screens-show): the pot's new amount in USD; after a
 * win also what was won in USD and what was credited in which currency, and who won
 * (user id) only when the winner plays publicly. The winner gets the same win, without
 * an id, on their private `jackpot_won` feed.
 */
export const jackpotEventSchema = z.object({
  newAmount: z.string(),
  winnerId: z.string().optional(),
  winFiatAmount: z.string().optional(),
  /**
   * What was credited, and in which currency. Not `currency`/`amount`: those would read
   * as the pot's own currency to a client that takes the pot from either shape.
   */
  winCurrency: z.string().optional(),
  winAmount: z.string().optional(),
});
export type JackpotEvent = z.infer<typeof jackpotEventSchema>;
