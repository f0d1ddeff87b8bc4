import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerPlayer, startTestServer, type TestServer, uniqueUsername } from '../test/harness';

const LIMITS = { AUTH_RATE_LIMIT: '3', AUTH_RATE_WINDOW_SECONDS: '60', TRUST_PROXY: '127.0.0.1' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: LIMITS });
});
afterAll(() => server.close());

async function userCount(target: TestServer): Promise<number> {
  const row = await target.context.database.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('login and register rate limits', () => {
  it('limits attempts on one account even when they come from many addresses', async () => {
    const { username } = await registerPlayer(server, {}, { 'x-forwarded-for': '10.1.0.1' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await server
        .client()
        .post('/api/user/login', { username, password: `guess ${i}` }, { 'x-forwarded-for': `10.2.0.${i}` });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401]);
    const limited = await server
      .client()
      .post('/api/user/login', { username, password: PASSWORD }, { 'x-forwarded-for': '10.2.0.99' });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account from a fresh address is unaffected.
    const other = await registerPlayer(server, {}, { 'x-forwarded-for': '10.3.0.1' });
    const fine = await server
      .client()
      .post(
        '/api/user/login',
        { username: other.username, password: PASSWORD },
        { 'x-forwarded-for': '10.3.0.2' },
      );
    expect(fine.status).toBe(200);
  });

  it('limits registrations per IP address and creates nothing when limited', async () => {
    const before = await userCount(server);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await server
        .client()
        .post(
          '/api/user/register',
          { username: uniqueUsername(), password: PASSWORD },
          { 'x-forwarded-for': '10.4.0.1' },
        );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await userCount(server)) - before).toBe(3);
  });

  it.runIf(process.env.REDIS_URL)('shares the counters between nodes through Redis', async () => {
    const prefix = `ante-test-shared-${randomBytes(4).toString('hex')}:`;
    const nodeA = await startTestServer({ env: LIMITS, redisKeyPrefix: prefix });
    const nodeB = await startTestServer({ env: LIMITS, redisKeyPrefix: prefix });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const node = i % 2 === 0 ? nodeA : nodeB;
        const response = await node
          .client()
          .post(
            '/api/user/login',
            { username: 'shared_acct', password: 'x' },
            { 'x-forwarded-for': `10.5.0.${i}` },
          );
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await nodeA.close();
      await nodeB.close();
    }
  });
});
