import { CHAT_HISTORY_LIMIT, type ChatMessage } from '@ante/core';

/**
 * A message as the chat list holds it. `key` stays the same for the life of the row
 * (a player's own message keeps the key it got when typed, after the server gives it
 * an id), so React never redraws or re-animates it. `pending` is set while an own
 * message is shown from the send box and neither the send answer nor the feed has
 * confirmed it; `sentAtMs` is when it was typed, by this browser's clock.
 */
export type ShownMessage = {
  key: string;
  message: ChatMessage;
  pending: boolean;
  sentAtMs: number;
};

/** How long an unconfirmed own message counts as "recent" for the echo rule. */
export const RECENT_OWN_MS = 15_000;

/** Keeps the newest `CHAT_HISTORY_LIMIT` rows: the list on screen never grows past it. */
export function keepNewest(list: readonly ShownMessage[]): ShownMessage[] {
  return list.length > CHAT_HISTORY_LIMIT ? list.slice(list.length - CHAT_HISTORY_LIMIT) : [...list];
}

/** A player's own message shown at once, before the server has answered. */
export function addOwnPending(
  list: readonly ShownMessage[],
  entry: { key: string; message: ChatMessage; nowMs: number },
): ShownMessage[] {
  return keepNewest([
    ...list,
    { key: entry.key, message: entry.message, pending: true, sentAtMs: entry.nowMs },
  ]);
}

/** The newest own message that is still waiting for its echo and was typed recently, or null. */
function recentOwnPending(list: readonly ShownMessage[], userId: string, nowMs: number): ShownMessage | null {
  for (let index = list.length - 1; index >= 0; index -= 1) {
    const row = list[index] as ShownMessage;
    if (row.pending && row.message.userId === userId && nowMs - row.sentAtMs <= RECENT_OWN_MS) return row;
  }
  return null;
}

/**
 * A message from the room's feed (docs/product.md#input-rules). A message already on the list (by
 * id) is not shown twice. The player's own message echoed back is ignored when the
 * recent own message waiting for it says the same: the row stays where it is and only
 * takes the server's id, so a later removal finds it. When that recent own message
 * differs (the server cleaned the text, or another tab of the same player wrote), the
 * older one is removed and the echo shown. A tip or rain notice is never the echo of
 * typed text, and anyone else's message is simply appended.
 */
export function receiveFeedMessage(
  list: readonly ShownMessage[],
  message: ChatMessage,
  context: { userId: string | null; nowMs: number },
): ShownMessage[] {
  if (list.some((row) => row.message.id === message.id)) return [...list];
  if (context.userId !== null && message.userId === context.userId && message.notice === null) {
    const recent = recentOwnPending(list, context.userId, context.nowMs);
    if (recent && recent.message.message === message.message) {
      return list.map((row) => (row === recent ? { ...row, message, pending: false } : row));
    }
    if (recent) {
      const rest = list.filter((row) => row !== recent);
      return keepNewest([...rest, { key: message.id, message, pending: false, sentAtMs: context.nowMs }]);
    }
  }
  return keepNewest([...list, { key: message.id, message, pending: false, sentAtMs: context.nowMs }]);
}

/**
 * The send answer for the own message shown under `key`: the row becomes the stored
 * message. If the feed got there first (the row already carries the id) nothing
 * changes; if the echo rule removed the row, the stored message is put back in time
 * order, since the server has it and every other reader sees it.
 */
export function confirmOwnMessage(
  list: readonly ShownMessage[],
  key: string,
  message: ChatMessage,
  nowMs: number,
): ShownMessage[] {
  if (list.some((row) => row.key === key)) {
    const withoutDuplicate = list.filter((row) => row.key === key || row.message.id !== message.id);
    return withoutDuplicate.map((row) => (row.key === key ? { ...row, message, pending: false } : row));
  }
  if (list.some((row) => row.message.id === message.id)) return [...list];
  const row = { key, message, pending: false, sentAtMs: nowMs };
  return keepNewest(insertByTime(list, row));
}

/** A send the server refused: the own message it showed goes. */
export function dropOwnPending(list: readonly ShownMessage[], key: string): ShownMessage[] {
  return list.filter((row) => row.key !== key);
}

/** Puts `row` after every row that is not newer than it. */
export function insertByTime(list: readonly ShownMessage[], row: ShownMessage): ShownMessage[] {
  const at = Date.parse(row.message.timestamp);
  let index = list.length;
  while (index > 0 && Date.parse((list[index - 1] as ShownMessage).message.timestamp) > at) index -= 1;
  return [...list.slice(0, index), row, ...list.slice(index)];
}
