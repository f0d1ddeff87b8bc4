import { type ChatMuteRequest, chatApi, profileApi } from '@ante/core';
import { api } from '../../lib/api';

/**
 * A player's card is keyed by how it was asked for (id or name), lower-cased for
 * names, since the server matches names without regard to case. The mutes are keyed
 * by the viewer too: only staff may read them, and another login on this tab must
 * not see the last one's answer.
 */
export const quickviewKeys = {
  card: (player: string) => ['quickview', player.toLowerCase()] as const,
  mutes: (viewerId: string, username: string) =>
    ['quickview', 'mutes', viewerId, username.toLowerCase()] as const,
};

export function fetchQuickview(player: string) {
  return api.call(profileApi.quickview, { params: { id: player } });
}

export function fetchChatMutes(username: string) {
  return api.call(chatApi.mutes, { query: { username } });
}

export function muteChatPlayer(request: ChatMuteRequest) {
  return api.call(chatApi.mute, { body: request });
}
