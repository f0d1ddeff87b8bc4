import type { z } from 'zod';
import { chatFeedEventSchema } from './chat';
import { prizeEventSchema } from './competitions';
import { jackpotEventSchema } from './jackpot';
import { betFeedItemSchema } from './play';
import { rolloverBonusSchema } from './rollover-bonus';
import { showStateSchema } from './show';
import type { Feed } from './socket';
import { supportDeskEventSchema, supportEventSchema } from './support';
import { verificationDecisionEventSchema } from './verification';
import { depositEventSchema, gameMessageEventSchema, tipEventSchema, walletEventSchema } from './wallet';

/**
 * The payload of every socket feed, one schema each: the server's publisher
 * (`PendingEvents.toUser` and `toFeed`, packages/server/src/lib/events.ts) takes only
 * this shape for the feed it names, and the web's subscriber (`SocketManager.on`)
 * parses each event with it before a handler reads it typed. The AsyncAPI document
 * (`/api/asyncapi.json`) is generated from this map.
 */
export const FEED_PAYLOADS = {
  jackpot: jackpotEventSchema,
  all_bets: betFeedItemSchema,
  high_rollers: betFeedItemSchema,
  chat: chatFeedEventSchema,
  show: showStateSchema,
  wallet: walletEventSchema,
  deposits: depositEventSchema,
  tips: tipEventSchema,
  my_bets: betFeedItemSchema,
  rollover_progress: rolloverBonusSchema,
  game_msg: gameMessageEventSchema,
  /** The player's own win: the public jackpot event, without the winner's id. */
  jackpot_won: jackpotEventSchema,
  prizes: prizeEventSchema,
  verification: verificationDecisionEventSchema,
  support: supportEventSchema,
  support_desk: supportDeskEventSchema,
  support_visitor: supportEventSchema,
} as const satisfies Record<Feed, z.ZodType>;

/** What a feed's event carries, as the server sends it and the web reads it. */
export type FeedPayload<F extends Feed> = z.output<(typeof FEED_PAYLOADS)[F]>;
/** What the server may publish on a feed (before the schema fills defaults). */
export type FeedPayloadInput<F extends Feed> = z.input<(typeof FEED_PAYLOADS)[F]>;
