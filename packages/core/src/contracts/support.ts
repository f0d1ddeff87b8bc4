import { z } from 'zod';
import { emailSchema } from './user';

/**
 * Live support (docs/live-support.md): one conversation per player, or per visitor who
 * left an e-mail address, answered by staff holding `support.reply`. Messages travel
 * both ways over the socket: the `support` feed (a player's own), `support_visitor`
 * (a visitor's, found by their support cookie) and `support_desk` (staff).
 */

/** Longest message, counted as the reader sees it (player-text.ts). */
export const SUPPORT_MESSAGE_MAX = 2_000;
/** Messages a conversation read returns, the newest. */
export const SUPPORT_HISTORY_LIMIT = 200;
/** Conversations one inbox view lists. */
export const SUPPORT_INBOX_LIMIT = 100;

export const supportAuthorSchema = z.enum(['player', 'staff']);
export type SupportAuthor = z.infer<typeof supportAuthorSchema>;
export const supportStatusSchema = z.enum(['open', 'closed']);
export type SupportStatus = z.infer<typeof supportStatusSchema>;

export const supportMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  from: supportAuthorSchema,
  /** The member of staff who wrote a reply; null on the player's own messages. */
  staffName: z.string().nullable(),
  /** The text as written, cleaned (cleanSupportText); shown literally, never as HTML. */
  body: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** The conversation as its player (or visitor) reads it. */
export const supportConversationSchema = z.object({
  id: z.string(),
  status: supportStatusSchema,
  /** The visitor's address; null for a player's conversation. */
  visitorEmail: z.string().nullable(),
  /** Staff replies the player has not read yet. */
  unread: z.number().int(),
  messages: z.array(supportMessageSchema),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

export const supportConversationResponseSchema = z.object({
  conversation: supportConversationSchema.nullable(),
});

/** The badge: how many staff replies wait unread, without the messages. */
export const supportStatusResponseSchema = z.object({
  unread: z.number().int(),
  hasConversation: z.boolean(),
});
export type SupportStatusResponse = z.infer<typeof supportStatusResponseSchema>;

export const supportMessageTextSchema = z
  .string({ error: 'message is required' })
  .max(SUPPORT_MESSAGE_MAX * 8, `Message must be at most ${SUPPORT_MESSAGE_MAX} characters`);

/**
 * A message from a player, or from a visitor: a visitor without a conversation yet
 * gives the address the answer may be e-mailed to, and gets the support cookie.
 */
export const supportSendRequestSchema = z.strictObject({
  message: supportMessageTextSchema,
  email: emailSchema.optional(),
});
export const supportSendResponseSchema = z.object({ message: supportMessageSchema });

export const supportReadResponseSchema = z.object({ unread: z.literal(0) });

/** A conversation in the staff inbox. */
export const supportConversationSummarySchema = z.object({
  id: z.string(),
  /** The player's account; null for a visitor. */
  userId: z.string().nullable(),
  username: z.string().nullable(),
  visitorEmail: z.string().nullable(),
  status: supportStatusSchema,
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  /** The start of the newest message, for the list. */
  lastMessage: z.string(),
  lastMessageFrom: supportAuthorSchema,
  lastMessageAt: z.string(),
  /** When the player's oldest unanswered message came; null once staff answered. */
  waitingSince: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportConversationSummary = z.infer<typeof supportConversationSummarySchema>;

export const SUPPORT_INBOX_VIEWS = ['open', 'mine', 'closed'] as const;
export type SupportInboxView = (typeof SUPPORT_INBOX_VIEWS)[number];

export const supportInboxQuerySchema = z.strictObject({
  view: z
    .enum(SUPPORT_INBOX_VIEWS, { error: `view must be one of ${SUPPORT_INBOX_VIEWS.join(', ')}` })
    .default('open'),
});
export const supportInboxResponseSchema = z.object({
  conversations: z.array(supportConversationSummarySchema),
});

export const supportConversationParamsSchema = z.strictObject({
  id: z.uuid('id must be a conversation id'),
});
export const supportThreadResponseSchema = z.object({
  conversation: supportConversationSummarySchema,
  messages: z.array(supportMessageSchema),
});
export const supportReplyRequestSchema = z.strictObject({ message: supportMessageTextSchema });
export const supportReplyResponseSchema = z.object({
  conversation: supportConversationSummarySchema,
  message: supportMessageSchema,
});

/** The `support` and `support_visitor` feeds: what the player's side is told. */
export const supportEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: supportMessageSchema }),
  z.object({ type: z.literal('status'), conversationId: z.string(), status: supportStatusSchema }),
]);
export type SupportEvent = z.infer<typeof supportEventSchema>;

/** The `support_desk` feed: a conversation changed, with the message that changed it, if any. */
export const supportDeskEventSchema = z.object({
  conversation: supportConversationSummarySchema,
  message: supportMessageSchema.nullable(),
});
export type SupportDeskEvent = z.infer<typeof supportDeskEventSchema>;

/** A group of crash reports from players' browsers: one message at one place in the code. */
export const clientErrorGroupSchema = z.object({
  id: z.string(),
  message: z.string(),
  /** The first frame of the stack (file, line, column), or the page's path without one. */
  location: z.string(),
  count: z.number().int(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  lastUrl: z.string().nullable(),
  lastStack: z.string().nullable(),
  lastComponentStack: z.string().nullable(),
  lastUserId: z.string().nullable(),
  lastUserAgent: z.string().nullable(),
});
export type ClientErrorGroup = z.infer<typeof clientErrorGroupSchema>;

export const clientErrorsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const clientErrorsResponseSchema = z.object({ errors: z.array(clientErrorGroupSchema) });
