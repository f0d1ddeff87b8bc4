import { z } from 'zod';
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

/**
 * Public feeds busy enough to be sent in batches: at most one `next` frame per feed and
 * socket every FEED_BATCH_MS, carrying the events since the last frame, newest first
 * and at most FEED_BATCH_MAX of them (the web's list holds no more). Each frame of a
 * subscription has the next `seq` of the node that sends it; a number skipped means
 * frames were missed, and the client fills the gap from the feed's list route, as it
 * does after a reconnect.
 */
export const BATCHED_FEEDS = ['all_bets', 'high_rollers'] as const;
export type BatchedFeed = (typeof BATCHED_FEEDS)[number];
export const FEED_BATCH_MS = 100;
export const FEED_BATCH_MAX = 50;

export function isBatchedFeed(feed: Feed): feed is BatchedFeed {
  return (BATCHED_FEEDS as readonly string[]).includes(feed);
}

/** A batched feed's `next` payload: the node's frame number and the events, newest first. */
export function feedBatchSchema<F extends BatchedFeed>(feed: F) {
  return z.object({
    seq: z.number().int().min(1),
    events: z.array(FEED_PAYLOADS[feed]).max(FEED_BATCH_MAX),
  });
}
export type FeedBatch<F extends BatchedFeed> = z.output<ReturnType<typeof feedBatchSchema<F>>>;

/** The payload of a feed's `next` frame: its event, or a batch of them for a batched feed. */
export function feedFrameSchema(feed: Feed): z.ZodType {
  return isBatchedFeed(feed) ? feedBatchSchema(feed) : FEED_PAYLOADS[feed];
}

/** What a feed's event carries, as the server sends it and the web reads it. */
export type FeedPayload<F extends Feed> = z.output<(typeof FEED_PAYLOADS)[F]>;
/** What the server may publish on a feed (before the schema fills defaults). */
export type FeedPayloadInput<F extends Feed> = z.input<(typeof FEED_PAYLOADS)[F]>;
