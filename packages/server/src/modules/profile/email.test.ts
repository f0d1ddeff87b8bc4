import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  registerPlayer,
  startTestServer,
  type TestServer,
  uniqueUsername,
} from '../../test/harness';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';

/** A real SMTP server on a local port; every message it receives is kept, raw. */
let smtp: SmtpInbox;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  server = await startTestServer({
    env: {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'http://casino.test',
      MAIL_FROM: 'Ante <mail@casino.test>',
    },
  });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** The activation code in the newest message to `to`. */
const codeSentTo = (to: string) => smtp.linkToken(to, 'activate-email');

describe('e-mail activation over SMTP', () => {
  it('sets an e-mail, mails a link to the public address, and the link activates it once', async () => {
    const { client } = await registerPlayer(server);
    const email = `${uniqueUsername('m')}@example.com`;
    const set = await client.post('/api/user/set-email', { email: email.toUpperCase(), password: PASSWORD });
    expect(set.status).toBe(200);
    expect(set.body.user).toMatchObject({ email, emailVerified: false });
    const code = await codeSentTo(email);
    const raw = smtp.messages.find((m) => m.includes(code.slice(0, 20))) ?? '';
    expect(raw).toContain('From: Ante <mail@casino.test>');
    expect(raw.replace(/=\r?\n/g, '')).toContain('http://casino.test/?action=3Dactivate-email');

    // The link needs no login: the code is the proof.
    const activated = await server.client().post('/api/user/activate-email', { verificationCode: code });
    expect(activated.status).toBe(200);
    expect((await client.get('/api/user/me')).body.user).toMatchObject({ email, emailVerified: true });
    const again = await server.client().post('/api/user/activate-email', { verificationCode: code });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This verification link is invalid or has expired.');
    expect((await client.post('/api/user/set-email', { email, password: PASSWORD })).status).toBe(409);
    expect((await client.post('/api/user/send-verify-email', {})).status).toBe(409);
  });

  it('mails the address given at registration, and a link for an old address no longer activates', async () => {
    const username = uniqueUsername('r');
    const first = `${username}@example.com`;
    const client = server.client();
    const registered = await client.post('/api/user/register', {
      username,
      password: 'correct horse battery',
      email: first,
    });
    expect(registered.status).toBe(200);
    const oldCode = await codeSentTo(first);
    const second = `${username}.new@example.com`;
    await client.post('/api/user/set-email', { email: second, password: PASSWORD });
    await codeSentTo(second);
    expect(
      (await server.client().post('/api/user/activate-email', { verificationCode: oldCode })).status,
    ).toBe(400);
    expect((await client.get('/api/user/me')).body.user).toMatchObject({
      email: second,
      emailVerified: false,
    });
  });

  it('asks for the current password, and a wrong one changes nothing', async () => {
    const { client } = await registerPlayer(server);
    const email = `${uniqueUsername('w')}@example.com`;
    const wrong = await client.post('/api/user/set-email', { email, password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      message: 'Password is incorrect.',
      code: 'WRONG_PASSWORD',
      field: 'password',
    });
    for (const body of [{ email }, { email, password: '' }, { email, password: ['x'] }]) {
      const missing = await client.post('/api/user/set-email', body);
      expect(missing.status).toBe(400);
      expect(missing.body.field).toBe('password');
    }
    expect((await client.get('/api/user/me')).body.user.email).toBeNull();
    expect(smtp.messages.some((raw) => raw.includes(`To: ${email}`))).toBe(false);
    const events = (await client.get('/api/user/security-events')).body.events;
    expect(events.map((event: { kind: string }) => event.kind)).toEqual(['account_created']);

    expect((await client.post('/api/user/set-email', { email, password: PASSWORD })).status).toBe(200);
    await codeSentTo(email);
    const after = (await client.get('/api/user/security-events')).body.events;
    expect(after.map((event: { kind: string }) => event.kind)).toEqual(['email_changed', 'account_created']);
  });

  it('resends at most once a minute', async () => {
    const { client } = await registerPlayer(server);
    expect((await client.post('/api/user/send-verify-email', {})).status).toBe(409);
    await client.post('/api/user/set-email', {
      email: `${uniqueUsername('s')}@example.com`,
      password: PASSWORD,
    });
    const soon = await client.post('/api/user/send-verify-email', {});
    expect(soon.status).toBe(429);
  });

  it('refuses bad input, an address another account verified and anonymous calls', async () => {
    const { client } = await registerPlayer(server);
    const taken = `${uniqueUsername('t')}@example.com`;
    await client.post('/api/user/set-email', { email: taken, password: PASSWORD });
    await server.client().post('/api/user/activate-email', { verificationCode: await codeSentTo(taken) });
    const other = (await registerPlayer(server)).client;
    const conflict = await other.post('/api/user/set-email', { email: taken, password: PASSWORD });
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe('EMAIL_TAKEN');
    for (const body of [
      {},
      { email: 'not-an-email', password: PASSWORD },
      { email: 'a@b.co', password: PASSWORD, extra: 1 },
    ]) {
      expect((await other.post('/api/user/set-email', body)).status).toBe(400);
    }
    for (const body of [{}, { verificationCode: 'short' }, { verificationCode: 'z'.repeat(64) }]) {
      expect((await server.client().post('/api/user/activate-email', body)).status).toBe(400);
    }
    const anonymous = server.client();
    expect(
      (await anonymous.post('/api/user/set-email', { email: 'x@example.com', password: PASSWORD })).status,
    ).toBe(401);
    expect((await anonymous.post('/api/user/send-verify-email', {})).status).toBe(401);
  });
});

describe('without SMTP_URL', () => {
  it('still sets the e-mail (the link goes to the log)', async () => {
    const local = await startTestServer();
    try {
      const { client } = await registerPlayer(local);
      const response = await client.post('/api/user/set-email', {
        email: `${uniqueUsername('l')}@example.com`,
        password: PASSWORD,
      });
      expect(response.status).toBe(200);
      expect(response.body.user.emailVerified).toBe(false);
    } finally {
      await local.close();
    }
  });
});
