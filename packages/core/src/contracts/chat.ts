import { z } from 'zod';
import { hasStackedMarks, stackedMarksMessage } from '../validation/player-text';
import { totpCodeSchema, usernameSchema } from './user';
import { amountStringSchema, cryptoCodeSchema } from './wallet';

/**
 * Chat by region (docs/chat.md): one room per configured region, each
 * with its own `chat` feed on the socket (`subscribe {feed: 'chat', region}`).
 */

/** Longest message, counted as the reader sees it: grapheme clusters, not UTF-16 units. */
export const CHAT_MESSAGE_MAX = 200;
/** Messages a history read returns and a chat list keeps on screen. */
export const CHAT_HISTORY_LIMIT = 50;
/** The longest mute staff can give, in minutes (a year); `null` is permanent. */
export const CHAT_MUTE_MAX_MINUTES = 525_600;
/** The durations staff are offered, shortest first; the last is permanent. */
export const CHAT_MUTE_LADDER = [
  { label: '15 minutes', minutes: 15 },
  { label: '1 hour', minutes: 60 },
  { label: '24 hours', minutes: 1_440 },
  { label: '7 days', minutes: 10_080 },
  { label: 'Permanent', minutes: null },
] as const;
export const RAIN_MIN_RECIPIENTS = 2;
export const RAIN_MAX_RECIPIENTS = 50;

/** A tip a player chose to show in the room, or a rain split among its readers. */
export const chatNoticeSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('tip'),
    /** Null when the recipient plays privately: the room is told of a tip, not to whom. */
    recipient: z.string().nullable(),
    currency: z.string(),
    amount: z.string(),
  }),
  z.object({
    type: z.literal('rain'),
    currency: z.string(),
    /** What the sender paid: each share times the number of recipients. */
    amount: z.string(),
    recipients: z.array(z.object({ username: z.string(), amount: z.string() })),
  }),
]);
export type ChatNotice = z.infer<typeof chatNoticeSchema>;

/** A chat message (docs/product.md#what-the-screens-show), with what the reader needs to draw it. */
export const chatMessageSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  rankId: z.number().int(),
  /** The text as the player wrote it, cleaned; shown literally, never as HTML or markdown. */
  message: z.string(),
  /** ISO 8601. */
  timestamp: z.string(),
  /** Written by support or admin: the web badges it. */
  staff: z.boolean(),
  /** A round the message shares; readers show its bet card. */
  roundId: z.string().nullable(),
  /** Existing players named with @username, as the server spells their names. */
  mentions: z.array(z.string()),
  notice: chatNoticeSchema.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** What the `chat` feed of a region carries. */
export const chatFeedEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  /** Messages staff removed (one deleted, or all of a muted player's): drop them at once. */
  z.object({ type: z.literal('removed'), ids: z.array(z.string()) }),
]);
export type ChatFeedEvent = z.infer<typeof chatFeedEventSchema>;

export const chatRegionParamsSchema = z.object({
  region: z.string().max(16, 'Unknown chat region'),
});
export const chatHistoryResponseSchema = z.object({ messages: z.array(chatMessageSchema) });
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponseSchema>;

export const chatSendRequestSchema = z.strictObject({
  message: z
    .string({ error: 'Message is required' })
    .max(4_000, `Message must be at most ${CHAT_MESSAGE_MAX} characters`),
});
export type ChatSendRequest = z.infer<typeof chatSendRequestSchema>;
export const chatSendResponseSchema = chatMessageSchema;

/** Why a player may not write now; null when they may. */
export const chatBlockSchema = z
  .discriminatedUnion('reason', [
    z.object({ reason: z.literal('muted'), until: z.string().nullable(), why: z.string() }),
    z.object({ reason: z.literal('wager'), minWagerUsd: z.string(), wageredUsd: z.string() }),
  ])
  .nullable();
export type ChatBlock = z.infer<typeof chatBlockSchema>;

