import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userChannel } from '../lib/events';
import { registerPlayer, startTestServer, type TestServer } from '../test/harness';
import { SocketClient } from '../test/socket-client';
import { eventually } from '../test/wallet-helpers';

/**
 * A socket's login lasts only as long as its session: a login that completes after
 * the socket closed leaves nothing behind, and sessions that expired or were revoked
 * without a word on the bus are found by the node's periodic check. Real: HTTP, the
 * database, the bus, WebSockets. The check runs every 100 ms here (every minute by
 * default).
 */
let server: TestServer;
const open: SocketClient[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { SOCKET_SESSION_CHECK_MS: '100' } });
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(() => server.close());

async function loggedInSocket() {
  const player = await registerPlayer(server);
  const cookie = `ante_session=${player.client.cookies.get('ante_session')}`;
  const socket = await SocketClient.open(server.url, { cookie });
  open.push(socket);
  await socket.init();
  socket.send({ type: 'login' });
  await socket.nextOfType('login_success');
  socket.send({ type: 'subscribe', id: 'w', payload: { feed: 'wallet' } });
  socket.send({ type: 'subscribe', id: 'j', payload: { feed: 'jackpot' } });
  // A ping answered means both subscriptions have been handled.
  socket.send({ type: 'ping' });
  await socket.nextOfType('pong');
  const session = await server.context.database.db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', player.userId)
    .executeTakeFirstOrThrow();
  return { ...player, socket, sessionId: session.id };
}

/** A private event reaches the socket's wallet subscription while its session lives. */
async function expectWalletFeed(userId: string, socket: SocketClient) {
  await server.context.bus.publish(userChannel(userId), { feed: 'wallet', payload: { ping: userId } });
  expect((await socket.nextOfType('next', 'w')).payload).toEqual({ ping: userId });
}

/**
 * Holds every session lookup (an exclusive lock on the sessions table) until the
 * returned function is called and its promise awaited: a login sent meanwhile
 * finishes only then.
 */
async function holdSessionLookups(): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const lock = server.context.database.db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE`.execute(trx);
    locked();
    await held;
  });
  await isLocked;
  return async () => {
    release();
    await lock;
    await server.app.socketHub.whenIdle();
  };
}

async function initialisedSocket() {
  const player = await registerPlayer(server);
  const socket = await SocketClient.open(server.url, {
    cookie: `ante_session=${player.client.cookies.get('ante_session')}`,
  });
  open.push(socket);
  await socket.init();
  return { ...player, socket };
}

describe('a login still pending', () => {
  it('registers nothing when the socket closed meanwhile: no user routing, no bus subscription', async () => {
    const { socket, userId } = await initialisedSocket();
    const hub = server.app.socketHub;
    const before = hub.connectionCount;
    const release = await holdSessionLookups();
    socket.send({ type: 'login' });
    socket.close();
    await socket.closed;
    await eventually(() => expect(hub.connectionCount).toBe(before - 1));
    await release();
    expect(hub.routesPrivateEventsOf(userId)).toBe(false);
  });

  it('loses to a logout sent meanwhile', async () => {
    const { socket, userId } = await initialisedSocket();
    const release = await holdSessionLookups();
    socket.send({ type: 'login' });
    socket.send({ type: 'logout' });
    await socket.nextOfType('logout_success');
    await release();
    expect(server.app.socketHub.routesPrivateEventsOf(userId)).toBe(false);
    socket.send({ type: 'subscribe', id: 'w', payload: { feed: 'wallet' } });
    expect((await socket.nextOfType('error', 'w')).payload.message).toContain('Log in');
  });
});

describe('sessions checked while their sockets stay open', () => {
  it('ends the private feeds of a session revoked in the database without a word on the bus', async () => {
    const revoked = await loggedInSocket();
    const live = await loggedInSocket();
    await expectWalletFeed(revoked.userId, revoked.socket);
    await server.context.database.db
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('id', '=', revoked.sessionId)
      .execute();
    await revoked.socket.nextOfType('complete', 'w');
    expect((await revoked.socket.nextOfType('error')).payload.message).toContain('Session ended');
    expect(server.app.socketHub.routesPrivateEventsOf(revoked.userId)).toBe(false);
    // Public feeds stay, and so does every live session.
    revoked.socket.send({ type: 'ping' });
    await revoked.socket.nextOfType('pong');
    await expectWalletFeed(live.userId, live.socket);
  });

  it('ends the private feeds of a session that expired', async () => {
    const expired = await loggedInSocket();
    await server.context.database.db
      .updateTable('sessions')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('id', '=', expired.sessionId)
      .execute();
    await expired.socket.nextOfType('complete', 'w');
    expect((await expired.socket.nextOfType('error')).payload.message).toContain('Session ended');
    expired.socket.send({ type: 'subscribe', id: 'w2', payload: { feed: 'wallet' } });
    expect((await expired.socket.nextOfType('error', 'w2')).payload.message).toContain('Log in');
  });
});
