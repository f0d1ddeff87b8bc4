import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerPlayer, startTestServer, type TestClient, type TestServer } from '../test/harness';
import { balanceOf, fund } from '../test/wallet-helpers';

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
    // The password did not change.
    const login = await server.client().post('/api/user/login', {
      username: (await client.get('/api/user/me')).body.user.username,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
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