/** GET /feeds/chat/status: the logged-in player's standing in chat. */
export const chatStatusResponseSchema = z.object({
  staff: z.boolean(),
  block: chatBlockSchema,
  /** USD the player may still send through chat (tips shown in chat and rain) today. */
  giftAllowanceUsd: z.string(),
});
export type ChatStatusResponse = z.infer<typeof chatStatusResponseSchema>;

export const chatMuteRequestSchema = z.strictObject({
  username: usernameSchema,
  /** 1 to CHAT_MUTE_MAX_MINUTES, or null for a permanent mute. */
  durationMinutes: z
    .number({ error: 'durationMinutes must be a number of minutes or null' })
    .int('durationMinutes must be a whole number')
    .min(1, 'durationMinutes must be at least 1')
    .max(CHAT_MUTE_MAX_MINUTES, `durationMinutes must be at most ${CHAT_MUTE_MAX_MINUTES}`)
    .nullable(),
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(1, 'Reason is required')
    .max(200, 'Reason must be at most 200 characters')
    .refine((reason) => !hasStackedMarks(reason), stackedMarksMessage('Reason')),
  removeMessages: z.boolean({ error: 'removeMessages must be true or false' }).optional(),
});
export type ChatMuteRequest = z.input<typeof chatMuteRequestSchema>;

export const chatMuteSchema = z.object({
  id: z.string(),
  username: z.string(),
  /** Null: permanent. */
  until: z.string().nullable(),
  reason: z.string(),
  removeMessages: z.boolean(),
  mutedBy: z.string(),
  createdAt: z.string(),
});
export type ChatMute = z.infer<typeof chatMuteSchema>;
export const chatMuteResponseSchema = chatMuteSchema;

export const chatMutesQuerySchema = z.object({ username: usernameSchema });
export const chatMutesResponseSchema = z.object({ mutes: z.array(chatMuteSchema) });
export type ChatMutesResponse = z.infer<typeof chatMutesResponseSchema>;

export const chatDeleteRequestSchema = z.strictObject({
  id: z.uuid({ error: 'id must be a message id' }),
});
export const chatDeleteResponseSchema = z.object({ id: z.string(), deleted: z.literal(true) });

export const chatRainRequestSchema = z.strictObject({
  currency: cryptoCodeSchema,
  amount: amountStringSchema,
  recipients: z
    .number({ error: 'recipients must be a number' })
    .int('recipients must be a whole number')
    .min(RAIN_MIN_RECIPIENTS, `recipients must be at least ${RAIN_MIN_RECIPIENTS}`)
    .max(RAIN_MAX_RECIPIENTS, `recipients must be at most ${RAIN_MAX_RECIPIENTS}`),
  /** Needed once the sender has two-factor on, as for a tip. */
  totpCode: totpCodeSchema.optional(),
});
export type ChatRainRequest = z.input<typeof chatRainRequestSchema>;
export const chatRainResponseSchema = z.object({
  message: chatMessageSchema,
  /** Left with the sender: the amount's remainder after an even split, to the atom. */
  remainder: z.string(),
  balance: z.string(),
});
export type ChatRainResponse = z.infer<typeof chatRainResponseSchema>;

/**
 * GET /user/quickview/{id}: a player's public card. The id may also be a username,
 * since bet feeds and leaderboards show names, not ids.
 */
export const quickviewParamsSchema = z.object({
  id: z.union([z.uuid(), usernameSchema], { error: 'id must be a player id or a username' }),
});
export const quickviewResponseSchema = z.object({
  userId: z.string(),
  username: z.string(),
  /** Null when the player plays privately: a rank tells how much they wagered. */
  rankId: z.number().int().nullable(),
  joinedAt: z.string(),
  /** Null when the player plays privately. */
  stats: z
    .object({
      bets: z.number().int(),
      wins: z.number().int(),
      losses: z.number().int(),
      wageredUsd: z.string(),
    })
    .nullable(),
  /** The game slug the player has played most, or null (private, or no bets yet). */
  favoriteGame: z.string().nullable(),
});
export type QuickviewResponse = z.infer<typeof quickviewResponseSchema>;
