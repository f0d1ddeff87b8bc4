import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { fund } from '../../test/wallet-helpers';
import { takeNonce } from './seed-pairs';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('POST /api/user/seed/current', () => {
  it('creates the pair once, with the given client seed, and shows only hashes', async () => {
    const { client } = await registerPlayer(server);
    const first = await client.post('/api/user/seed/current', { clientSeed: 'my lucky seed' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ clientSeed: 'my lucky seed', nonce: 0 });
    expect(first.body.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.body.nextServerSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.body.nextServerSeedHash).not.toBe(first.body.serverSeedHash);
    expect(JSON.stringify(first.body)).not.toMatch(/serverSeed"/);
    // Asking again (even with another client seed) gives the same active pair.
    const again = await client.post('/api/user/seed/current', { clientSeed: 'other' });
    expect(again.body).toEqual(first.body);
    const next = await client.get('/api/user/seed/next');
    expect(next.body).toEqual({ nextServerSeedHash: first.body.nextServerSeedHash });
  });

  it('agrees under concurrent first calls', async () => {
    const { client } = await registerPlayer(server);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => client.post('/api/user/seed/current', {})),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.serverSeedHash)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.body.nextServerSeedHash)).size).toBe(1);
  });

  it('answers 400 for a bad client seed and 401 when not logged in', async () => {
    const { client } = await registerPlayer(server);
    for (const clientSeed of ['', 'x'.repeat(65), 'tab\there', 42]) {
      const response = await client.post('/api/user/seed/current', { clientSeed });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('clientSeed');
    }
    expect((await server.client().post('/api/user/seed/current', {})).status).toBe(401);
    expect((await server.client().get('/api/user/seed/next')).status).toBe(401);
    expect((await server.client().post('/api/user/seed/rotate', { clientSeed: 'a' })).status).toBe(401);
  });
});

describe('POST /api/user/seed/rotate', () => {
  it('reveals the old seed (matching its hash), promotes the next one and resets the nonce', async () => {
    const { client, userId } = await registerPlayer(server);
    const before = (await client.post('/api/user/seed/current', { clientSeed: 'first' })).body;
    const db = server.context.database.db;
    await db.transaction().execute((trx) => takeNonce(trx, userId));
    await db.transaction().execute((trx) => takeNonce(trx, userId));
    const rotated = await client.post('/api/user/seed/rotate', { clientSeed: 'second' });
    expect(rotated.status).toBe(200);
    const { previous, current } = rotated.body;
    expect(previous).toMatchObject({ serverSeedHash: before.serverSeedHash, clientSeed: 'first', nonce: 2 });
    expect(sha256(previous.serverSeed)).toBe(before.serverSeedHash);
    expect(current).toMatchObject({
      serverSeedHash: before.nextServerSeedHash,
      clientSeed: 'second',
      nonce: 0,
    });
    expect(current.nextServerSeedHash).not.toBe(before.nextServerSeedHash);
  });

  it('names the revealed pair’s last bet, its game, settings and nonce, and none for a pair that made none', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'BTC', '0.01');
    await client.post('/api/user/seed/current', {});
    const dice = { condition: 'over', target: 72.25 };
    expect(
      (await client.post('/api/play/limbo/bet', { currency: 'BTC', amount: '0.0001', params: { target: 2 } }))
        .status,
    ).toBe(200);
    expect(
      (await client.post('/api/play/dice/bet', { currency: 'BTC', amount: '0.0001', params: dice })).status,
    ).toBe(200);
    const rotated = await client.post('/api/user/seed/rotate', { clientSeed: 'next' });
    expect(rotated.body.previous.lastBet).toEqual({ game: 'dice', params: dice, nonce: 1 });
    const unused = await client.post('/api/user/seed/rotate', { clientSeed: 'again' });
    expect(unused.body.previous.lastBet).toBeNull();
  });

  it('answers 400 without a client seed', async () => {
    const { client } = await registerPlayer(server);
    const response = await client.post('/api/user/seed/rotate', {});
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('clientSeed');
  });
});

describe('takeNonce', () => {
  it('never gives two concurrent bets the same nonce', async () => {
    const { userId } = await registerPlayer(server);
    const db = server.context.database.db;
    const taken = await Promise.all(
      Array.from({ length: 30 }, () => db.transaction().execute((trx) => takeNonce(trx, userId))),
    );
    const nonces = taken.map((entry) => entry.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(new Set(taken.map((entry) => entry.seedId)).size).toBe(1);
  });
});
