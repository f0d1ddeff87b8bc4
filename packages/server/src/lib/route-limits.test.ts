import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../test/harness';
import { balanceOf, fund } from '../test/wallet-helpers';

/**
 * The one rate-limit mechanism (lib/rate-limit.ts) on real servers: every
 * state-changing route has a limit, a limited request changes nothing, the bet path
 * lets a fast player through and stops a flood, and with Redis two nodes share counts.
 */

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function expectLimited(response: { status: number; body: any; headers: Headers }) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({
    message: expect.any(String),
    code: 'RATE_LIMITED',
    retryAfterMs: expect.any(Number),
  });
  expect(response.body.retryAfterMs).toBeGreaterThan(0);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
}

const bet = (client: TestClient) =>
  client.post('/api/play/dice/bet', {
    currency: 'USDT',
    amount: '0.01',
    params: { condition: 'under', target: 50 },
  });

async function vaultBalance(client: TestClient, currency: string): Promise<string> {
  return (await client.get('/api/wallet/vault/balances')).body[currency] ?? '0';
}

describe('a limit on every state-changing route', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('gives every POST, PUT, PATCH and DELETE route a limit, declared or the default', () => {
    const stateChanging = server.app.registeredRoutes.filter((route) => STATE_CHANGING.has(route.method));
    expect(stateChanging.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/user/login', '/api/play/:slug/bet', '/api/wallet/vault/deposit']),
    );
    const unlimited = stateChanging.filter(
      (route) => typeof route.rateLimit !== 'object' || !(Number(route.rateLimit.max) > 0),
    );
    expect(unlimited.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('gives each GET that changes state a limit too; they are the six decision 0021 explains', () => {
    const gets = server.app.registeredRoutes.filter((route) => route.method === 'GET' && route.changesState);
    expect(gets.map((route) => route.url).sort()).toEqual([
      '/api/user/login/google/url',
      '/api/user/login/metamask/:address',
      '/api/user/logout',
      '/api/user/refresh-auth',
      '/api/user/seed/next',
      '/api/user/totp/new',
    ]);
    const unlimited = gets.filter(
      (route) => typeof route.rateLimit !== 'object' || !(Number(route.rateLimit.max) > 0),
    );
    expect(unlimited.map((route) => route.url)).toEqual([]);
  });

  it('lets one player make 60 bets at once under the default bet limit', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '100');
    const responses = await Promise.all(Array.from({ length: 60 }, () => bet(client)));
    expect(responses.map((response) => response.status).filter((status) => status !== 200)).toEqual([]);
  });
});

describe('a route over its limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => server.close());

  it('answers 429 with retryAfterMs and moves no money', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '10');
    for (let i = 0; i < 3; i += 1) {
      expect((await client.post('/api/wallet/vault/deposit', { currency: 'USDT', amount: '1' })).status).toBe(
        200,
      );
    }
    expectLimited(await client.post('/api/wallet/vault/deposit', { currency: 'USDT', amount: '1' }));
    expect(Number(await balanceOf(client, 'USDT'))).toBe(7);
    expect(Number(await vaultBalance(client, 'USDT'))).toBe(3);
    // The count is the player's: another player is not held back.
    const other = await registerPlayer(server);
    await fund(server, other.userId, 'USDT', '1');
    expect(
      (await other.client.post('/api/wallet/vault/deposit', { currency: 'USDT', amount: '1' })).status,
    ).toBe(200);
  });
});

describe('the bet limit', () => {
  const LIMIT = 100;
  let server: TestServer;
  beforeAll(async () => {
    // A window far longer than the test, so the count is exact whatever the machine's speed.
    server = await startTestServer({
      env: { BET_RATE_LIMIT: String(LIMIT), BET_RATE_WINDOW_SECONDS: '600' },
    });
  });
  afterAll(() => server.close());

  it('stops a flood far beyond it, and the refused bets take no stake', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '100');
    const first = await Promise.all(Array.from({ length: 60 }, () => bet(client)));
    expect(first.filter((response) => response.status !== 200)).toEqual([]);
    const flood = await Promise.all(Array.from({ length: 240 }, () => bet(client)));
    const limited = flood.filter((response) => response.status === 429);
    expect(flood.filter((response) => response.status === 200)).toHaveLength(LIMIT - 60);
    expect(limited).toHaveLength(300 - LIMIT);
    expectLimited(limited[0] as (typeof limited)[number]);
    const rounds = await server.context.database.db
      .selectFrom('rounds')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(Number(rounds.n)).toBe(LIMIT);
    // Another player bets freely meanwhile.
    const other = await registerPlayer(server);
    await fund(server, other.userId, 'USDT', '1');
    expect((await bet(other.client)).status).toBe(200);
  });
});

describe.runIf(process.env.REDIS_URL)('limits across nodes', () => {
  it('shares a route count between two nodes through Redis', async () => {
    const prefix = `ante-test-shared-${randomBytes(4).toString('hex')}:`;
    const env = { RATE_LIMIT_PER_MINUTE: '2' };
    const nodeA = await startTestServer({ env, redisKeyPrefix: prefix });
    const nodeB = await startTestServer({ env, redisKeyPrefix: prefix });
    try {
      // Logged out, so counted per address: the same one on both nodes.
      const activate = (node: TestServer) =>
        node.client().post('/api/user/activate-email', { verificationCode: 'not-a-code' });
      const statuses = [(await activate(nodeA)).status, (await activate(nodeB)).status];
      expect(statuses).not.toContain(429);
      expectLimited(await activate(nodeA));
      expectLimited(await activate(nodeB));
    } finally {
      await nodeA.close();
      await nodeB.close();
    }
  });
});
