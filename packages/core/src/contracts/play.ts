import { z } from 'zod';
import { amountStringSchema, cryptoCodeSchema } from './wallet';

export const placeBetRequestSchema = z.strictObject({
  currency: cryptoCodeSchema,
  amount: amountStringSchema,
  /** The game's parameters (see each game's schema in core); games without any take none. */
  params: z.unknown().optional(),
});
export type PlaceBetRequest = z.input<typeof placeBetRequestSchema>;

export const roundSchema = z.object({
  id: z.string(),
  game: z.string(),
  currency: z.string(),
  amount: z.string(),
  /** Decimal multiplier the round paid (0 for a loss); null while a multi-step round is open. */
  multiplier: z.string().nullable(),
  payout: z.string().nullable(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Present once the pair has been rotated away. */
  serverSeed: z.string().nullable(),
  params: z.unknown(),
  result: z.unknown(),
  status: z.enum(['active', 'finished']),
  createdAt: z.string(),
});
export type Round = z.infer<typeof roundSchema>;

export const betResponseSchema = z.object({ round: roundSchema, balance: z.string() });
export type BetResponse = z.infer<typeof betResponseSchema>;

const roundIdSchema = z.uuid('roundId is not a round id');

/** POST /play/{slug}/next: the round plus the game's own action fields, which its actionSchema checks. */
export const roundActionRequestSchema = z.looseObject({ roundId: roundIdSchema });
/** POST /play/{slug}/cashout: the round to cash out. */
export const cashoutRequestSchema = z.strictObject({ roundId: roundIdSchema });

/** GET /play/{slug}/active: the player's unfinished round of the game, so a reload resumes it. */
export const activeRoundResponseSchema = z.object({ round: roundSchema.nullable() });
export type ActiveRoundResponse = z.infer<typeof activeRoundResponseSchema>;

export const verifyRequestSchema = z.strictObject({
  serverSeed: z.string({ error: 'serverSeed is required' }).min(1, 'serverSeed is required').max(128),
  clientSeed: z.string({ error: 'clientSeed is required' }).min(1, 'clientSeed is required').max(64),
  nonce: z
    .number({ error: 'nonce must be a number' })
    .int('nonce must be a whole number')
    .min(0)
    .max(2 ** 31 - 1),
  params: z.unknown().optional(),
});
export const verifyResponseSchema = z.object({
  game: z.string(),
  serverSeedHash: z.string(),
  result: z.unknown(),
  multiplier: z.string().nullable(),
});

export const roundsInfoRequestSchema = z.strictObject({
  roundIds: z
    .array(z.uuid('roundIds must be round ids'))
    .min(1, 'roundIds is empty')
    .max(50, 'at most 50 roundIds'),
});
/** A finished round as the bet slip shows it: with its player, no name when they play privately. */
export const roundInfoSchema = roundSchema.extend({ username: z.string().nullable() });
export type RoundInfo = z.infer<typeof roundInfoSchema>;
export const roundsInfoResponseSchema = z.object({ rounds: z.array(roundInfoSchema) });

/** Bet feed item (docs/product.md#what-the-screens-show) plus game and player. */
export const betFeedItemSchema = z.object({
  roundId: z.string(),
  game: z.string(),
  username: z.string().nullable(),
  currency: z.string(),
  wager: z.string(),
  payout: z.string(),
  multiplier: z.string(),
  createdAt: z.string(),
});
export type BetFeedItem = z.infer<typeof betFeedItemSchema>;
/** GET /feeds/all-bets, /feeds/highroller-bets and /feeds/my-bets. */
export const betFeedResponseSchema = z.object({ bets: z.array(betFeedItemSchema) });
export type BetFeedResponse = z.infer<typeof betFeedResponseSchema>;
