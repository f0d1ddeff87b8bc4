import type { ChatFeedEvent } from '@ante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, TestClient, type TestServer } from '../../test/harness';
import { SocketClient } from '../../test/socket-client';

/** Real server, database and bus: a message sent over HTTP is in history and on the feed. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('chat history and send', () => {
  it('stores a message, answers with it, lists it oldest first and publishes it', async () => {
    const player = await registerPlayer(server);
    const socket = await SocketClient.open(server.url);
    await socket.init();
    socket.send({ type: 'subscribe', id: 'chat', payload: { feed: 'chat', region: 'de' } });
    await new Promise((resolve) => setTimeout(resolve, 100));

    const first = await player.client.post('/api/feeds/chat/de/send', { message: '  hallo  ' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ username: player.username, message: 'hallo', staff: false });
    const second = await player.client.post('/api/feeds/chat/de/send', { message: 'zwei' });
    expect(second.status).toBe(200);

    const event = (await socket.nextOfType('next', 'chat')).payload as ChatFeedEvent;
    expect(event).toEqual({ type: 'message', message: first.body });
    socket.close();

    const history = await player.client.get('/api/feeds/chat/de/history');
    expect(history.status).toBe(200);
    const mine = history.body.messages.filter(
      (each: { userId: string }) => each.userId === first.body.userId,
    );
    expect(mine.map((each: { message: string }) => each.message)).toEqual(['hallo', 'zwei']);
    expect((await player.client.get('/api/feeds/chat/en/history')).body.messages).toEqual([]);
  });

  it('refuses unknown regions, empty messages and players who are not logged in', async () => {
    const player = await registerPlayer(server);
    expect((await player.client.get('/api/feeds/chat/xx/history')).status).toBe(404);
    expect((await player.client.post('/api/feeds/chat/xx/send', { message: 'hi' })).status).toBe(404);
    const blank = await player.client.post('/api/feeds/chat/en/send', { message: ' \u200B ' });
    expect(blank.status).toBe(400);
    expect(blank.body.field).toBe('message');
    const anonymous = new TestClient(server.url);
    expect((await anonymous.post('/api/feeds/chat/en/send', { message: 'hi' })).status).toBe(401);
    expect((await anonymous.get('/api/feeds/chat/en/history')).status).toBe(200);
  });
});
