import {
  chatDeleteRequestSchema,
  chatDeleteResponseSchema,
  chatHistoryResponseSchema,
  chatMuteRequestSchema,
  chatMuteResponseSchema,
  chatMutesQuerySchema,
  chatMutesResponseSchema,
  chatRainRequestSchema,
  chatRainResponseSchema,
  chatRegionParamsSchema,
  chatSendRequestSchema,
  chatSendResponseSchema,
  chatStatusResponseSchema,
} from '../chat';
import { defineRoute } from '../route';

/**
 * Chat by region: a room's history, the player's standing, sending, rain, and the
 * moderation calls of support and admin. The send limits are the operator's settings
 * (CHAT_SEND_BURST, CHAT_SEND_PER_MINUTE), so the server gives them where it registers.
 */
export const chatApi = {
  history: defineRoute({
    method: 'GET',
    path: '/feeds/chat/:region/history',
    params: chatRegionParamsSchema,
    response: chatHistoryResponseSchema,
    auth: 'public',
  }),
  status: defineRoute({
    method: 'GET',
    path: '/feeds/chat/status',
    response: chatStatusResponseSchema,
    auth: 'player',
  }),
  send: defineRoute({
    method: 'POST',
    path: '/feeds/chat/:region/send',
    params: chatRegionParamsSchema,
    body: chatSendRequestSchema,
    response: chatSendResponseSchema,
    auth: 'player',
  }),
  /** Rain pays other players: retry-safe like the wallet's money calls. */
  rain: defineRoute({
    method: 'POST',
    path: '/feeds/chat/:region/rain',
    params: chatRegionParamsSchema,
    body: chatRainRequestSchema,
    response: chatRainResponseSchema,
    auth: 'player',
    retrySafe: true,
  }),
  mute: defineRoute({
    method: 'POST',
    path: '/feeds/chat/mute',
    body: chatMuteRequestSchema,
    response: chatMuteResponseSchema,
    auth: 'staff',
    permission: 'chat.moderate',
  }),
  /** A player's earlier mutes, for the staff's player card. */
  mutes: defineRoute({
    method: 'GET',
    path: '/admin/chat/mutes',
    query: chatMutesQuerySchema,
    response: chatMutesResponseSchema,
    auth: 'staff',
    permission: 'chat.moderate',
  }),
  deleteMessage: defineRoute({
    method: 'POST',
    path: '/admin/chat/delete',
    body: chatDeleteRequestSchema,
    response: chatDeleteResponseSchema,
    auth: 'staff',
    permission: 'chat.moderate',
  }),
};
