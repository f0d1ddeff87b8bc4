import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registerPlayer,
  startTestServer,
  type TestClient,
  type TestServer,
  uniqueUsername,
} from '../../test/harness';
import { type OidcIssuer, signInAtIssuer, startOidcIssuer } from '../../test/oidc-provider';

/**
 * Real: the casino over HTTP on its database, and a real OpenID Connect provider
 * (oidc-provider) on a local port standing in for Google, driven through its login and
 * consent screens with HTTP requests. Nothing is faked.
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

/** Leaves for the issuer, signs in there as `login`, and hands back what the return address carries. */
async function goToIssuer(client: TestClient, login: string) {
  const started = await client.get('/api/user/login/google/url');
  expect(started.status).toBe(200);
  const back = await signInAtIssuer(started.body.url, login);
  expect(`${back.origin}${back.pathname}`).toBe(`${server.url}/login/google`);
  return {
    token: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    iss: back.searchParams.get('iss') ?? undefined,
  };
}

describe('Google login (OpenID Connect)', () => {
  it('says it is on, and builds a code flow URL with PKCE, state and nonce', async () => {
    const site = await server.client().get('/api/config/site');
    expect(site.body.googleLogin).toBe(true);
    const client = server.client();
    const response = await client.get('/api/user/login/google/url');
    const url = new URL(response.body.url);
    expect(url.origin).toBe(issuer.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: issuer.clientId,
      response_type: 'code',
      redirect_uri: `${server.url}/login/google`,
      code_challenge_method: 'S256',
      scope: 'openid email',
    });
    expect(url.searchParams.get('state')?.length).toBeGreaterThan(20);
    expect(url.searchParams.get('nonce')?.length).toBeGreaterThan(20);
    expect(url.searchParams.get('code_challenge')?.length).toBe(43);
    expect(client.cookies.has('ante_google_login')).toBe(true);
  });

  it('asks a first-time account for a username, creates it, then logs the same Google account in', async () => {
    const login = `g${Date.now()}`;
    const client = server.client();
    const first = await client.post('/api/user/login/google', await goToIssuer(client, login));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ usernameRequired: true });
    expect(client.cookies.has('ante_session')).toBe(false);

    const username = uniqueUsername('g');
    const registered = await client.post('/api/user/register/google', { username });
    expect(registered.status).toBe(200);
    expect(registered.body.user).toMatchObject({
      username,
      email: `${login}@mail.test`,
      emailVerified: true,
      hasPassword: false,
    });
    expect((await client.get('/api/user/me')).body.user.username).toBe(username);
    const again = await client.post('/api/user/register/google', { username: uniqueUsername('g') });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('LOGIN_EXPIRED');

    const other = server.client();
    const second = await other.post('/api/user/login/google', await goToIssuer(other, login));
    expect(second.status).toBe(200);
    expect(second.body.user.username).toBe(username);
    expect((await other.get('/api/user/me')).status).toBe(200);
  });

  it('does not link an existing account that verified the same e-mail', async () => {
    const login = `m${Date.now()}`;
    const existing = await registerPlayer(server, { email: `${login}@mail.test` });
    await server.context.database.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', existing.userId)
      .execute();
    const client = server.client();
    const answer = await client.post('/api/user/login/google', await goToIssuer(client, login));
    expect(answer.body).toEqual({ usernameRequired: true });
    const registered = await client.post('/api/user/register/google', { username: uniqueUsername('m') });
    expect(registered.status).toBe(200);
    expect(registered.body.user.userId).not.toBe(existing.userId);
    expect(registered.body.user.email).toBeNull();
  });

  it('keeps an unverified Google e-mail off the account', async () => {
    const client = server.client();
    await client.post('/api/user/login/google', await goToIssuer(client, `unverified${Date.now()}`));
    const registered = await client.post('/api/user/register/google', { username: uniqueUsername('u') });
    expect(registered.body.user.email).toBeNull();
  });

  it('keeps the pending identity when the username is taken', async () => {
    const taken = (await registerPlayer(server)).username;
    const client = server.client();
    await client.post('/api/user/login/google', await goToIssuer(client, `t${Date.now()}`));
    const clash = await client.post('/api/user/register/google', { username: taken });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ code: 'USERNAME_TAKEN', field: 'username' });
    expect((await client.post('/api/user/register/google', { username: uniqueUsername('k') })).status).toBe(
      200,
    );
  });

  it('refuses a username that is a campaign code, and gives the account a default campaign', async () => {
    const owner = await registerPlayer(server);
    const code = uniqueUsername('gc');
    expect((await owner.client.post('/api/affiliate/campaigns', { name: 'Promo', code })).status).toBe(200);
    const client = server.client();
    await client.post('/api/user/login/google', await goToIssuer(client, `c${Date.now()}`));
    const clash = await client.post('/api/user/register/google', { username: code.toUpperCase() });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ code: 'USERNAME_TAKEN', field: 'username' });
    const username = uniqueUsername('gd');
    expect((await client.post('/api/user/register/google', { username })).status).toBe(200);
    const campaigns = await client.get('/api/affiliate/campaigns');
    expect(campaigns.body.campaigns).toMatchObject([{ code: username, isDefault: true }]);
  });

  it('makes the owner of the stored campaign code the new account’s referrer', async () => {
    const owner = await registerPlayer(server);
    const client = server.client();
    await client.post('/api/user/login/google', await goToIssuer(client, `f${Date.now()}`));
    const registered = await client.post('/api/user/register/google', {
      username: uniqueUsername('gr'),
      referrer: owner.username.toUpperCase(),
    });
    expect(registered.status).toBe(200);
    expect((await client.get('/api/affiliate/campaigns')).body.referredBy).toBe(owner.username);
  });

  it('refuses a wrong state, another browser, and a replayed code', async () => {
    const client = server.client();
    const returned = await goToIssuer(client, `r${Date.now()}`);
    const wrongState = await client.post('/api/user/login/google', { ...returned, state: 'not-the-state' });
    expect(wrongState.status).toBe(400);
    expect(wrongState.body.code).toBe('LOGIN_EXPIRED');
    const elsewhere = await server.client().post('/api/user/login/google', returned);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.code).toBe('LOGIN_EXPIRED');

    const fresh = server.client();
    const good = await goToIssuer(fresh, `r2${Date.now()}`);
    expect((await fresh.post('/api/user/login/google', good)).status).toBe(200);
    const replay = await fresh.post('/api/user/login/google', good);
    expect(replay.status).toBe(400);

    // The state is right but the code was already traded: the issuer refuses it.
    const third = server.client();
    const started = await goToIssuer(third, `r3${Date.now()}`);
    await third.post('/api/user/login/google', started);
    const nextStart = await third.get('/api/user/login/google/url');
    const state = new URL(nextStart.body.url).searchParams.get('state') ?? '';
    const usedCode = await third.post('/api/user/login/google', { ...started, state });
    expect(usedCode.status).toBe(400);
    expect(usedCode.body.code).toBe('LOGIN_REFUSED');
  });

  it('refuses a username step without a pending Google sign-in', async () => {
    const response = await server
      .client()
      .post('/api/user/register/google', { username: uniqueUsername('n') });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('LOGIN_EXPIRED');
  });

  it.each([
    ['/api/user/login/google', 'no token', {}, 'token'],
    ['/api/user/login/google', 'no state', { token: 'x' }, 'state'],
    ['/api/user/login/google', 'a huge token', { token: 'x'.repeat(3000), state: 's' }, 'token'],
    ['/api/user/login/google', 'an extra field', { token: 'x', state: 's', extra: true }, 'extra'],
    ['/api/user/register/google', 'no username', {}, 'username'],
    ['/api/user/register/google', 'a bad username', { username: 'no spaces' }, 'username'],
  ])('answers 400 to %s with %s', async (path, _case, body, field) => {
    const response = await server.client().post(path, body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
    expect(response.body.message.toLowerCase()).toContain(field);
  });
});

describe('Google login, not configured', () => {
  it('answers 404 on every route and the site config says it is off', async () => {
    const plain = await startTestServer();
    try {
      const client = plain.client();
      expect((await client.get('/api/config/site')).body.googleLogin).toBe(false);
      const url = await client.get('/api/user/login/google/url');
      expect(url.status).toBe(404);
      expect(url.body.message).toBe('Google login is not available on this site.');
      expect((await client.post('/api/user/login/google', { token: 'x', state: 'y' })).status).toBe(404);
      expect((await client.post('/api/user/register/google', { username: uniqueUsername() })).status).toBe(
        404,
      );
    } finally {
      await plain.close();
    }
  });

  it('answers 503 while the issuer cannot be reached', async () => {
    const down = await startTestServer({
      env: { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: 'http://127.0.0.1:9' },
    });
    try {
      const response = await down.client().get('/api/user/login/google/url');
      expect(response.status).toBe(503);
    } finally {
      await down.close();
    }
  });
});
