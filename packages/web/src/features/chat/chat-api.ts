import {
  type ChatRainRequest,
  chatHistoryResponseSchema,
  chatRainResponseSchema,
  chatSendResponseSchema,
  chatStatusResponseSchema,
} from '@ante/core';
import { api } from '../../lib/api';

export const chatKeys = {
  /** A room's list (history joined with the live feed); public, so not keyed by player. */
  room: (region: string) => ['chat', 'room', region] as const,
  /** The player's standing in chat (staff, muted, below the wager rule). */
  status: (userId: string) => ['chat', 'status', userId] as const,
};

const roomPath = (region: string) => `/feeds/chat/${encodeURIComponent(region)}`;

export async function fetchChatHistory(region: string) {
  const { messages } = await api.get(`${roomPath(region)}/history`, chatHistoryResponseSchema);
  return messages;
}

export function sendChatMessage(region: string, message: string) {
  return api.post(`${roomPath(region)}/send`, { message }, chatSendResponseSchema);
}

export function fetchChatStatus() {
  return api.get('/feeds/chat/status', chatStatusResponseSchema);
}

/** Rain moves money: sent once under an idempotency key, like a tip. */
export function sendRain(region: string, body: ChatRainRequest) {
  return api.postOnce(`${roomPath(region)}/rain`, body, chatRainResponseSchema);
}
