import { CHAT_HISTORY_LIMIT, type ChatFeedEvent, chatMessageSchema } from '@ante/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, TestClient, type TestServer } from '../../test/harness';
import { registerStaff } from '../../test/staff-helpers';
import { historyIds, insertMessage, openChatSocket } from './test-helpers';

/** Real server, database and bus: a message sent over HTTP is in history and on the feed. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('chat history and send', () => {
  it('stores a message, answers with it, lists it oldest first and publishes it', async () => {
    const alice = await registerPlayer(server);
    const bob = await registerPlayer(server);
    const socket = await openChatSocket(server.url, 'de');

    const first = await alice.client.post('/api/feeds/chat/de/send', { message: '  hallo  ' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      id: expect.any(String),
      userId: alice.userId,
      username: alice.username,
      rankId: expect.any(Number),
      message: 'hallo',
      timestamp: expect.any(String),
      staff: false,
      roundId: null,
      mentions: [],
      notice: null,
    });
    expect(Math.abs(Date.parse(first.body.timestamp) - Date.now())).toBeLessThan(10_000);
    const second = await bob.client.post('/api/feeds/chat/de/send', { message: 'zwei' });
    expect(second.status).toBe(200);

    const events: ChatFeedEvent[] = [];
    for (let i = 0; i < 2; i += 1) events.push((await socket.nextOfType('next', 'chat')).payload);
    expect(events).toEqual([
      { type: 'message', message: first.body },
      { type: 'message', message: second.body },
    ]);
    socket.close();

    const history = await alice.client.get('/api/feeds/chat/de/history');
    expect(history.status).toBe(200);
    for (const message of history.body.messages) chatMessageSchema.strict().parse(message);
    expect(history.body.messages.slice(-2)).toEqual([first.body, second.body]);
    expect((await alice.client.get('/api/feeds/chat/en/history')).body.messages).toEqual([]);
  });

  it('keeps the newest 50 visible messages, oldest first, and leaves removed ones out', async () => {
    const player = await registerPlayer(server);
    const ids: string[] = [];
    for (let i = 0; i < CHAT_HISTORY_LIMIT + 5; i += 1) {
      ids.push(
        await insertMessage(server, {
          userId: player.userId,
          region: 'fr',
          message: `m${i}`,
          agoMs: (60 - i) * 1_000,
        }),
      );
    }
    const removed = ids.at(-3) as string;
    await server.context.database.db
      .updateTable('chat_messages')
      .set({ removed_at: sql<Date>`now()` })
      .where('id', '=', removed)
      .execute();
    const listed = await historyIds(server, 'fr');
    const visible = ids.filter((id) => id !== removed);
    expect(listed).toEqual(visible.slice(-CHAT_HISTORY_LIMIT));
    const response = await server.client().get('/api/feeds/chat/fr/history');
    const timestamps = response.body.messages.map((m: { timestamp: string }) => Date.parse(m.timestamp));
    expect(timestamps).toEqual([...timestamps].sort((a, b) => a - b));
  });

  it('marks staff messages, and region names are case-insensitive', async () => {
    const staff = await registerStaff(server, undefined, 'support');
    const sent = await staff.client.post('/api/feeds/chat/PT/send', { message: 'Welcome!' });
    expect(sent.status).toBe(200);
    expect(sent.body.staff).toBe(true);
    expect(await historyIds(server, 'pt')).toContain(sent.body.id);
  });

  it('refuses unknown regions, empty messages and players who are not logged in', async () => {
    const player = await registerPlayer(server);
    expect((await player.client.get('/api/feeds/chat/xx/history')).status).toBe(404);
    expect((await player.client.post('/api/feeds/chat/xx/send', { message: 'hi' })).status).toBe(404);
    const blank = await registerPlayer(server);
    const empty = await blank.client.post('/api/feeds/chat/en/send', { message: ' \u200B ' });
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('message');
    const anonymous = new TestClient(server.url);
    expect((await anonymous.post('/api/feeds/chat/en/send', { message: 'hi' })).status).toBe(401);
    expect((await anonymous.get('/api/feeds/chat/en/history')).status).toBe(200);
    // The input guard refuses a NUL byte anywhere (400) before the region is looked up.
    expect((await anonymous.get('/api/feeds/chat/%00/history')).status).toBe(400);
  });
});
