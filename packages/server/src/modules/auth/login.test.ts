import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerPlayer, startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/user/login', () => {
  it('logs in by username in any case, and by e-mail', async () => {
    const email = `log${Date.now()}@example.com`;
    const { username } = await registerPlayer(server, { email });
    const byName = server.client();
    const first = await byName.post('/api/user/login', {
      username: username.toUpperCase(),
      password: PASSWORD,
    });
    expect(first.status).toBe(200);
    expect(first.body.user.username).toBe(username);
    expect((await byName.get('/api/user/me')).body.user.username).toBe(username);
    const byEmail = await server.client().post('/api/user/login', { username: email, password: PASSWORD });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.user.email).toBe(email);
  });

  it('answers the same 401 for a wrong password and an unknown account', async () => {
    const { username } = await registerPlayer(server);
    const wrong = await server.client().post('/api/user/login', { username, password: 'wrong password' });
    const unknown = await server
      .client()
      .post('/api/user/login', { username: 'nobody_here', password: PASSWORD });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Incorrect username or password.', code: 'INVALID_CREDENTIALS' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    [{ password: PASSWORD }, 'username'],
    [{ username: 'someone' }, 'password'],
    [{ username: '', password: PASSWORD }, 'username'],
    [{ username: 'someone', password: PASSWORD, totpCode: '12' }, 'code'],
    [{ username: ['x'], password: PASSWORD }, 'username'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const response = await server.client().post('/api/user/login', body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
    expect(response.body.message.toLowerCase()).toContain(field);
  });
});

describe('GET /api/user/me', () => {
  it('answers 401 when not logged in or with a forged cookie', async () => {
    const anonymous = await server.client().get('/api/user/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'You need to log in first.', code: 'NOT_LOGGED_IN' });
    const forged = await server.client().get('/api/user/me', { cookie: 'ante_session=not-a-real-token' });
    expect(forged.status).toBe(401);
  });
});

describe('GET /api/user/current', () => {
  it('answers 200 with no user when not logged in or with a forged cookie', async () => {
    const anonymous = await server.client().get('/api/user/current');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ user: null });
    const forged = await server
      .client()
      .get('/api/user/current', { cookie: 'ante_session=not-a-real-token' });
    expect(forged.status).toBe(200);
    expect(forged.body).toEqual({ user: null });
  });

  it('gives the signed-in player, as /api/user/me does, until they sign out', async () => {
    const { client, username } = await registerPlayer(server);
    const current = await client.get('/api/user/current');
    expect(current.status).toBe(200);
    expect(current.body.user.username).toBe(username);
    expect(current.body).toEqual((await client.get('/api/user/me')).body);
    await client.get('/api/user/logout');
    expect((await client.get('/api/user/current')).body).toEqual({ user: null });
  });
});

describe('GET /api/user/logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const { client } = await registerPlayer(server);
    const token = client.cookies.get('ante_session') ?? '';
    const response = await client.get('/api/user/logout');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(client.cookies.has('ante_session')).toBe(false);
    expect((await client.get('/api/user/me')).status).toBe(401);
    // The old token is dead even if someone kept a copy.
    const replay = await server.client().get('/api/user/me', { cookie: `ante_session=${token}` });
    expect(replay.status).toBe(401);
  });

  it('is idempotent when not logged in', async () => {
    const response = await server.client().get('/api/user/logout');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
  });
});

describe('GET /api/user/refresh-auth', () => {
  it('extends the session and returns the user', async () => {
    const { client, username } = await registerPlayer(server);
    const before = await server.context.database.db.selectFrom('sessions').select('expires_at').execute();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const response = await client.get('/api/user/refresh-auth');
    expect(response.status).toBe(200);
    expect(response.body.user.username).toBe(username);
    const expiresAt = Date.parse(response.body.expiresAt);
    expect(expiresAt).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(expiresAt).toBeGreaterThan(Math.max(...before.map((row) => row.expires_at.getTime())));
    expect(response.headers.getSetCookie().join(';')).toMatch(/ante_session=/);
  });

  it('answers 401 when not logged in', async () => {
    expect((await server.client().get('/api/user/refresh-auth')).status).toBe(401);
  });
});

describe('expired sessions', () => {
  it('are refused', async () => {
    const { client, userId } = await registerPlayer(server);
    await server.context.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', userId)
      .execute();
    expect((await client.get('/api/user/me')).status).toBe(401);
  });
});
