import { type ChatRainRequest, chatApi } from '@ante/core';
import { api } from '../../lib/api';

export const chatKeys = {
  /** A room's list (history joined with the live feed); public, so not keyed by player. */
  room: (region: string) => ['chat', 'room', region] as const,
  /** The player's standing in chat (staff, muted, below the wager rule). */
  status: (userId: string) => ['chat', 'status', userId] as const,
};

export async function fetchChatHistory(region: string) {
  const { messages } = await api.call(chatApi.history, { params: { region } });
  return messages;
}

export function sendChatMessage(region: string, message: string) {
  return api.call(chatApi.send, { params: { region }, body: { message } });
}

export function fetchChatStatus() {
  return api.call(chatApi.status);
}

/** Rain moves money: sent once under an idempotency key, like a tip. */
export function sendRain(region: string, body: ChatRainRequest) {
  return api.call(chatApi.rain, { params: { region }, body });
}
