import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  registerPlayer,
  startTestServer,
  type TestServer,
  uniqueUsername,
} from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RESTRICTED_TERRITORIES: 'DE' } });
});
afterAll(() => server.close());

async function userCount(): Promise<number> {
  const row = await server.context.database.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/user/register', () => {
  it('creates the account, logs the player in and returns the user fields', async () => {
    const client = server.client();
    const username = uniqueUsername('Reg_');
    const response = await client.post('/api/user/register', {
      username,
      password: PASSWORD,
      email: `  ${username.toUpperCase()}@Example.com `,
    });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      username,
      email: `${username.toLowerCase()}@example.com`,
      role: 'user',
      rankId: 0,
      kycRequired: 0,
      kycComplete: 0,
      kycPending: 0,
      appearOffline: false,
    });
    expect(typeof response.body.user.userId).toBe('string');
    expect(Number.isNaN(Date.parse(response.body.user.lastSeen))).toBe(false);
    const cookie = response.headers.getSetCookie().join(';');
    expect(cookie).toMatch(/ante_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await client.get('/api/user/me');
    expect(me.status).toBe(200);
    expect(me.body.user.username).toBe(username);
  });

  it('stores an Argon2id hash and only the hash of the session token', async () => {
    const { username, client } = await registerPlayer(server);
    const user = await server.context.database.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(user.password_hash?.startsWith('$argon2id$')).toBe(true);
    expect(user.password_hash).not.toContain(PASSWORD);
    const token = client.cookies.get('ante_session') ?? '';
    const sessions = await server.context.database.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.token_hash).not.toBe(token);
    expect(sessions[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a username taken in another case, with 409', async () => {
    const { username } = await registerPlayer(server);
    const before = await userCount();
    const response = await server
      .client()
      .post('/api/user/register', { username: username.toUpperCase(), password: PASSWORD });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: 'That username is already taken.',
      code: 'USERNAME_TAKEN',
      field: 'username',
    });
    expect(await userCount()).toBe(before);
  });

  it('takes an e-mail another account has verified without saying so; it stays that account’s', async () => {
    const email = `${uniqueUsername()}@example.com`;
    const owner = await registerPlayer(server, { email });
    await server.context.database.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('email', '=', email)
      .execute();
    const response = await server.client().post('/api/user/register', {
      username: uniqueUsername(),
      password: PASSWORD,
      email: email.toUpperCase(),
    });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ email, emailVerified: false });
    const login = await server.client().post('/api/user/login', { username: email, password: PASSWORD });
    expect(login.body.user.userId).toBe(owner.userId);
  });

  it('gives one name to exactly one of many racing registrations', async () => {
    const username = uniqueUsername('race');
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        server.client().post('/api/user/register', { username, password: PASSWORD }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
  });

  it.each([
    [{ password: PASSWORD }, 'username'],
    [{ username: 'ab', password: PASSWORD }, 'username'],
    [{ username: 'abcdefghijklmno', password: PASSWORD }, 'username'],
    [{ username: 'bad name!', password: PASSWORD }, 'username'],
    [{ username: 'okname', password: 'short' }, 'password'],
    [{ username: 'okname' }, 'password'],
    [{ username: 'okname', password: PASSWORD, email: 'not-an-email' }, 'email'],
    [{ username: 'okname', password: PASSWORD, referrer: 'bad code!' }, 'referrer'],
    [{ username: 'okname', password: PASSWORD, admin: true }, 'admin'],
    [{ username: 42, password: PASSWORD }, 'username'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const before = await userCount();
    const response = await server.client().post('/api/user/register', body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
    expect(response.body.message.toLowerCase()).toContain(field);
    expect(await userCount()).toBe(before);
  });

  it('answers 400 for a body that is not JSON or not an object', async () => {
    const client = server.client();
    const broken = await client.request('POST', '/api/user/register', {
      rawBody: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: 'Request body is not valid JSON.', code: 'VALIDATION' });
    const array = await client.post('/api/user/register', ['x']);
    expect(array.status).toBe(400);
    const empty = await client.request('POST', '/api/user/register');
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('VALIDATION');
  });

  it('accepts an empty e-mail as none and keeps a referral code', async () => {
    const username = uniqueUsername();
    const response = await server
      .client()
      .post('/api/user/register', { username, password: PASSWORD, email: '', referrer: 'friend-42' });
    expect(response.status).toBe(200);
    expect(response.body.user.email).toBeNull();
    const row = await server.context.database.db
      .selectFrom('users')
      .select('referrer_code')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(row.referrer_code).toBe('friend-42');
  });
});

describe('restricted territories', () => {
  it.each(['US', 'us-ny', 'GB', 'CA-ON', 'DE'])('refuses registration from %s with 403', async (country) => {
    const before = await userCount();
    const client = server.client();
    const response = await client.post(
      '/api/user/register',
      { username: uniqueUsername(), password: PASSWORD },
      { 'cf-ipcountry': country },
    );
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('RESTRICTED_REGION');
    expect(client.cookies.size).toBe(0);
    expect(await userCount()).toBe(before);
    const allow = await client.get('/api/user/allow-register', { 'cf-ipcountry': country });
    expect(allow.body).toEqual({ allowed: false, country: country.toUpperCase() });
  });

  it('allows other countries and visitors whose country is unknown', async () => {
    const client = server.client();
    expect((await client.get('/api/user/allow-register', { 'cf-ipcountry': 'BR' })).body).toEqual({
      allowed: true,
      country: 'BR',
    });
    expect((await client.get('/api/user/allow-register')).body).toEqual({ allowed: true, country: null });
    const ok = await client.post(
      '/api/user/register',
      { username: uniqueUsername(), password: PASSWORD },
      { 'cf-ipcountry': 'CA-QC' },
    );
    expect(ok.status).toBe(200);
  });
});

describe('GET /api/config/countries', () => {
  it('lists countries with names and the restricted flag, configured extras included', async () => {
    const response = await server.client().get('/api/config/countries');
    expect(response.status).toBe(200);
    const byCode = new Map(response.body.countries.map((c: { code: string }) => [c.code, c] as const));
    expect(byCode.size).toBeGreaterThan(240);
    expect(byCode.get('US')).toEqual({ code: 'US', name: 'United States', restricted: true });
    expect(byCode.get('BR')).toEqual({ code: 'BR', name: 'Brazil', restricted: false });
    expect(byCode.get('DE')).toMatchObject({ restricted: true });
    expect(byCode.get('CA')).toMatchObject({ restricted: false });
  });
});
