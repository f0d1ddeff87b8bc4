import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSIONS_CHANNEL } from '../../lib/events';
import { PASSWORD, registerPlayer, startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function loginAgain(username: string, userAgent: string) {
  const client = server.client();
  const response = await client.post(
    '/api/user/login',
    { username, password: PASSWORD },
    { 'user-agent': userAgent },
  );
  expect(response.status).toBe(200);
  return client;
}

describe('GET /api/user/sessions', () => {
  it('lists the live sessions with device details and marks the current one', async () => {
    const { client, username } = await registerPlayer(server);
    await loginAgain(username, 'Phone Browser/1.0');
    const response = await client.get('/api/user/sessions');
    expect(response.status).toBe(200);
    const sessions = response.body.sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const phone = sessions.find((s: { userAgent: string }) => s.userAgent === 'Phone Browser/1.0');
    expect(phone).toMatchObject({ current: false, ip: '127.0.0.1' });
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual(
        ['createdAt', 'current', 'expiresAt', 'id', 'ip', 'lastUsedAt', 'userAgent'].sort(),
      );
    }
  });

  it('answers 401 when not logged in', async () => {
    expect((await server.client().get('/api/user/sessions')).status).toBe(401);
  });
});

describe('POST /api/user/sessions/revoke', () => {
  it('logs the other device out at once', async () => {
    const { client, username } = await registerPlayer(server);
    const phone = await loginAgain(username, 'Phone Browser/2.0');
    expect((await phone.get('/api/user/me')).status).toBe(200);
    const list = await client.get('/api/user/sessions');
    const target = list.body.sessions.find((s: { current: boolean }) => !s.current);
    const revoke = await client.post('/api/user/sessions/revoke', { id: target.id });
    expect(revoke.status).toBe(200);
    expect(revoke.body).toEqual({ ok: true });
    expect((await phone.get('/api/user/me')).status).toBe(401);
    expect((await client.get('/api/user/me')).status).toBe(200);
    expect((await client.get('/api/user/sessions')).body.sessions).toHaveLength(1);
  });

  it("answers 404 for someone else's session and leaves it alive", async () => {
    const alice = await registerPlayer(server);
    const bob = await registerPlayer(server);
    const bobSessions = await bob.client.get('/api/user/sessions');
    const bobSessionId = bobSessions.body.sessions[0].id;
    const response = await alice.client.post('/api/user/sessions/revoke', { id: bobSessionId });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
    expect((await bob.client.get('/api/user/me')).status).toBe(200);
  });

  it('answers 400 for a malformed id and 401 when not logged in', async () => {
    const { client } = await registerPlayer(server);
    const bad = await client.post('/api/user/sessions/revoke', { id: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('id');
    const missing = await client.post('/api/user/sessions/revoke', {});
    expect(missing.status).toBe(400);
    const anonymous = await server
      .client()
      .post('/api/user/sessions/revoke', { id: '00000000-0000-4000-8000-000000000000' });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /api/user/change-password', () => {
  it('changes the password and revokes every other session', async () => {
    const { client, username } = await registerPlayer(server);
    const other = await loginAgain(username, 'Other/1.0');
    const newPassword = 'a brand new passphrase';
    const response = await client.post('/api/user/change-password', {
      currentPassword: PASSWORD,
      newPassword,
    });
    expect(response.status).toBe(200);
    expect((await client.get('/api/user/me')).status).toBe(200);
    expect((await other.get('/api/user/me')).status).toBe(401);
    const oldLogin = await server.client().post('/api/user/login', { username, password: PASSWORD });
    expect(oldLogin.status).toBe(401);
    const newLogin = await server.client().post('/api/user/login', { username, password: newPassword });
    expect(newLogin.status).toBe(200);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { client, username } = await registerPlayer(server);
    const other = await loginAgain(username, 'Other/1.0');
    const response = await client.post('/api/user/change-password', {
      currentPassword: 'not my password',
      newPassword: 'another passphrase',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Current password is incorrect.',
      code: 'WRONG_PASSWORD',
      field: 'currentPassword',
    });
    expect((await other.get('/api/user/me')).status).toBe(200);
    expect((await server.client().post('/api/user/login', { username, password: PASSWORD })).status).toBe(
      200,
    );
  });

  it.each([
    [{ currentPassword: PASSWORD }, 'newPassword'],
    [{ currentPassword: PASSWORD, newPassword: 'short' }, 'newPassword'],
    [{ newPassword: 'long enough pass' }, 'currentPassword'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const { client } = await registerPlayer(server);
    const response = await client.post('/api/user/change-password', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(field);
  });

  it('answers 401 when not logged in', async () => {
    const response = await server
      .client()
      .post('/api/user/change-password', { currentPassword: PASSWORD, newPassword: 'whatever123' });
    expect(response.status).toBe(401);
  });
});

describe('ended sessions on the bus', () => {
  /** Every session id announced on SESSIONS_CHANNEL while `work` runs, once it has settled. */
  async function announcedDuring(work: () => Promise<void>): Promise<string[]> {
    const announced: string[] = [];
    const stop = await server.context.bus.subscribe(SESSIONS_CHANNEL, (message) => {
      announced.push(...(message as { sessionIds: string[] }).sessionIds);
    });
    try {
      await work();
      // The memory bus delivers on a microtask, Redis a round trip later.
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await stop();
    }
    return announced;
  }

  const idsOf = async (client: Awaited<ReturnType<typeof registerPlayer>>['client']) =>
    (await client.get('/api/user/sessions')).body.sessions as Array<{ id: string; current: boolean }>;

  it('announces a revoke, a password change and a sign-out, and nothing for a refused revoke', async () => {
    const { client, username } = await registerPlayer(server);
    await loginAgain(username, 'Tablet/1.0');
    await loginAgain(username, 'Phone/1.0');
    const [current, ...others] = (await idsOf(client)).sort((a, b) => Number(b.current) - Number(a.current));
    const [revoked, changed] = others.map((session) => session.id);

    expect(
      await announcedDuring(async () => {
        expect((await client.post('/api/user/sessions/revoke', { id: revoked })).status).toBe(200);
      }),
    ).toEqual([revoked]);
    expect(
      await announcedDuring(async () => {
        expect((await client.post('/api/user/sessions/revoke', { id: revoked })).status).toBe(404);
      }),
    ).toEqual([]);
    expect(
      await announcedDuring(async () => {
        const body = { currentPassword: PASSWORD, newPassword: 'another new passphrase' };
        expect((await client.post('/api/user/change-password', body)).status).toBe(200);
      }),
    ).toEqual([changed]);
    expect(
      await announcedDuring(async () => {
        expect((await client.get('/api/user/logout')).status).toBe(200);
      }),
    ).toEqual([current?.id]);
  });
});
