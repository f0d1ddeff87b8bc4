import type { ChatMessage } from '@ante/core';
import { keepNewest, type ShownMessage } from './own-echo';

/**
 * One room's list as the query cache holds it: the rows on screen, and the ids staff
 * removed while the list was open, so a history read that started before the removal
 * cannot bring them back.
 */
export type ChatRoomState = { messages: ShownMessage[]; removed: string[] };

export const EMPTY_ROOM: ChatRoomState = { messages: [], removed: [] };

/** Removed ids remembered per room: far more than a history read could return. */
const REMEMBERED_REMOVALS = 500;

/** Drops removed messages at once (a deletion, or every message of a player muted with removal). */
export function removeMessages(state: ChatRoomState, ids: readonly string[]): ChatRoomState {
  const gone = new Set(ids);
  return {
    messages: state.messages.filter((row) => !gone.has(row.message.id)),
    removed: [...state.removed, ...ids].slice(-REMEMBERED_REMOVALS),
  };
}

/**
 * Joins a history read with the rows on screen, by id: the first load, or the gap
 * after a reconnect. Stored messages come in time order with the rows already shown
 * (which keep their keys), own messages still waiting for the server stay at the end,
 * and only the newest rows are kept.
 */
export function mergeHistory(
  state: ChatRoomState,
  history: readonly ChatMessage[],
  nowMs: number,
): ChatRoomState {
  const removed = new Set(state.removed);
  const byId = new Map<string, ShownMessage>();
  for (const row of state.messages) if (!row.pending) byId.set(row.message.id, row);
  for (const message of history) {
    if (removed.has(message.id)) continue;
    const shown = byId.get(message.id);
    byId.set(
      message.id,
      shown ? { ...shown, message } : { key: message.id, message, pending: false, sentAtMs: nowMs },
    );
  }
  const stored = [...byId.values()].sort(
    (a, b) => Date.parse(a.message.timestamp) - Date.parse(b.message.timestamp),
  );
  const pending = state.messages.filter((row) => row.pending);
  return { messages: keepNewest([...stored, ...pending]), removed: state.removed };
}
