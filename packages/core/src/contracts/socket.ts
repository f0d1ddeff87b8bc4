import { z } from 'zod';
import type { Permission } from './staff';

/**
 * The real-time protocol at /feeds/websocket (docs/architecture.md#the-bus-and-the-socket). Every frame is a
 * JSON object with a `type`; these schemas are used by the server to read what
 * clients send and by the web client to read what the server sends.
 */
/** `show`: the live game show's state (contracts/show.ts), relayed by every node. */
export const PUBLIC_FEEDS = ['jackpot', 'all_bets', 'high_rollers', 'chat', 'show'] as const;
export const PRIVATE_FEEDS = [
  'wallet',
  'deposits',
  'tips',
  'my_bets',
  'rollover_progress',
  'game_msg',
  /** The player's own jackpot win (the public `jackpot` event names no private winner). */
  'jackpot_won',
  'prizes',
  /** Staff decided one of the player's verification levels. */
  'verification',
  /** The player's own support conversation: staff replies (contracts/support.ts). */
  'support',
] as const;
/**
 * Feeds for staff: a logged-in socket whose role holds the feed's permission. Unlike
 * the private feeds, a client subscribes to one only when a screen needs it.
 */
export const STAFF_FEEDS = ['support_desk'] as const;
export const STAFF_FEED_PERMISSIONS: Record<StaffFeed, Permission> = { support_desk: 'support.reply' };
/**
 * A visitor's support conversation (no account): the server finds it by the support
 * cookie the socket opened with, so a client subscribes without logging in.
 */
export const VISITOR_FEEDS = ['support_visitor'] as const;
export const FEEDS = [...PUBLIC_FEEDS, ...PRIVATE_FEEDS, ...STAFF_FEEDS, ...VISITOR_FEEDS] as const;
export type PublicFeed = (typeof PUBLIC_FEEDS)[number];
export type PrivateFeed = (typeof PRIVATE_FEEDS)[number];
export type StaffFeed = (typeof STAFF_FEEDS)[number];
export type Feed = (typeof FEEDS)[number];

export function isPrivateFeed(feed: Feed): feed is PrivateFeed {
  return (PRIVATE_FEEDS as readonly string[]).includes(feed);
}

export function isStaffFeed(feed: Feed): feed is StaffFeed {
  return (STAFF_FEEDS as readonly string[]).includes(feed);
}

/** Feeds a socket must be logged in for: the private feeds and the staff feeds. */
export function feedNeedsLogin(feed: Feed): boolean {
  return isPrivateFeed(feed) || isStaffFeed(feed);
}

/** Chat regions are short language codes (default `en`). */
export const chatRegionSchema = z
  .string()
  .regex(/^[a-z]{2}(-[a-z]{2})?$/, 'region must be a code such as en');

export const subscriptionIdSchema = z
  .string({ error: 'id is required' })
  .min(1, 'id is required')
  .max(64, 'id is at most 64 characters');

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('connection_init'), payload: z.unknown().optional() }),
  z.object({ type: z.literal('ping'), payload: z.unknown().optional() }),
  z.object({
    type: z.literal('login'),
    payload: z.object({ token: z.string().max(128).optional() }).optional(),
  }),
  z.object({ type: z.literal('logout') }),
  z.object({
    type: z.literal('subscribe'),
    id: subscriptionIdSchema,
    payload: z.object({
      feed: z.enum(FEEDS, { error: `feed must be one of ${FEEDS.join(', ')}` }),
      region: chatRegionSchema.optional(),
    }),
  }),
  z.object({ type: z.literal('unsubscribe'), id: subscriptionIdSchema }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/**
 * Codes on the errors a client acts on. `login_refused`: a login found no valid
 * session; the server reads the session cookie only when a connection opens, so a
 * client whose cookie changed since must reconnect for the login to see it.
 * `session_ended`: the session behind a logged-in socket ended elsewhere.
 */
export const SOCKET_ERROR_CODES = ['login_refused', 'session_ended'] as const;
export type SocketErrorCode = (typeof SOCKET_ERROR_CODES)[number];

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('connection_ack') }),
  z.object({ type: z.literal('pong') }),
  z.object({
    type: z.literal('login_success'),
    payload: z.object({ userId: z.string(), username: z.string() }),
  }),
  z.object({ type: z.literal('logout_success') }),
  z.object({ type: z.literal('next'), id: z.string(), payload: z.unknown() }),
  z.object({
    type: z.literal('error'),
    id: z.string().optional(),
    payload: z.object({ message: z.string(), code: z.enum(SOCKET_ERROR_CODES).optional() }),
  }),
  z.object({ type: z.literal('complete'), id: z.string() }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** Close codes the server uses, so clients and logs can tell why a socket ended. */
export const SocketCloseCode = {
  /** A message other than connection_init came first. */
  NotInitialised: 4400,
  /** No connection_init within the allowed time. */
  InitTimeout: 4408,
  /** No ping within the allowed time. */
  PingTimeout: 4409,
  /** More messages per second than allowed. */
  TooManyMessages: 4429,
  /** The client's address already holds as many sockets as allowed (SOCKETS_PER_ADDRESS). */
  TooManyConnections: 4430,
  /** More `login` frames per minute than allowed (SOCKET_LOGINS_PER_MINUTE). */
  TooManyLogins: 4431,
  /** The server is shutting down; reconnect elsewhere. */
  GoingAway: 1001,
  /** A frame larger than the limit (set by the WebSocket library). */
  TooBig: 1009,
} as const;
