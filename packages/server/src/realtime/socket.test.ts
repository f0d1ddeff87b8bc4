import { PRIVATE_FEEDS, SocketCloseCode } from '@ante/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { feedChannel, userChannel } from '../lib/events';
import { PASSWORD, registerPlayer, startTestServer, type TestServer } from '../test/harness';
import { SocketClient } from '../test/socket-client';
import { eventually, fund } from '../test/wallet-helpers';

let server: TestServer;
const open: SocketClient[] = [];

beforeAll(async () => {
  server = await startTestServer({
    env: {
      SOCKET_INIT_TIMEOUT_MS: '400',
      SOCKET_PING_TIMEOUT_MS: '800',
      SOCKET_MAX_MESSAGES_PER_SECOND: '40',
    },
  });
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(() => server.close());

async function connect(options: { cookie?: string; origin?: string } = {}): Promise<SocketClient> {
  const socket = await SocketClient.open(server.url, options);
  open.push(socket);
  return socket;
}

async function loggedInSocket() {
  const player = await registerPlayer(server);
  const cookie = `ante_session=${player.client.cookies.get('ante_session')}`;
  const socket = await connect({ cookie });
  await socket.init();
  socket.send({ type: 'login' });
  await socket.nextOfType('login_success');
  return { ...player, socket, cookie };
}

describe('handshake and keep-alive', () => {
  it('acknowledges connection_init and answers ping with pong', async () => {
    const socket = await connect();
    await socket.init();
    socket.send({ type: 'ping' });
    expect(await socket.nextOfType('pong')).toEqual({ type: 'pong' });
  });

  it('closes a connection that never sends connection_init', async () => {
    const socket = await connect();
    expect((await socket.closed).code).toBe(SocketCloseCode.InitTimeout);
  });

  it('closes a connection that stops pinging', async () => {
    const socket = await connect();
    await socket.init();
    expect((await socket.closed).code).toBe(SocketCloseCode.PingTimeout);
  });

  it('closes a client that skips connection_init', async () => {
    const socket = await connect();
    socket.send({ type: 'subscribe', id: '1', payload: { feed: 'jackpot' } });
    expect((await socket.closed).code).toBe(SocketCloseCode.NotInitialised);
  });
});

describe('login', () => {
  it('logs in with the cookie sent on the upgrade', async () => {
    const { socket, userId, username } = await loggedInSocket();
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    expect(userId).toBeTruthy();
    expect(username).toBeTruthy();
  });

  it('logs in with a token in the payload, for clients without cookies', async () => {
    const player = await registerPlayer(server);
    const socket = await connect();
    await socket.init();
    socket.send({ type: 'login', payload: { token: player.client.cookies.get('ante_session') } });
    expect(await socket.nextOfType('login_success')).toEqual({
      type: 'login_success',
      payload: { userId: player.userId, username: player.username },
    });
  });

  it('answers an error, without disconnecting, for a bad or missing session', async () => {
    const socket = await connect();
    await socket.init();
    socket.send({ type: 'login', payload: { token: 'forged' } });
    expect((await socket.nextOfType('error')).payload).toEqual({
      message: 'Login failed: no valid session',
      code: 'login_refused',
    });
    // A socket opened without a session cookie cannot log in later: the client must reconnect.
    socket.send({ type: 'login' });
    expect((await socket.nextOfType('error')).payload.code).toBe('login_refused');
    socket.send({ type: 'ping' });
    await socket.nextOfType('pong');
  });

  it("ignores the cookie of a socket opened by another site's page", async () => {
    const player = await registerPlayer(server);
    const socket = await connect({
      cookie: `ante_session=${player.client.cookies.get('ante_session')}`,
      origin: 'https://evil.example',
    });
    await socket.init();
    socket.send({ type: 'login' });
    expect((await socket.nextOfType('error')).payload.message).toContain('Login failed');
  });
});

describe('feeds', () => {
  it('delivers public feed events to subscribers, and stops after unsubscribe', async () => {
    const socket = await connect();
    await socket.init();
    socket.send({ type: 'subscribe', id: 'j', payload: { feed: 'jackpot' } });
    socket.send({ type: 'subscribe', id: 'c', payload: { feed: 'chat', region: 'de' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await server.context.bus.publish(feedChannel('jackpot'), { newAmount: '12.5' });
    await server.context.bus.publish(feedChannel('chat', 'en'), { message: 'other region' });
    await server.context.bus.publish(feedChannel('chat', 'de'), { message: 'hallo' });
    expect(await socket.nextOfType('next', 'j')).toEqual({
      type: 'next',
      id: 'j',
      payload: { newAmount: '12.5' },
    });
    expect((await socket.nextOfType('next', 'c')).payload).toEqual({ message: 'hallo' });
    socket.send({ type: 'unsubscribe', id: 'j' });
    await socket.nextOfType('complete', 'j');
    await server.context.bus.publish(feedChannel('jackpot'), { newAmount: '13' });
    expect(await socket.nothing((m) => m.type === 'next' && m.id === 'j')).toBe(true);
  });

  it('answers an error for a chat region that is not configured, and defaults to the first region', async () => {
    const socket = await connect();
    await socket.init();
    socket.send({ type: 'subscribe', id: 'xx', payload: { feed: 'chat', region: 'xx' } });
    expect((await socket.nextOfType('error', 'xx')).payload.message).toBe('Unknown chat region: xx');
    // The id was not taken by the refused subscription.
    socket.send({ type: 'subscribe', id: 'xx', payload: { feed: 'chat' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [first] = server.context.config.chat.regions;
    await server.context.bus.publish(feedChannel('chat', first), { message: 'default room' });
    expect((await socket.nextOfType('next', 'xx')).payload).toEqual({ message: 'default room' });
    socket.close();
  });

  it.each(PRIVATE_FEEDS)(
    'refuses %s without login with an error for that id, staying connected',
    async (feed) => {
      const socket = await connect();
      await socket.init();
      socket.send({ type: 'subscribe', id: 'p', payload: { feed } });
      const error = await socket.nextOfType('error', 'p');
      expect(error.payload.message).toContain('Log in');
      socket.send({ type: 'ping' });
      await socket.nextOfType('pong');
    },
  );

  it('delivers private events only to that player, on every feed they subscribed', async () => {
    const alice = await loggedInSocket();
    const bob = await loggedInSocket();
    for (const [index, feed] of PRIVATE_FEEDS.entries()) {
      alice.socket.send({ type: 'subscribe', id: `a${index}`, payload: { feed } });
      bob.socket.send({ type: 'subscribe', id: `b${index}`, payload: { feed } });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    await server.context.bus.publish(userChannel(alice.userId), {
      feed: 'game_msg',
      payload: { gameSlug: 'dice', message: 'x' },
    });
    const message = await alice.socket.nextOfType('next', `a${PRIVATE_FEEDS.indexOf('game_msg')}`);
    expect(message.payload).toEqual({ gameSlug: 'dice', message: 'x' });
    expect(await bob.socket.nothing((m) => m.type === 'next')).toBe(true);
  });

  it('carries a tip to the recipient socket as it happens, with wallet updates', async () => {
    const sender = await registerPlayer(server);
    const recipient = await loggedInSocket();
    recipient.socket.send({ type: 'subscribe', id: 'tips', payload: { feed: 'tips' } });
    recipient.socket.send({ type: 'subscribe', id: 'wallet', payload: { feed: 'wallet' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await fund(server, sender.userId, 'BTC', '1');
    const response = await sender.client.post('/api/wallet/tip/send', {
      username: recipient.username,
      currency: 'BTC',
      amount: '0.25',
    });
    expect(response.status).toBe(200);
    expect((await recipient.socket.nextOfType('next', 'tips')).payload).toEqual({
      sender: sender.username,
      currency: 'BTC',
      amount: '0.25',
    });
    expect((await recipient.socket.nextOfType('next', 'wallet')).payload).toEqual({
      currency: 'BTC',
      balance: '0.25',
    });
  });

  it('logout ends private feeds and keeps public ones', async () => {
    const { socket, userId } = await loggedInSocket();
    socket.send({ type: 'subscribe', id: 'w', payload: { feed: 'wallet' } });
    socket.send({ type: 'subscribe', id: 'j', payload: { feed: 'jackpot' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.send({ type: 'logout' });
    await socket.nextOfType('complete', 'w');
    await socket.nextOfType('logout_success');
    await server.context.bus.publish(userChannel(userId), { feed: 'wallet', payload: { currency: 'BTC' } });
    await server.context.bus.publish(feedChannel('jackpot'), { newAmount: '1' });
    await socket.nextOfType('next', 'j');
    expect(await socket.nothing((m) => m.type === 'next' && m.id === 'w')).toBe(true);
  });

  it('ends private feeds when the session is revoked from another device', async () => {
    const { socket, username } = await loggedInSocket();
    socket.send({ type: 'subscribe', id: 'w', payload: { feed: 'wallet' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const other = server.client();
    await other.post('/api/user/login', { username, password: PASSWORD });
    const sessions = await other.get('/api/user/sessions');
    const target = sessions.body.sessions.find((s: { current: boolean }) => !s.current);
    expect((await other.post('/api/user/sessions/revoke', { id: target.id })).status).toBe(200);
    await socket.nextOfType('complete', 'w');
    expect((await socket.nextOfType('error')).payload).toEqual({
      message: 'Session ended; log in again',
      code: 'session_ended',
    });
    socket.send({ type: 'subscribe', id: 'w2', payload: { feed: 'wallet' } });
    expect((await socket.nextOfType('error', 'w2')).payload.message).toContain('Log in');
  });
});

describe('bad input', () => {
  it('answers malformed JSON and unknown types with an error and stays up', async () => {
    const socket = await connect();
    await socket.init();
    socket.send('{not json');
    expect((await socket.nextOfType('error')).payload.message).toBe('Malformed JSON');
    socket.send({ type: 'dance' });
    expect((await socket.nextOfType('error')).payload.message).toContain('Unknown message type');
    socket.send([1, 2]);
    expect((await socket.nextOfType('error')).payload.message).toContain('Unknown message type');
    socket.send({ type: 'subscribe', id: 's', payload: { feed: 'nope' } });
    expect((await socket.nextOfType('error', 's')).payload.message).toContain('feed must be one of');
    socket.send({ type: 'subscribe', id: 'r', payload: { feed: 'chat', region: 'Klingon!' } });
    expect((await socket.nextOfType('error', 'r')).payload.message).toContain('region');
    socket.send({ type: 'ping' });
    await socket.nextOfType('pong');
  });

  it('refuses a second subscription with the same id', async () => {
    const socket = await connect();
    await socket.init();
    socket.send({ type: 'subscribe', id: 'dup', payload: { feed: 'jackpot' } });
    socket.send({ type: 'subscribe', id: 'dup', payload: { feed: 'all_bets' } });
    expect((await socket.nextOfType('error', 'dup')).payload.message).toContain('already in use');
  });

  it('refuses more than 50 subscriptions on one connection', async () => {
    const socket = await connect();
    await socket.init();
    for (let i = 0; i < 25; i += 1)
      socket.send({ type: 'subscribe', id: `s${i}`, payload: { feed: 'all_bets' } });
    // Wait out the one-second message window, pinging so the short test ping timeout holds off.
    await new Promise((resolve) => setTimeout(resolve, 550));
    socket.send({ type: 'ping' });
    await new Promise((resolve) => setTimeout(resolve, 550));
    socket.send({ type: 'ping' });
    for (let i = 25; i < 51; i += 1)
      socket.send({ type: 'subscribe', id: `s${i}`, payload: { feed: 'all_bets' } });
    expect((await socket.nextOfType('error', 's50')).payload.message).toContain('Too many subscriptions');
  });

  it('closes with 1009 on an oversized frame', async () => {
    const socket = await connect();
    await socket.init();
    socket.send({ type: 'ping', payload: 'x'.repeat(20_000) });
    expect((await socket.closed).code).toBe(SocketCloseCode.TooBig);
  });

  it('closes with 4429 when a client floods messages', async () => {
    const socket = await connect();
    await socket.init();
    for (let i = 0; i < 60; i += 1) socket.send({ type: 'ping' });
    expect((await socket.closed).code).toBe(SocketCloseCode.TooManyMessages);
  });

  it('sends all_bets in batches: one frame per 100 ms at most, newest first, at most 50, numbered', async () => {
    const watcher = await connect();
    await watcher.init();
    watcher.send({ type: 'subscribe', id: 'bets', payload: { feed: 'all_bets' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const arrivals: { at: number; message: any }[] = [];
    watcher.ws.on('message', (data) => {
      const message = JSON.parse(data.toString());
      if (message.type === 'next' && message.id === 'bets') arrivals.push({ at: performance.now(), message });
    });
    for (let i = 0; i < 120; i += 1) {
      await server.context.bus.publish(feedChannel('all_bets'), { n: i });
      if (i % 20 === 19) await new Promise((resolve) => setTimeout(resolve, 30));
    }
    await eventually(() => expect(arrivals.at(-1)?.message.payload.events[0]).toEqual({ n: 119 }));
    const frames = arrivals.map((each) => each.message.payload);
    // Numbered one after another, from whatever number this node's feed had reached.
    expect(frames.map((frame) => frame.seq)).toEqual(frames.map((_, index) => frames[0].seq + index));
    for (let i = 1; i < arrivals.length; i += 1) {
      // Timers may fire a little early or late; the frames are never bunched.
      expect((arrivals[i]?.at ?? 0) - (arrivals[i - 1]?.at ?? 0)).toBeGreaterThan(80);
    }
    const received = frames.flatMap((frame) => frame.events.map((event: { n: number }) => event.n));
    for (const frame of frames) {
      expect(frame.events.length).toBeLessThanOrEqual(50);
      const ns = frame.events.map((event: { n: number }) => event.n);
      expect(ns).toEqual([...ns].sort((a, b) => b - a));
    }
    // Fewer frames than events; nothing lost where a frame was not full.
    expect(frames.length).toBeLessThan(20);
    if (frames.every((frame) => frame.events.length < 50)) expect(received).toHaveLength(120);
    watcher.close();
  });

  it('drops a consumer too slow to read, instead of buffering without bound', async () => {
    const slow = await connect();
    await slow.init();
    slow.send({ type: 'subscribe', id: 'bets', payload: { feed: 'all_bets' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Stop reading: the kernel buffers fill, then the server's send buffer grows.
    (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const before = server.app.socketHub.connectionCount;
    // The feed goes out in batches of up to 50 events ten times a second: large events
    // fill the buffers within a few frames.
    const payload = { filler: 'x'.repeat(60_000) };
    for (let i = 0; i < 3000 && server.app.socketHub.connectionCount >= before; i += 1) {
      await server.context.bus.publish(feedChannel('all_bets'), payload);
      if (i % 50 === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Through Redis the events reach the node a moment after they are published, so
    // the last of them may still be on their way when the loop ends.
    await eventually(() => expect(server.app.socketHub.connectionCount).toBe(before - 1), 30_000);
  });

  it('survives all of it: the server still serves new sockets and HTTP', async () => {
    const socket = await connect();
    await socket.init();
    expect((await server.client().get('/api/health')).status).toBe(200);
  });
});
