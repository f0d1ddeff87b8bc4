import { CHAT_HISTORY_LIMIT, type ChatMessage } from '@ante/core';
import { describe, expect, it } from 'vitest';
import {
  addOwnPending,
  confirmOwnMessage,
  dropOwnPending,
  RECENT_OWN_MS,
  receiveFeedMessage,
  type ShownMessage,
} from './own-echo';

const ME = 'user-me';
const T0 = Date.parse('2026-11-01T12:00:00Z');

function message(id: string, text: string, patch: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    userId: 'user-other',
    username: 'other',
    rankId: 0,
    message: text,
    timestamp: new Date(T0).toISOString(),
    staff: false,
    roundId: null,
    mentions: [],
    notice: null,
    ...patch,
  };
}
const mine = (id: string, text: string, patch: Partial<ChatMessage> = {}) =>
  message(id, text, { userId: ME, username: 'me', ...patch });
const texts = (list: readonly ShownMessage[]) => list.map((row) => row.message.message);
const context = (nowMs = T0) => ({ userId: ME, nowMs });

describe('the own-echo rule', () => {
  it('shows an own message at once, and ignores the same text echoed back by the feed', () => {
    const shown = addOwnPending([], { key: 'local-1', message: mine('local-1', 'gg all'), nowMs: T0 });
    expect(shown).toMatchObject([{ key: 'local-1', pending: true }]);
    const echoed = receiveFeedMessage(shown, mine('m1', 'gg all'), context(T0 + 300));
    expect(texts(echoed)).toEqual(['gg all']);
    // The row keeps its key (no redraw) and takes the id, so a removal of m1 finds it.
    expect(echoed).toMatchObject([{ key: 'local-1', pending: false, message: { id: 'm1' } }]);
  });

  it('removes the older own message when the echo differs from it', () => {
    const shown = addOwnPending([], { key: 'local-1', message: mine('local-1', 'hello  '), nowMs: T0 });
    const echoed = receiveFeedMessage(shown, mine('m1', 'hello'), context(T0 + 300));
    expect(echoed).toMatchObject([{ key: 'm1', pending: false, message: { id: 'm1', message: 'hello' } }]);
  });

  it('treats an echo as new once no recent own message waits for it', () => {
    const shown = addOwnPending([], { key: 'local-1', message: mine('local-1', 'hi'), nowMs: T0 });
    const late = receiveFeedMessage(shown, mine('m9', 'from my phone'), context(T0 + RECENT_OWN_MS + 1));
    expect(texts(late)).toEqual(['hi', 'from my phone']);
  });

  it('never removes an own message the server already confirmed', () => {
    let list = addOwnPending([], { key: 'local-1', message: mine('local-1', 'first'), nowMs: T0 });
    list = confirmOwnMessage(list, 'local-1', mine('m1', 'first'), T0 + 100);
    list = receiveFeedMessage(list, mine('m2', 'second, from another tab'), context(T0 + 200));
    expect(texts(list)).toEqual(['first', 'second, from another tab']);
  });

  it('shows nothing twice: the send answer after the echo, the echo after the answer, a repeat', () => {
    const start = addOwnPending([], { key: 'local-1', message: mine('local-1', 'x'), nowMs: T0 });
    const echoFirst = confirmOwnMessage(
      receiveFeedMessage(start, mine('m1', 'x'), context()),
      'local-1',
      mine('m1', 'x'),
      T0,
    );
    expect(echoFirst).toMatchObject([{ key: 'local-1', message: { id: 'm1' } }]);
    const answerFirst = receiveFeedMessage(
      confirmOwnMessage(start, 'local-1', mine('m1', 'x'), T0),
      mine('m1', 'x'),
      context(),
    );
    expect(answerFirst).toMatchObject([{ key: 'local-1', message: { id: 'm1' } }]);
    const other = receiveFeedMessage([], message('o1', 'yo'), context());
    expect(receiveFeedMessage(other, message('o1', 'yo'), context())).toHaveLength(1);
  });

  it('puts back an answered message the echo rule had removed, in time order', () => {
    let list = addOwnPending([], { key: 'local-1', message: mine('local-1', 'a'), nowMs: T0 });
    // Another tab's message arrives first and takes the waiting row's place.
    list = receiveFeedMessage(
      list,
      mine('m2', 'b', { timestamp: new Date(T0 + 50).toISOString() }),
      context(),
    );
    list = confirmOwnMessage(list, 'local-1', mine('m1', 'a', { timestamp: new Date(T0).toISOString() }), T0);
    expect(texts(list)).toEqual(['a', 'b']);
  });

  it('never takes a tip or rain notice of the player for the echo of what they typed', () => {
    const shown = addOwnPending([], { key: 'local-1', message: mine('local-1', 'typing'), nowMs: T0 });
    const notice = mine('r1', 'rain', {
      notice: { type: 'rain', currency: 'USDT', amount: '10', recipients: [] },
    });
    expect(texts(receiveFeedMessage(shown, notice, context()))).toEqual(['typing', 'rain']);
  });

  it("appends others' messages, and drops a refused own message", () => {
    let list = receiveFeedMessage([], message('o1', 'hi'), context());
    list = addOwnPending(list, { key: 'local-1', message: mine('local-1', 'spam'), nowMs: T0 });
    expect(texts(dropOwnPending(list, 'local-1'))).toEqual(['hi']);
  });

  it('keeps the newest messages only', () => {
    let list: ShownMessage[] = [];
    for (let index = 0; index < CHAT_HISTORY_LIMIT + 5; index += 1) {
      list = receiveFeedMessage(list, message(`o${index}`, `n${index}`), { userId: null, nowMs: T0 });
    }
    expect(list).toHaveLength(CHAT_HISTORY_LIMIT);
    expect(list[0]?.message.message).toBe('n5');
  });
});
