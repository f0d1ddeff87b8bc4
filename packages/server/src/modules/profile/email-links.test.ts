import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestServer, type TestServer, uniqueUsername } from '../../test/harness';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';

/**
 * Links in e-mails come from configuration, never from the request: these calls are
 * made over raw HTTP because fetch will not send a Host header of our choosing.
 */
let smtp: SmtpInbox;
let server: TestServer;
let port: number;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  server = await startTestServer({
    env: { SMTP_URL: smtp.url, CORS_ORIGINS: 'http://partner.test' },
  });
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** A POST with the Host (and any other header) the caller chooses. */
function postWithHost(
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; cookie: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cookie: response.headers['set-cookie']?.[0]?.split(';')[0],
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

/** The link (up to its token) in the newest message to `to`. */
async function linkSentTo(to: string, action: string): Promise<string> {
  const token = await smtp.linkToken(to, action);
  const raw = (smtp.messages.find((message) => message.replace(/=\r?\n/g, '').includes(token)) ?? '')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const match = raw.match(new RegExp(`(\\S+)\\?action=${action}&token=${token}`));
  if (!match) throw new Error(`no ${action} link to ${to}`);
  return match[1] as string;
}

describe('e-mail links without PUBLIC_URL', () => {
  it('ignore a forged Host: registration and set-email links point at the casino', async () => {
    const username = uniqueUsername('h');
    const email = `${username}@example.com`;
    const registered = await postWithHost(
      '/api/user/register',
      { username, password: PASSWORD, email },
      { host: 'attacker.example' },
    );
    expect(registered.status).toBe(200);
    expect(await linkSentTo(email, 'activate-email')).toBe(`http://localhost:${port}/`);

    const second = `${username}.b@example.com`;
    const changed = await postWithHost(
      '/api/user/set-email',
      { email: second, password: PASSWORD },
      { host: 'attacker.example:8443', cookie: registered.cookie ?? '' },
    );
    expect(changed.status).toBe(200);
    expect(await linkSentTo(second, 'activate-email')).toBe(`http://localhost:${port}/`);
  });

  it('follow a trusted origin the request came to (a configured origin, 127.0.0.1)', async () => {
    const partner = `${uniqueUsername('p')}@example.com`;
    await postWithHost(
      '/api/user/register',
      { username: uniqueUsername('p'), password: PASSWORD, email: partner },
      { host: 'partner.test' },
    );
    expect(await linkSentTo(partner, 'activate-email')).toBe('http://partner.test/');

    const local = `${uniqueUsername('l')}@example.com`;
    await postWithHost(
      '/api/user/register',
      { username: uniqueUsername('l'), password: PASSWORD, email: local },
      { host: `127.0.0.1:${port}` },
    );
    expect(await linkSentTo(local, 'activate-email')).toBe(`http://127.0.0.1:${port}/`);
  });
});

describe('e-mail links with PUBLIC_URL', () => {
  it('always use PUBLIC_URL, whatever the Host', async () => {
    const inbox = await startSmtpInbox();
    const configured = await startTestServer({
      env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://casino.example', ALLOW_SIMULATED_CHAIN: 'true' },
    });
    try {
      const email = `${uniqueUsername('c')}@example.com`;
      const response = await configured
        .client()
        .post(
          '/api/user/register',
          { username: uniqueUsername('c'), password: PASSWORD, email },
          { 'x-forwarded-host': 'attacker.example' },
        );
      expect(response.status).toBe(200);
      const token = await inbox.linkToken(email, 'activate-email');
      const raw = inbox.messages.find((message) => message.replace(/=\r?\n/g, '').includes(token)) ?? '';
      expect(raw.replace(/=\r?\n/g, '')).toContain('https://casino.example/?action=3Dactivate-email');
    } finally {
      await configured.close();
      await inbox.close();
    }
  });
});
