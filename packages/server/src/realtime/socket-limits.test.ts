import { randomBytes } from 'node:crypto';
import { SocketCloseCode } from '@ante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../test/harness';
import { SocketClient } from '../test/socket-client';
import { eventually } from '../test/wallet-helpers';

/**
 * Sockets per client address and logins per socket, on a real server (PGlite, or
 * PostgreSQL + Redis, where the address count lives in Redis). Every socket here comes
 * from 127.0.0.1, so they all share one address.
 */
const PER_ADDRESS = 4;
const LOGINS = 3;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { SOCKETS_PER_ADDRESS: String(PER_ADDRESS), SOCKET_LOGINS_PER_MINUTE: String(LOGINS) },
  });
});
afterAll(() => server.close());

async function openInitialised(): Promise<SocketClient> {
  const socket = await SocketClient.open(server.url);
  await socket.init();
  return socket;
}

describe('sockets per address', () => {
  it('refuses the socket past the limit with 4430 and a reason, and admits one again once a socket closes', async () => {
    const sockets = [];
    for (let i = 0; i < PER_ADDRESS; i += 1) sockets.push(await openInitialised());
    const refused = await SocketClient.open(server.url);
    expect(await refused.closed).toEqual({
      code: SocketCloseCode.TooManyConnections,
      reason: 'Too many connections from this address',
    });
    // The sockets already open are untouched.
    for (const socket of sockets) {
      socket.send({ type: 'ping' });
      await socket.nextOfType('pong');
    }
    const first = sockets.shift() as SocketClient;
    first.close();
    await first.closed;
    await eventually(() => expect(server.app.socketHub.connectionCount).toBe(PER_ADDRESS - 1));
    const again = await openInitialised();
    sockets.push(again);
    for (const socket of sockets) {
      socket.close();
      await socket.closed;
    }
    await eventually(() => expect(server.app.socketHub.connectionCount).toBe(0));
  });

  it('counts logins per socket, closing with 4431 past the limit, and the HTTP API stays up', async () => {
    const player = await registerPlayer(server);
    const cookie = `ante_session=${player.client.cookies.get('ante_session')}`;
    const socket = await SocketClient.open(server.url, { cookie });
    await socket.init();
    for (let i = 0; i < LOGINS; i += 1) {
      socket.send({ type: 'login' });
      await socket.nextOfType('login_success');
    }
    for (let i = 0; i < 50; i += 1) socket.send({ type: 'login' });
    expect(await socket.closed).toEqual({
      code: SocketCloseCode.TooManyLogins,
      reason: 'Too many logins on this connection',
    });
    expect((await server.client().get('/api/health')).status).toBe(200);
  });
});

/** Whether a socket was admitted (it initialises) or refused (the code it closed with). */
async function admitted(url: string): Promise<SocketClient | number> {
  const socket = await SocketClient.open(url);
  const initialised = socket.init().then(() => socket);
  // A refused socket never answers connection_init: its wait ends in the close instead.
  initialised.catch(() => {});
  return Promise.race([initialised, socket.closed.then((closed) => closed.code)]);
}

/**
 * Two nodes in this process sharing one PostgreSQL and one Redis, as behind a load
 * balancer: the address's sockets are one count across both. Needs both services.
 */
const twoNodes = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.runIf(twoNodes)('sockets per address across two nodes', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  beforeAll(async () => {
    const redisKeyPrefix = `ante-test-sockets-${randomBytes(4).toString('hex')}:`;
    const env = { SOCKETS_PER_ADDRESS: String(PER_ADDRESS) };
    nodeA = await startTestServer({ env, redisKeyPrefix });
    nodeB = await startTestServer({
      env,
      redisKeyPrefix,
      databaseUrl: nodeA.context.config.databaseUrl ?? '',
    });
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
  });

  it('counts one address on both nodes, and frees a place on either when a socket closes', async () => {
    const onA = [await openOn(nodeA.url), await openOn(nodeA.url)];
    const onB = [await openOn(nodeB.url), await openOn(nodeB.url)];
    expect(await admitted(nodeA.url)).toBe(SocketCloseCode.TooManyConnections);
    expect(await admitted(nodeB.url)).toBe(SocketCloseCode.TooManyConnections);
    const leaving = onA.pop() as SocketClient;
    leaving.close();
    await leaving.closed;
    // Node A gives the place back in Redis once it sees the close; node B then admits one.
    let replacement: SocketClient | undefined;
    await eventually(async () => {
      const answer = await admitted(nodeB.url);
      expect(answer).toBeInstanceOf(SocketClient);
      replacement = answer as SocketClient;
    });
    for (const socket of [...onA, ...onB, replacement as SocketClient]) socket.close();
  });
});

async function openOn(url: string): Promise<SocketClient> {
  const answer = await admitted(url);
  if (typeof answer === 'number') throw new Error(`socket refused with ${answer}`);
  return answer;
}
