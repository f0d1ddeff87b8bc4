import { defineRoute } from '../route';
import {
  clientErrorsQuerySchema,
  clientErrorsResponseSchema,
  supportConversationParamsSchema,
  supportConversationResponseSchema,
  supportConversationSummarySchema,
  supportInboxQuerySchema,
  supportInboxResponseSchema,
  supportReadResponseSchema,
  supportReplyRequestSchema,
  supportReplyResponseSchema,
  supportSendRequestSchema,
  supportSendResponseSchema,
  supportStatusResponseSchema,
  supportThreadResponseSchema,
} from '../support';

/** Messages a player or visitor may send a minute (on top of the new-conversation limit). */
export const SUPPORT_SENDS_PER_MINUTE = 10;

/**
 * Live support (docs/live-support.md). The player's calls are public: a logged-in
 * player reaches their own conversation through the session, a visitor through the
 * support cookie their first message set, and nobody reaches any other. The staff's
 * calls need `support.reply`; each that changes something writes an audit entry.
 */
export const supportApi = {
  conversation: defineRoute({
    method: 'GET',
    path: '/support/conversation',
    response: supportConversationResponseSchema,
    auth: 'public',
  }),
  status: defineRoute({
    method: 'GET',
    path: '/support/status',
    response: supportStatusResponseSchema,
    auth: 'public',
  }),
  send: defineRoute({
    method: 'POST',
    path: '/support/messages',
    body: supportSendRequestSchema,
    response: supportSendResponseSchema,
    auth: 'public',
    rateLimit: { max: SUPPORT_SENDS_PER_MINUTE, windowMs: 60_000 },
  }),
  /** The player read the staff's replies: the badge clears. */
  read: defineRoute({
    method: 'POST',
    path: '/support/read',
    response: supportReadResponseSchema,
    auth: 'public',
  }),
  inbox: defineRoute({
    method: 'GET',
    path: '/admin/support/conversations',
    query: supportInboxQuerySchema,
    response: supportInboxResponseSchema,
    auth: 'staff',
    permission: 'support.reply',
  }),
  thread: defineRoute({
    method: 'GET',
    path: '/admin/support/conversations/:id',
    params: supportConversationParamsSchema,
    response: supportThreadResponseSchema,
    auth: 'staff',
    permission: 'support.reply',
  }),
  /** Assigns the conversation to the caller. */
  take: defineRoute({
    method: 'POST',
    path: '/admin/support/conversations/:id/take',
    params: supportConversationParamsSchema,
    response: supportConversationSummarySchema,
    auth: 'staff',
    permission: 'support.reply',
  }),
  reply: defineRoute({
    method: 'POST',
    path: '/admin/support/conversations/:id/reply',
    params: supportConversationParamsSchema,
    body: supportReplyRequestSchema,
    response: supportReplyResponseSchema,
    auth: 'staff',
    permission: 'support.reply',
  }),
  close: defineRoute({
    method: 'POST',
    path: '/admin/support/conversations/:id/close',
    params: supportConversationParamsSchema,
    response: supportConversationSummarySchema,
    auth: 'staff',
    permission: 'support.reply',
  }),
  /** Crash reports from players' browsers, grouped, the most recent first. */
  clientErrors: defineRoute({
    method: 'GET',
    path: '/admin/errors',
    query: clientErrorsQuerySchema,
    response: clientErrorsResponseSchema,
    auth: 'staff',
    permission: 'errors.read',
  }),
};
