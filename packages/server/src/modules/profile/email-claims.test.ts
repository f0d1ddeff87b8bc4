import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  registerPlayer,
  startTestServer,
  type TestClient,
  type TestServer,
  uniqueUsername,
} from '../../test/harness';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';

/**
 * An address belongs to the account that proves it, by following the link mailed to
 * it. Until then any number of accounts may name it, so nobody can hold an address
 * hostage by typing it first; the first to verify takes it from the others.
 */
let smtp: SmtpInbox;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  server = await startTestServer({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://casino.test' } });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const freshEmail = () => `${uniqueUsername('e')}@example.com`;

/** Sets `email` on the account and returns the code of the link mailed for it. */
async function claim(client: TestClient, email: string, password = PASSWORD): Promise<string> {
  const before = smtp.messages.length;
  const response = await client.post('/api/user/set-email', { email, password });
  expect(response.status).toBe(200);
  for (let i = 0; i < 100 && smtp.messages.length === before; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const raw = smtp.messages
    .slice(before)
    .join('\n')
    .replace(/=\r?\n/g, '');
  const code = raw.match(/token=(?:3D)?([0-9a-f]{64})/)?.[1];
  if (!code) throw new Error(`no link mailed for ${email}`);
  return code;
}

const activate = (code: string) =>
  server.client().post('/api/user/activate-email', { verificationCode: code });
const me = async (client: TestClient) => (await client.get('/api/user/me')).body.user;

describe('unverified addresses', () => {
  it('can be named by several accounts; the first to verify takes it from the others', async () => {
    const email = freshEmail();
    const owner = await registerPlayer(server);
    const squatter = await registerPlayer(server);
    const squatterCode = await claim(squatter.client, email);
    const ownerCode = await claim(owner.client, email);

    expect((await activate(ownerCode)).status).toBe(200);
    expect(await me(owner.client)).toMatchObject({ email, emailVerified: true });
    expect(await me(squatter.client)).toMatchObject({ email: null, emailVerified: false });

    const late = await activate(squatterCode);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'That e-mail has been verified by another account.',
    });
    expect(await me(owner.client)).toMatchObject({ email, emailVerified: true });

    // Once verified, the address is refused to everyone else.
    const again = await squatter.client.post('/api/user/set-email', { email, password: PASSWORD });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('EMAIL_TAKEN');
  });

  it('go to exactly one account when two verify at the same moment', async () => {
    const email = freshEmail();
    const players = await Promise.all(Array.from({ length: 4 }, () => registerPlayer(server)));
    const codes: string[] = [];
    for (const player of players) codes.push(await claim(player.client, email));
    const results = await Promise.all(codes.map((code) => activate(code)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status === 409)).toHaveLength(3);
    const holders = await server.context.database.db
      .selectFrom('users')
      .select(['id', 'email_verified_at'])
      .where('email', '=', email)
      .execute();
    expect(holders).toHaveLength(1);
    expect(holders[0]?.email_verified_at).not.toBeNull();
  });

  it('do not block registration, nor does a verified one, whose owner is told instead', async () => {
    const email = freshEmail();
    const first = await registerPlayer(server);
    await claim(first.client, email);
    const second = await server.client().post('/api/user/register', {
      username: uniqueUsername(),
      password: PASSWORD,
      email,
    });
    expect(second.status).toBe(200);
    expect(second.body.user).toMatchObject({ email, emailVerified: false });

    // Refusing would tell anyone which addresses have accounts here: the registration
    // is taken as any other, and the address's owner gets a notice, not a link.
    const verified = freshEmail();
    await activate(await claim(first.client, verified));
    const before = smtp.messages.length;
    const username = uniqueUsername();
    const taken = await server.client().post('/api/user/register', {
      username,
      password: PASSWORD,
      email: verified.toUpperCase(),
    });
    expect(taken.status).toBe(200);
    expect(taken.body.user).toMatchObject({ email: verified, emailVerified: false });
    const notice = await smtp.nextMessageTo(verified, before);
    expect(notice).toContain(username);
    expect(notice).not.toMatch(/action=(3D)?activate-email/);
    const login = await server.client().post('/api/user/login', { username: verified, password: PASSWORD });
    expect(login.body.user.userId).toBe(first.userId);
  });

  it('log in and reset the account that gave them first, whoever names them later', async () => {
    const email = freshEmail();
    const owner = await registerPlayer(server, { email });
    const ownerCode = await smtp.linkToken(email, 'activate-email');
    const login = (password: string) =>
      server.client().post('/api/user/login', { username: email, password });
    expect((await login(PASSWORD)).body.user.userId).toBe(owner.userId);

    // Two later accounts name the same address, one by registering, one by changing theirs.
    const squatterPassword = 'another secret pass';
    const registered = await server.client().post('/api/user/register', {
      username: uniqueUsername(),
      password: squatterPassword,
      email,
    });
    expect(registered.status).toBe(200);
    const other = await registerPlayer(server, { password: squatterPassword });
    await claim(other.client, email, squatterPassword);
    const byEmail = await login(PASSWORD);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.user.userId).toBe(owner.userId);
    expect((await login(squatterPassword)).status).toBe(401);

    // A reset asked for the address mails the owner's account.
    const before = smtp.messages.length;
    expect((await server.client().post('/api/user/start-pw-reset', { email })).status).toBe(200);
    expect(await smtp.nextMessageTo(email, before)).toContain(owner.username);
    const token = await smtp.linkToken(email, 'reset-password');
    const reset = await server
      .client()
      .post('/api/user/finish-pw-reset', { token, password: 'a brand new password' });
    expect(reset.status).toBe(200);
    expect(reset.body.user.userId).toBe(owner.userId);

    // Verifying is what proves an address: the owner's link takes it from the others.
    expect((await activate(ownerCode)).status).toBe(200);
    expect((await login('a brand new password')).body.user.userId).toBe(owner.userId);
    expect(await me(other.client)).toMatchObject({ email: null });
  });

  it('go to the account that verified them, even when another gave them first', async () => {
    const email = freshEmail();
    await registerPlayer(server, { email });
    const later = await registerPlayer(server, { password: 'the later password' });
    await activate(await claim(later.client, email, 'the later password'));
    const byEmail = await server
      .client()
      .post('/api/user/login', { username: email, password: 'the later password' });
    expect(byEmail.body.user.userId).toBe(later.userId);
  });
});

describe('POST /api/user/set-email rate limits', () => {
  it('limits changes per account, from any address', async () => {
    const limited = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const { client } = await registerPlayer(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await client.post(
          '/api/user/set-email',
          { email: freshEmail(), password: PASSWORD },
          { 'x-forwarded-for': `10.9.0.${i}` },
        );
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect(
        (await client.post('/api/user/set-email', { email: freshEmail(), password: PASSWORD })).body.code,
      ).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });

  it('limits changes per address, across accounts, and changes nothing when limited', async () => {
    const limited = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const fromOneAddress = { 'x-forwarded-for': '10.8.0.1' };
      const players = await Promise.all(Array.from({ length: 6 }, () => registerPlayer(limited)));
      const statuses: number[] = [];
      for (const player of players) {
        for (let i = 0; i < 4; i += 1) {
          const response = await player.client.post(
            '/api/user/set-email',
            { email: freshEmail(), password: PASSWORD },
            fromOneAddress,
          );
          statuses.push(response.status);
        }
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(20);
      expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
      const last = players[5] as (typeof players)[number];
      expect((await last.client.get('/api/user/me')).body.user.email).toBeNull();
    } finally {
      await limited.close();
    }
  });
});
