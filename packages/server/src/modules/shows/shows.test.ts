import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { showStateSchema } from '@ante/core';
import { type RunningStudio, startStudio } from '@ante/studio/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_STUDIO_KEY, type TestServer } from '../../test/harness';
import { SocketClient } from '../../test/socket-client';
import { STUDIO_PROVIDER_ID } from '../providers/providers-file';

/**
 * The casino's side of the live show: each node relays the studio's state to its
 * sockets on the public `show` feed and answers it at /api/shows/{slug}. With
 * DATABASE_URL and REDIS_URL (CI's second run) a second node shares the bus, and
 * relays rounds it never polled itself.
 */
const studioDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../studio');
const quietLog = { warn() {}, error() {} };
const twoNodes = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

let nodeA: TestServer;
let nodeB: TestServer | null = null;
let studio: RunningStudio;

beforeAll(async () => {
  const redisKeyPrefix = `ante-test-show-${randomBytes(4).toString('hex')}:`;
  nodeA = await startTestServer({ redisKeyPrefix });
  if (twoNodes) {
    nodeB = await startTestServer({ redisKeyPrefix, databaseUrl: nodeA.context.config.databaseUrl ?? '' });
  }
  studio = await startStudio({
    host: '127.0.0.1',
    port: 0,
    casinoUrl: () => nodeA.url,
    providerId: STUDIO_PROVIDER_ID,
    key: TEST_STUDIO_KEY,
    studioDir,
    database: { dataDir: 'memory://' },
    settings: { quickSpin: true, autoplay: true, minSpinMs: 0, sessionBar: false },
    frameAncestors: [nodeA.url],
    log: quietLog,
    settleEveryMs: 0,
    show: { bettingMs: 800, closedMs: 200, spinMs: 300, bonusMs: 200, resultMs: 200, tickMs: 50 },
  });
  // Only node A reads the studio: node B hears the rounds on the bus alone.
  await nodeA.context.shows.start(studio.url);
  await nodeB?.context.shows.start(null);
});

afterAll(async () => {
  await studio?.close();
  await nodeB?.close();
  await nodeA?.close();
});

async function showSocket(server: TestServer): Promise<SocketClient> {
  const socket = await SocketClient.open(server.url);
  await socket.init();
  socket.send({ type: 'subscribe', id: 'show', payload: { feed: 'show' } });
  return socket;
}

/** The next state on `socket` whose round is `roundId` or later. */
async function roundOn(socket: SocketClient, roundId: number) {
  const message = await socket.next(
    (m) => m.type === 'next' && m.id === 'show' && (m.payload?.round?.id ?? 0) >= roundId,
  );
  return showStateSchema.parse(message.payload);
}

describe('GET /api/shows/:slug', () => {
  it('answers the relayed round to anyone, with the studio’s address and this node’s clock', async () => {
    let answer = await nodeA.client().get('/api/shows/forge-wheel');
    for (let i = 0; i < 100 && !answer.body.state?.round; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await nodeA.client().get('/api/shows/forge-wheel');
    }
    expect(answer.status).toBe(200);
    expect(showStateSchema.parse(answer.body.state).round?.id).toBeGreaterThanOrEqual(1);
    expect(answer.body.studioUrl).toMatch(/^http:\/\//);
    expect(Math.abs(answer.body.now - Date.now())).toBeLessThan(5_000);
  });

  it('answers 404 for a game that is no live show and 400 for a malformed slug', async () => {
    for (const slug of ['dice', 'forge-of-fortune', 'nope', '__proto__']) {
      const answer = await nodeA.client().get(`/api/shows/${slug}`);
      expect(answer.status, slug).toBe(404);
      expect(answer.body.message).toBeTruthy();
    }
    expect((await nodeA.client().get(`/api/shows/${'x'.repeat(65)}`)).status).toBe(400);
  });
});

describe('the show feed', () => {
  it('carries each round to a spectator’s socket as it is revealed, newest first', async () => {
    const socket = await showSocket(nodeA);
    const first = await roundOn(socket, 1);
    const id = first.round?.id ?? 0;
    // The same round later reveals its result and seed; then the next round opens.
    const next = await roundOn(socket, id + 1);
    expect(next.round?.id).toBe(id + 1);
    expect(next.history[0]?.id).toBe(id);
    socket.close();
  });

  it.runIf(twoNodes)('shows two nodes the same round, the second hearing it only through Redis', async () => {
    const [onA, onB] = await Promise.all([showSocket(nodeA), showSocket(nodeB as TestServer)]);
    const seenA = await roundOn(onA, 1);
    const target = (seenA.round?.id ?? 0) + 1;
    const [a, b] = await Promise.all([roundOn(onA, target), roundOn(onB, target)]);
    expect(b.round?.id).toBe(a.round?.id);
    expect(b.round?.closesAt).toBe(a.round?.closesAt);
    expect(b.round?.hash).toBe(a.round?.hash);
    const onBRoute = await (nodeB as TestServer).client().get('/api/shows/forge-wheel');
    expect(onBRoute.body.state.round.id).toBeGreaterThanOrEqual(target);
    onA.close();
    onB.close();
  });
});
