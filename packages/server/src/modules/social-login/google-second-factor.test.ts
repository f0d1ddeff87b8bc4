import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, uniqueUsername } from '../../test/harness';
import { type OidcIssuer, returnFromIssuer, startOidcIssuer } from '../../test/oidc-provider';
import { codeAt, enableTwoFactor } from '../../test/totp-helpers';

/**
 * A Google login into an account with two-factor on waits for the code
 * (pending-second-factor.ts). Real: the casino over HTTP on its database, and a real
 * OpenID Connect provider (oidc-provider) standing in for Google.
 */
let issuer: OidcIssuer;
let server: TestServer;
beforeAll(async () => {
  issuer = await startOidcIssuer();
  server = await startTestServer({
    env: {
      GOOGLE_CLIENT_ID: issuer.clientId,
      GOOGLE_CLIENT_SECRET: issuer.clientSecret,
      GOOGLE_ISSUER: issuer.issuer,
    },
  });
  issuer.configure(`${server.url}/login/google`);
});
afterAll(async () => {
  await server?.close();
  await issuer?.close();
});

/** A Google account with a casino account that turned two-factor on; answers its login and secret. */
async function googleAccountWithTwoFactor() {
  const login = `tf${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const client = server.client();
  await client.post('/api/user/login/google', await returnFromIssuer(client, login));
  const registered = await client.post('/api/user/register/google', { username: uniqueUsername('tf') });
  expect(registered.status).toBe(200);
  return { login, secret: await enableTwoFactor(client), userId: registered.body.user.userId as string };
}

/** A fresh browser that has come back from Google for `login` and been asked for the code. */
async function askedForCode(login: string) {
  const client = server.client();
  const first = await client.post('/api/user/login/google', await returnFromIssuer(client, login));
  expect(first.status).toBe(401);
  expect(first.body).toMatchObject({ code: 'TOTP_REQUIRED', field: 'totpCode' });
  return client;
}

describe('Google login with two-factor on', () => {
  it('starts no session without the code, refuses a wrong one, and takes the right one once', async () => {
    const { login, secret } = await googleAccountWithTwoFactor();
    const client = await askedForCode(login);
    expect(client.cookies.has('ante_session')).toBe(false);
    expect(client.cookies.has('ante_google_totp')).toBe(true);
    expect((await client.get('/api/user/me')).status).toBe(401);

    const wrong = await client.post('/api/user/login/google/totp', { totpCode: codeAt(secret, 5) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'WRONG_TOTP_CODE', field: 'totpCode' });
    expect(client.cookies.has('ante_session')).toBe(false);

    const right = await client.post('/api/user/login/google/totp', { totpCode: codeAt(secret) });
    expect(right.status).toBe(200);
    expect(right.body.user).toMatchObject({ totpEnabled: true });
    expect((await client.get('/api/user/me')).status).toBe(200);
    expect(client.cookies.has('ante_google_totp')).toBe(false);

    // The held login is gone: a next code cannot use it again.
    const again = await client.post('/api/user/login/google/totp', { totpCode: codeAt(secret, 1) });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('LOGIN_EXPIRED');
  });

  it('holds the login for this browser only, and for five minutes', async () => {
    const { login, secret } = await googleAccountWithTwoFactor();
    const client = await askedForCode(login);
    const elsewhere = await server.client().post('/api/user/login/google/totp', { totpCode: codeAt(secret) });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.code).toBe('LOGIN_EXPIRED');

    const held = await server.context.database.db
      .selectFrom('login_challenges')
      .select(sql<number>`extract(epoch from expires_at - now())`.as('seconds'))
      .where('provider', '=', 'google')
      .where('subject', 'is not', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(Number(held.seconds)).toBeGreaterThan(4 * 60);
    expect(Number(held.seconds)).toBeLessThanOrEqual(5 * 60);

    await server.context.database.db
      .updateTable('login_challenges')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('provider', '=', 'google')
      .where('subject', 'is not', null)
      .execute();
    const late = await client.post('/api/user/login/google/totp', { totpCode: codeAt(secret) });
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('LOGIN_EXPIRED');
    expect(client.cookies.has('ante_session')).toBe(false);
  });

  it('signs in once when the right code is sent twice at once', async () => {
    const { login, secret } = await googleAccountWithTwoFactor();
    const client = await askedForCode(login);
    const code = codeAt(secret);
    const answers = await Promise.all([
      client.post('/api/user/login/google/totp', { totpCode: code }),
      client.post('/api/user/login/google/totp', { totpCode: code }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('still logs an account without two-factor straight in', async () => {
    const login = `plain${Date.now()}`;
    const first = server.client();
    await first.post('/api/user/login/google', await returnFromIssuer(first, login));
    await first.post('/api/user/register/google', { username: uniqueUsername('pl') });
    const client = server.client();
    const answer = await client.post('/api/user/login/google', await returnFromIssuer(client, login));
    expect(answer.status).toBe(200);
    expect(client.cookies.has('ante_google_totp')).toBe(false);
  });

  it.each([
    ['no code', {}],
    ['a code of letters', { totpCode: 'abcdef' }],
    ['five digits', { totpCode: '12345' }],
    ['an extra field', { totpCode: '123456', extra: 1 }],
  ])('answers 400 to %s and keeps the held login', async (_case, body) => {
    const { login, secret } = await googleAccountWithTwoFactor();
    const client = await askedForCode(login);
    const response = await client.post('/api/user/login/google/totp', body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
    expect((await client.post('/api/user/login/google/totp', { totpCode: codeAt(secret) })).status).toBe(200);
  });
});
