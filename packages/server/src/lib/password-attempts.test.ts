import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  registerPlayer,
  startTestServer,
  type TestClient,
  type TestServer,
  uniqueUsername,
} from '../test/harness';
import { balanceOf, fund } from '../test/wallet-helpers';
import { verifyPassword } from './password';
import { passwordTiers } from './password-attempts';

/**
 * Wrong passwords given to a logged-in account (vault withdrawal, change password) are
 * limited per account and per address, through the shared rate-limit store. Real:
 * HTTP, the database, the store (Redis when configured). The window is long, so it
 * never passes during a test.
 */
const LIMIT = 3;
const ENV = { PASSWORD_RATE_LIMIT: String(LIMIT), PASSWORD_RATE_WINDOW_SECONDS: '3600' };

const withdraw = (client: TestClient, password: string) =>
  client.post('/api/wallet/vault/withdraw', { currency: 'USDT', amount: '1', password });
const changePassword = (client: TestClient, currentPassword: string) =>
  client.post('/api/user/change-password', { currentPassword, newPassword: 'a new passphrase' });

async function playerWithVault(server: TestServer) {
  const player = await registerPlayer(server);
  await fund(server, player.userId, 'USDT', '10');
  expect(
    (await player.client.post('/api/wallet/vault/deposit', { currency: 'USDT', amount: '5' })).status,
  ).toBe(200);
  return player;
}

function expectLimited(response: { status: number; body: any; headers: Headers }) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({
    message: expect.stringMatching(/^Too many wrong passwords\. Please try again in \d+ minutes?\.$/),
    code: 'RATE_LIMITED',
    retryAfterMs: expect.any(Number),
  });
  expect(response.body.retryAfterMs).toBeGreaterThan(0);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('wrong passwords, per account', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: ENV });
  });
  afterAll(() => server.close());

  it('stops vault withdrawals after the limit, even with the right password', async () => {
    const { client } = await playerWithVault(server);
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      const wrong = await withdraw(client, 'not the password');
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe('WRONG_PASSWORD');
    }
    expectLimited(await withdraw(client, 'not the password'));
    expectLimited(await withdraw(client, PASSWORD));
    expect(await balanceOf(client, 'USDT')).toBe('5');
  });

  it('stops password changes after the limit, even with the right password, and counts both checks together', async () => {
    const { client } = await playerWithVault(server);
    expect((await withdraw(client, 'not the password')).status).toBe(400);
    for (let attempt = 1; attempt < LIMIT; attempt += 1) {
      expect((await changePassword(client, 'not the password')).status).toBe(400);
    }
    expectLimited(await changePassword(client, PASSWORD));
    expectLimited(await withdraw(client, PASSWORD));
    // The password did not change; logging in is refused too, since it shares the count.
    const username = (await client.get('/api/user/me')).body.user.username;
    expectLimited(await server.client().post('/api/user/login', { username, password: PASSWORD }));
    const row = await server.context.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash, PASSWORD)).toBe(true);
  });

  it('leaves other accounts alone, and right passwords are never counted', async () => {
    const { client } = await playerWithVault(server);
    for (let attempt = 0; attempt < LIMIT + 2; attempt += 1) {
      expect((await withdraw(client, PASSWORD)).status).toBe(200);
    }
    expect(await balanceOf(client, 'USDT')).toBe('10');
  });
});

describe('wrong passwords, per address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: ENV });
  });
  afterAll(() => server.close());

  it('stop every account at one address once it has guessed four times the limit', async () => {
    // Every test client comes from 127.0.0.1: the address allows 4 x LIMIT wrong guesses.
    for (let account = 0; account < 4; account += 1) {
      const { client } = await playerWithVault(server);
      for (let attempt = 0; attempt < LIMIT; attempt += 1) {
        expect((await withdraw(client, 'not the password')).status).toBe(400);
      }
    }
    const { client } = await playerWithVault(server);
    expectLimited(await withdraw(client, 'not the password'));
    expectLimited(await changePassword(client, PASSWORD));
  });
});

describe('wrong passwords at login', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The request limit on login is raised out of the way: this is about wrong passwords.
    server = await startTestServer({ env: { ...ENV, AUTH_RATE_LIMIT: '1000', TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => server.close());

  const login = (username: string, password: string, from: string) =>
    server.client().post('/api/user/login', { username, password }, { 'x-forwarded-for': from });

  it('counts per account whichever name is typed, and then refuses the right password too', async () => {
    const email = `${uniqueUsername('e')}@example.com`;
    const player = await registerPlayer(server, { email });
    const from = '10.40.0.1';
    expect((await login(player.username, 'wrong one', from)).status).toBe(401);
    expect((await login(player.username.toUpperCase(), 'wrong two', from)).status).toBe(401);
    expect((await login(email.toUpperCase(), 'wrong three', from)).status).toBe(401);
    // From another address, by e-mail: still the same account's count.
    expectLimited(await login(email, PASSWORD, '10.40.0.2'));
    expectLimited(await login(player.username, PASSWORD, '10.40.0.3'));
  });

  it('shares the count with the logged-in checks (vault, password change)', async () => {
    const player = await playerWithVault(server);
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      expect((await withdraw(player.client, 'not the password')).status).toBe(400);
    }
    expectLimited(await login(player.username, PASSWORD, '10.41.0.1'));
  });

  it('counts a name that names no account as an account, so a refusal tells nothing', async () => {
    const from = '10.42.0.1';
    const nobody = uniqueUsername('nobody');
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      expect((await login(nobody, 'a guess', from)).status).toBe(401);
    }
    expectLimited(await login(` ${nobody.toUpperCase()}`, 'a guess', '10.42.0.2'));
  });

  it('counts per address across accounts', async () => {
    const from = '10.43.0.1';
    const players = await Promise.all(Array.from({ length: 5 }, () => registerPlayer(server)));
    const statuses: number[] = [];
    for (const player of players) {
      for (let attempt = 0; attempt < LIMIT; attempt += 1) {
        statuses.push((await login(player.username, 'a guess', from)).status);
      }
    }
    // Four accounts' allowance from one address, then nothing, not even a right password.
    expect(statuses.slice(0, 4 * LIMIT).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(4 * LIMIT).every((status) => status === 429)).toBe(true);
    const last = players[4] as (typeof players)[number];
    expectLimited(await login(last.username, PASSWORD, from));
    expect((await login(last.username, PASSWORD, '10.43.0.2')).status).toBe(200);
  });
});

describe('passwordTiers', () => {
  it('backs off: each tier allows more in a longer window, the last a day or more', () => {
    const tiers = passwordTiers(5, 900_000);
    expect(tiers.map((tier) => tier.max)).toEqual([5, 10, 20]);
    for (let i = 1; i < tiers.length; i += 1) {
      expect(tiers[i]?.windowMs).toBeGreaterThan(tiers[i - 1]?.windowMs ?? 0);
    }
    expect(tiers.at(-1)?.windowMs).toBeGreaterThanOrEqual(86_400_000);
  });
});
