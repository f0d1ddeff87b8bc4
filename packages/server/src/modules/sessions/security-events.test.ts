import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { KEEP_PER_PLAYER } from '../users/security-events';
import { LIST_LIMIT } from './list-security-events';

/**
 * The security events a player sees under Recent activity, on a real server and
 * database (PGlite, or PostgreSQL and Redis when configured). The server trusts the
 * test as its proxy, so each request can come from the address it names.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => server.close());

const CHROME_LINUX = (version: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`;
const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0';
const from = (ip: string, agent: string) => ({ 'x-forwarded-for': ip, 'user-agent': agent });

type Event = { id: string; kind: string; createdAt: string; ip: string | null; userAgent: string | null };

async function eventsOf(client: ReturnType<TestServer['client']>): Promise<Event[]> {
  const response = await client.get('/api/user/security-events');
  expect(response.status).toBe(200);
  return response.body.events;
}

/** The events once there are at least `count` (failed logins are written after their answer). */
async function waitForEvents(client: ReturnType<TestServer['client']>, count: number): Promise<Event[]> {
  let events: Event[] = [];
  for (let i = 0; i < 100; i += 1) {
    events = await eventsOf(client);
    if (events.length >= count) return events;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return events;
}

async function countEvents(): Promise<number> {
  const row = await server.context.database.db
    .selectFrom('security_events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('GET /api/user/security-events', () => {
  it('lists sign-ins, newest first, with time, address and user agent', async () => {
    const { client, username } = await registerPlayer(server, {}, from('10.1.2.3', CHROME_LINUX(130)));
    const login = await server
      .client()
      .post('/api/user/login', { username, password: PASSWORD }, from('10.1.7.7', CHROME_LINUX(131)));
    expect(login.status).toBe(200);
    const events = await eventsOf(client);
    expect(events.map((event) => event.kind)).toEqual(['login', 'account_created']);
    expect(events[0]).toEqual({
      id: expect.any(String),
      kind: 'login',
      createdAt: expect.any(String),
      ip: '10.1.7.7',
      userAgent: CHROME_LINUX(131),
    });
    expect(Date.parse(events[0]?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 401 when not logged in', async () => {
    const response = await server.client().get('/api/user/security-events');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('NOT_LOGGED_IN');
  });

  it('records a failed login for an existing account only, and answers both alike', async () => {
    const { client, username } = await registerPlayer(server);
    const before = await countEvents();
    const unknown = await server
      .client()
      .post('/api/user/login', { username: 'nobody_xyz', password: 'wrong pass' });
    const wrong = await server
      .client()
      .post('/api/user/login', { username, password: 'wrong pass' }, from('10.5.5.5', FIREFOX_MAC));
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    const events = await waitForEvents(client, 2);
    expect(events[0]).toMatchObject({ kind: 'login_failed', ip: '10.5.5.5', userAgent: FIREFOX_MAC });
    // The unknown name wrote nothing: the only new rows are the one failed login.
    expect(await countEvents()).toBe(before + 1);
  });

  it('flags a sign-in from a new browser or network, not from a known one updated or moved within its network', async () => {
    const headers = from('10.20.1.1', CHROME_LINUX(130));
    const { client, username } = await registerPlayer(server, {}, headers);
    const login = (ip: string, agent: string) =>
      server.client().post('/api/user/login', { username, password: PASSWORD }, from(ip, agent));
    await login('10.20.200.9', CHROME_LINUX(133));
    expect((await eventsOf(client)).map((event) => event.kind)).toEqual(['login', 'account_created']);
    await login('10.20.1.1', FIREFOX_MAC);
    await login('10.99.1.1', CHROME_LINUX(133));
    await login('10.99.3.3', CHROME_LINUX(133));
    await login('2001:db8:1:2::5', FIREFOX_MAC);
    await login('2001:db8:1:ff::1', FIREFOX_MAC);
    await login('::ffff:10.99.4.4', CHROME_LINUX(134));
    const kinds = (await eventsOf(client)).map((event) => event.kind).reverse();
    expect(kinds).toEqual([
      'account_created',
      'login',
      'login',
      'new_device',
      'login',
      'new_device',
      'login',
      'login',
      'new_device',
      'login',
      'login',
    ]);
  });

  it('records password and e-mail changes', async () => {
    const { client } = await registerPlayer(server);
    const changed = await client.post('/api/user/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'another long password',
    });
    expect(changed.status).toBe(200);
    const refused = await client.post('/api/user/change-password', {
      currentPassword: 'wrong password',
      newPassword: 'a third long password',
    });
    expect(refused.status).toBe(400);
    const set = await client.post('/api/user/set-email', {
      email: 'changes@example.com',
      password: 'another long password',
    });
    expect(set.status).toBe(200);
    expect((await eventsOf(client)).map((event) => event.kind)).toEqual([
      'email_changed',
      'password_changed',
      'account_created',
    ]);
  });

  it(`lists the newest ${LIST_LIMIT} and keeps the newest ${KEEP_PER_PLAYER} per player`, async () => {
    const { client, userId, username } = await registerPlayer(server);
    const other = await registerPlayer(server);
    const db = server.context.database.db;
    await db
      .insertInto('security_events')
      .values(
        Array.from({ length: KEEP_PER_PLAYER + 10 }, () => ({
          user_id: userId,
          kind: 'login_failed' as const,
          ip: '10.0.0.1',
          user_agent: null,
        })),
      )
      .execute();
    await server.client().post('/api/user/login', { username, password: PASSWORD });
    const kept = await db
      .selectFrom('security_events')
      .select(['kind'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute();
    expect(kept).toHaveLength(KEEP_PER_PLAYER);
    // The newest stayed (the login just written); the account's first event is gone.
    expect(kept[0]?.kind).toBe('login');
    expect(kept.some((row) => row.kind === 'account_created')).toBe(false);
    const listed = await eventsOf(client);
    expect(listed).toHaveLength(LIST_LIMIT);
    expect(listed[0]?.kind).toBe('login');
    // Another player's events are not touched nor listed.
    expect((await eventsOf(other.client)).map((event) => event.kind)).toEqual(['account_created']);
  });
});
