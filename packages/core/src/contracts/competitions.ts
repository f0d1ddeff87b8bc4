import { z } from 'zod';
import { hasStackedMarks, stackedMarksMessage } from '../validation/player-text';
import { cryptoCodeSchema } from './wallet';

/**
 * Competitions (docs/competitions.md): wager races. Players rank by the USD value
 * of the stakes they place between `startsAt` and `endsAt` on the competition's games
 * (all games when the list is empty), valued at bet time. Equal totals rank by who
 * reached theirs first, that is the earlier last counted bet. When a competition ends,
 * each prize place held by a player is paid once, in `prizeCurrency` at the rate of
 * the moment of payment; places nobody reached stay unpaid.
 */

/** A positive USD amount with at most 2 decimals, below a billion. */
const prizeUsdSchema = z
  .string({ error: 'prizes must be decimal strings such as "250"' })
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'prizes must be decimal strings such as "250" or "99.50"')
  .refine((value) => /[1-9]/.test(value), 'prizes must be greater than zero');

const slugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'games must be game slugs such as dice');

/** An optional grouping label (the `campaignId` filter of GET /casino/competitions). */
export const campaignIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'campaignId must be up to 64 letters, digits, - or _');

/** POST /admin/competitions (staff): a new competition. */
export const createCompetitionRequestSchema = z.strictObject({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(80, 'name is at most 80 characters')
    .refine((name) => !hasStackedMarks(name), stackedMarksMessage('name')),
  startsAt: z.iso.datetime({ offset: true, error: 'startsAt must be an ISO date-time' }),
  endsAt: z.iso.datetime({ offset: true, error: 'endsAt must be an ISO date-time' }),
  /** Game slugs whose bets count; empty or absent means every game. */
  games: z.array(slugSchema).max(50, 'at most 50 games').optional(),
  /** USD prize of each place, first place first. */
  prizes: z
    .array(prizeUsdSchema, { error: 'prizes must be a list of amounts' })
    .min(1, 'at least one prize')
    .max(100, 'at most 100 prizes'),
  prizeCurrency: cryptoCodeSchema.optional(),
  campaignId: campaignIdSchema.optional(),
});
export type CreateCompetitionRequest = z.input<typeof createCompetitionRequestSchema>;

/**
 * The `prizes` feed's event: a competition paid this player a prize. `amount` is in
 * `currency`; `amountUsd` is the prize as the competition named it.
 */
export const prizeEventSchema = z.object({
  competitionId: z.string(),
  competitionName: z.string(),
  place: z.number().int(),
  currency: z.string(),
  amount: z.string(),
  amountUsd: z.string(),
});
export type PrizeEvent = z.infer<typeof prizeEventSchema>;

export const competitionStatusSchema = z.enum(['upcoming', 'live', 'ended', 'cancelled']);
export type CompetitionStatus = z.infer<typeof competitionStatusSchema>;

export const competitionSchema = z.object({
  id: z.string(),
  name: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: competitionStatusSchema,
  /** Game slugs whose bets count; empty means every game. */
  games: z.array(z.string()),
  /** USD prize of each place, first place first. */
  prizes: z.array(z.string()),
  /** The prizes added up, in USD. */
  prizePool: z.string(),
  prizeCurrency: z.string(),
  campaignId: z.string().nullable(),
  /** Players with at least one counted bet so far. */
  players: z.number().int(),
  /** Set once the prizes have been paid. */
  paidAt: z.string().nullable(),
});
export type Competition = z.infer<typeof competitionSchema>;

/** GET /casino/competitions?campaignId=: live ones first, then upcoming, then the latest ended. */
export const competitionsQuerySchema = z.object({ campaignId: campaignIdSchema.optional() });
export const competitionListSchema = z.object({ competitions: z.array(competitionSchema) });
export type CompetitionList = z.infer<typeof competitionListSchema>;

/** Places per leaderboard page. */
export const LEADERBOARD_PAGE_SIZE = 10;

export const leaderboardQuerySchema = z.object({
  startAt: z.coerce
    .number({ error: 'startAt must be a place number' })
    .int('startAt must be a whole number')
    .min(1, 'startAt starts at 1')
    .max(1_000_000, 'startAt is too large')
    .default(1),
});

export const competitionIdParamsSchema = z.strictObject({
  id: z.uuid({ error: 'id must be a competition id' }),
});

export const leaderboardEntrySchema = z.object({
  place: z.number().int(),
  /** Null for a player who plays privately. */
  username: z.string().nullable(),
  /** USD value of the counted stakes. */
  wagered: z.string(),
  /** The place's USD prize; null past the last prize. */
  prize: z.string().nullable(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** GET /casino/competitions/{id}/leaderboard?startAt=1: one page of places from startAt. */
export const leaderboardPageSchema = z.object({
  competitionId: z.string(),
  startAt: z.number().int(),
  pageSize: z.number().int(),
  /** How many players are ranked in all. */
  total: z.number().int(),
  entries: z.array(leaderboardEntrySchema),
});
export type LeaderboardPage = z.infer<typeof leaderboardPageSchema>;

/** GET /casino/competitions/{id}/leaderboard/me: the logged-in player's own standing. */
export const myStandingSchema = z.object({
  competitionId: z.string(),
  /** Null until the player has a counted bet. */
  place: z.number().int().nullable(),
  wagered: z.string(),
  /** The USD prize of the place, if it is a prize place. */
  prize: z.string().nullable(),
  /** What was credited, once the prizes have been paid. */
  paid: z.object({ currency: z.string(), amount: z.string() }).nullable(),
});
export type MyStanding = z.infer<typeof myStandingSchema>;
