import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  registerPlayer,
  startTestServer,
  type TestServer,
  uniqueUsername,
} from '../../test/harness';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { eventually } from '../../test/wallet-helpers';

/**
 * Password reset through the real SMTP server the test runs (smtp-server), on a real
 * database: PGlite, or PostgreSQL and Redis when DATABASE_URL and REDIS_URL are set.
 * Nothing is faked; a link's age is set in the database to test expiry.
 */
let smtp: SmtpInbox;
let server: TestServer;
const NEW_PASSWORD = 'a brand new passphrase';

beforeAll(async () => {
  smtp = await startSmtpInbox();
  server = await startTestServer({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://casino.test' } });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const freshEmail = () => `${uniqueUsername('pr')}@example.com`;
const startReset = (email: string, headers?: Record<string, string>) =>
  server.client().post('/api/user/start-pw-reset', { email }, headers);
const resetTokenFor = (email: string) => smtp.linkToken(email, 'reset-password');
const finish = (token: string, password = NEW_PASSWORD) =>
  server.client().post('/api/user/finish-pw-reset', { token, password });

/** The newest reset e-mail to `to`, soft line breaks undone. */
const mailTo = (to: string) =>
  [...smtp.messages]
    .reverse()
    .find((raw) => raw.includes(`To: ${to}`) && raw.includes('reset'))
    ?.replace(/=\r?\n/g, '') ?? '';

const kinds = async (client: ReturnType<TestServer['client']>) =>
  (await client.get('/api/user/security-events')).body.events.map((event: { kind: string }) => event.kind);

describe('POST /api/user/start-pw-reset and finish-pw-reset', () => {
  it('mails a link that sets the password, signs out every device and logs the browser in', async () => {
    const email = freshEmail();
    const { client: oldDevice, username, userId } = await registerPlayer(server, { email });
    const started = await startReset(email.toUpperCase());
    expect(started.status).toBe(200);
    expect(started.body).toEqual({ ok: true });
    const token = await resetTokenFor(email);
    const raw = mailTo(email);
    expect(raw).toContain('Subject: Reset your Ante password');
    expect(raw).toContain(`http://casino.test/?action=3Dreset-password&token=3D${token}`);
    // Only the code's hash is kept.
    const row = await server.context.database.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(token);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(3_600_000);

    const browser = server.client();
    const finished = await browser.post('/api/user/finish-pw-reset', { token, password: NEW_PASSWORD });
    expect(finished.status).toBe(200);
    expect(finished.body.user).toMatchObject({ userId, username });
    expect((await browser.get('/api/user/me')).body.user.userId).toBe(userId);
    expect((await oldDevice.get('/api/user/me')).status).toBe(401);
    const login = (password: string) => server.client().post('/api/user/login', { username, password });
    expect((await login(PASSWORD)).status).toBe(401);
    expect((await login(NEW_PASSWORD)).status).toBe(200);
    // The failed login is recorded after its answer, so it may land after the next login.
    await eventually(async () => {
      const events = await kinds(browser);
      expect(events.slice(2)).toEqual(['password_reset', 'account_created']);
      expect([...events.slice(0, 2)].sort()).toEqual(['login', 'login_failed']);
    });
  });

  it('answers the same 200 for an address no account uses, and mails nothing', async () => {
    const nobody = freshEmail();
    const before = smtp.messages.length;
    const response = await startReset(nobody);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    // A known address, asked right after, is mailed: had the unknown one been, it would be there first.
    const known = freshEmail();
    await registerPlayer(server, { email: known });
    await smtp.linkToken(known, 'activate-email');
    await startReset(known);
    await resetTokenFor(known);
    expect(smtp.messages.slice(before).some((raw) => raw.includes(`To: ${nobody}`))).toBe(false);
  });

  it('works a link once; a second use is RESET_LINK_USED', async () => {
    const email = freshEmail();
    await registerPlayer(server, { email });
    await startReset(email);
    const token = await resetTokenFor(email);
    expect((await finish(token)).status).toBe(200);
    const again = await finish(token, 'yet another passphrase');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'RESET_LINK_USED', field: 'token' });
    expect(again.body.message).toContain('used already');
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a link past its hour (RESET_LINK_EXPIRED) and leaves the password as it was', async () => {
    const email = freshEmail();
    const { username, userId } = await registerPlayer(server, { email });
    await startReset(email);
    const token = await resetTokenFor(email);
    await server.context.database.db
      .updateTable('password_resets')
      .set({ created_at: new Date(Date.now() - 3_700_000), expires_at: new Date(Date.now() - 100_000) })
      .where('user_id', '=', userId)
      .execute();
    const expired = await finish(token);
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ code: 'RESET_LINK_EXPIRED', field: 'token' });
    expect(expired.body.message).toContain('expired');
    expect((await server.client().post('/api/user/login', { username, password: PASSWORD })).status).toBe(
      200,
    );
  });

  it('replaces an older link with a newer one; an unknown link is RESET_LINK_INVALID', async () => {
    const email = freshEmail();
    await registerPlayer(server, { email });
    await startReset(email);
    const older = await resetTokenFor(email);
    await startReset(email);
    let newer = older;
    await eventually(async () => {
      newer = await resetTokenFor(email);
      expect(newer).not.toBe(older);
    });
    const replaced = await finish(older);
    expect(replaced.status).toBe(400);
    expect(replaced.body.code).toBe('RESET_LINK_INVALID');
    expect((await finish('0'.repeat(64))).body.code).toBe('RESET_LINK_INVALID');
    expect((await finish(newer)).status).toBe(200);
  });

  it('mails a link to the account the address logs in to, by the login rule', async () => {
    // Two accounts typed the address and neither verified it: it names the first, so the link is its.
    const shared = freshEmail();
    const first = await registerPlayer(server, { email: shared });
    const second = await registerPlayer(server, { email: shared });
    const activation = await smtp.linkToken(shared, 'activate-email');
    await startReset(shared);
    const toFirst = await finish(await resetTokenFor(shared));
    expect(toFirst.body.user.userId).toBe(first.userId);
    // Once the second verifies it, it names that account only.
    await server.client().post('/api/user/activate-email', { verificationCode: activation });
    const before = smtp.messages.length;
    await startReset(shared);
    await smtp.nextMessageTo(shared, before);
    const finished = await finish(await resetTokenFor(shared));
    expect(finished.body.user.userId).toBe(second.userId);
    const resetMails = smtp.messages.filter(
      (raw) => raw.includes(`To: ${shared}`) && raw.includes('Reset your Ante password'),
    );
    expect(resetMails).toHaveLength(2);
  });

  it('lets a self-excluded player reset; the break still refuses bets', async () => {
    const email = freshEmail();
    const { userId } = await registerPlayer(server, { email });
    await server.context.database.db
      .updateTable('users')
      .set({ excluded_permanently: true })
      .where('id', '=', userId)
      .execute();
    await startReset(email);
    const browser = server.client();
    const done = await browser.post('/api/user/finish-pw-reset', {
      token: await resetTokenFor(email),
      password: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);
    expect(done.body.user.exclusion).toMatchObject({ until: null, permanent: true, kind: 'self-exclusion' });
    const bet = await browser.post('/api/play/dice/bet', {
      currency: 'USDT',
      amount: '0',
      params: { condition: 'under', target: 50 },
    });
    expect(bet.status).toBe(403);
    expect(bet.body.code).toBe('SELF_EXCLUDED');
  });

  it('refuses bad input with a 400 that names the field, and changes nothing', async () => {
    const client = server.client();
    for (const body of [
      {},
      { email: '' },
      { email: 'not-an-email' },
      { email: ['a@b.co'] },
      { email: 'a\u0000b@x.io' },
      { email: 'a@b.co', extra: 1 },
      { email: 'constructor' },
    ]) {
      const response = await client.post('/api/user/start-pw-reset', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe('VALIDATION');
    }
    for (const [body, field] of [
      [{ password: NEW_PASSWORD }, 'token'],
      [{ token: 'a'.repeat(64) }, 'password'],
      [{ token: 'short', password: NEW_PASSWORD }, 'token'],
      [{ token: 'z'.repeat(64), password: NEW_PASSWORD }, 'token'],
      [{ token: '__proto__', password: NEW_PASSWORD }, 'token'],
      [{ token: 'a'.repeat(64), password: 'short' }, 'password'],
      [{ token: 'a'.repeat(64), password: 'x'.repeat(129) }, 'password'],
      [{ token: 'a'.repeat(64), password: NEW_PASSWORD, userId: 'x' }, ''],
    ] as const) {
      const response = await client.post('/api/user/finish-pw-reset', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe('VALIDATION');
      if (field) expect(response.body.field).toBe(field);
    }
    // Prototype keys in the JSON itself are refused by the body parser.
    for (const path of ['/api/user/start-pw-reset', '/api/user/finish-pw-reset']) {
      const response = await client.request('POST', path, {
        rawBody: `{"email":"a@b.co","token":"${'a'.repeat(64)}","password":"${NEW_PASSWORD}","__proto__":{"x":1}}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status, path).toBe(400);
    }
    expect(client.cookies.size).toBe(0);
  });
});

describe('the answer does not wait for the e-mail', () => {
  it('answers at once while a slow mail server is still taking the message', async () => {
    const slowSmtp = await startSmtpInbox({ acceptDelayMs: 3_000 });
    const slow = await startTestServer({ env: { SMTP_URL: slowSmtp.url } });
    try {
      const email = freshEmail();
      await registerPlayer(slow, { email });
      await slowSmtp.linkToken(email, 'activate-email');
      const startedAt = Date.now();
      const known = await slow.client().post('/api/user/start-pw-reset', { email });
      const knownMs = Date.now() - startedAt;
      expect(known.status).toBe(200);
      // The message is still on its way: the answer came first.
      expect(knownMs).toBeLessThan(2_000);
      expect(slowSmtp.messages.some((raw) => raw.includes('Reset your Ante password'))).toBe(false);
      expect(await slowSmtp.linkToken(email, 'reset-password')).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await slow.close();
      await slowSmtp.close();
    }
  });
});

describe('password reset rate limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      env: { TRUST_PROXY: '127.0.0.1', SMTP_URL: smtp.url, AUTH_RATE_LIMIT: '3' },
    });
  });
  afterAll(() => limited.close());

  it('limits requests per e-mail address and per caller address', async () => {
    const email = freshEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await limited
        .client()
        .post('/api/user/start-pw-reset', { email }, { 'x-forwarded-for': `10.7.0.${i}` });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    const fromOneAddress = { 'x-forwarded-for': '10.7.1.1' };
    const perAddress: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await limited
        .client()
        .post('/api/user/start-pw-reset', { email: freshEmail() }, fromOneAddress);
      perAddress.push(response.status);
    }
    expect(perAddress.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(perAddress[20]).toBe(429);
    const last = await limited
      .client()
      .post('/api/user/start-pw-reset', { email: freshEmail() }, fromOneAddress);
    expect(last.body.code).toBe('RATE_LIMITED');
  });

  it('limits link attempts per caller address under the login limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await limited
        .client()
        .post(
          '/api/user/finish-pw-reset',
          { token: 'b'.repeat(64), password: NEW_PASSWORD },
          { 'x-forwarded-for': '10.7.2.2' },
        );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
