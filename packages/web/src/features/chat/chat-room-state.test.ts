import { CHAT_HISTORY_LIMIT, type ChatMessage } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { EMPTY_ROOM, mergeHistory, removeMessages } from './chat-room-state';
import { addOwnPending, receiveFeedMessage } from './own-echo';

const T0 = Date.parse('2026-11-01T12:00:00Z');

function message(id: string, second: number, userId = 'u1'): ChatMessage {
  return {
    id,
    userId,
    username: userId,
    rankId: 0,
    message: id,
    timestamp: new Date(T0 + second * 1000).toISOString(),
    staff: false,
    roundId: null,
    mentions: [],
    notice: null,
  };
}
const ids = (state: { messages: { message: { id: string } }[] }) =>
  state.messages.map((row) => row.message.id);

describe('a room list', () => {
  it('fills a gap from history by id, in time order, keeping shown rows and waiting own messages', () => {
    const live = receiveFeedMessage([], message('c', 3), { userId: null, nowMs: T0 });
    const withOwn = addOwnPending(live, { key: 'local-1', message: message('local-1', 9, 'me'), nowMs: T0 });
    const merged = mergeHistory(
      { messages: withOwn, removed: [] },
      [message('a', 1), message('b', 2), message('c', 3)],
      T0,
    );
    expect(ids(merged)).toEqual(['a', 'b', 'c', 'local-1']);
    expect(merged.messages[2]?.key).toBe('c');
  });

  it('drops removed messages at once and keeps them out of a later history read', () => {
    const loaded = mergeHistory(EMPTY_ROOM, [message('a', 1), message('b', 2)], T0);
    const removed = removeMessages(loaded, ['a']);
    expect(ids(removed)).toEqual(['b']);
    expect(ids(mergeHistory(removed, [message('a', 1), message('b', 2)], T0))).toEqual(['b']);
  });

  it('keeps the newest rows only', () => {
    const history = Array.from({ length: CHAT_HISTORY_LIMIT }, (_, index) => message(`h${index}`, index));
    const merged = mergeHistory(
      { messages: receiveFeedMessage([], message('new', 999), { userId: null, nowMs: T0 }), removed: [] },
      history,
      T0,
    );
    expect(merged.messages).toHaveLength(CHAT_HISTORY_LIMIT);
    expect(ids(merged).at(-1)).toBe('new');
    expect(ids(merged)[0]).toBe('h1');
  });
});
