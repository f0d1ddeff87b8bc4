import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  registerPlayer,
  startTestServer,
  type TestServer,
  uniqueUsername,
} from '../../test/harness';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { codeAt, enableTwoFactor } from '../../test/totp-helpers';

/**
 * A reset link does not get past two-factor: finish-pw-reset asks for the code and
 * leaves the link unused until it comes. Real SMTP server (smtp-server) and database.
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

/** A player with two-factor on who asked for a reset link: their device, secret and the link's code. */
async function resetWithTwoFactor() {
  const email = `${uniqueUsername('rt')}@example.com`;
  const player = await registerPlayer(server, { email });
  const secret = await enableTwoFactor(player.client);
  await server.client().post('/api/user/start-pw-reset', { email });
  const token = await smtp.linkToken(email, 'reset-password');
  return { ...player, secret, token };
}

const finish = (body: object) => server.client().post('/api/user/finish-pw-reset', body);

async function linkUsed(userId: string): Promise<boolean> {
  const row = await server.context.database.db
    .selectFrom('password_resets')
    .select('used_at')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.used_at !== null;
}

describe('finish-pw-reset with two-factor on', () => {
  it('asks for the code and refuses a wrong one, both leaving the link and password as they were', async () => {
    const { client, username, userId, secret, token } = await resetWithTwoFactor();
    const missing = await finish({ token, password: NEW_PASSWORD });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ code: 'TOTP_REQUIRED', field: 'totpCode' });
    const wrong = await finish({ token, password: NEW_PASSWORD, totpCode: codeAt(secret, 5) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'WRONG_TOTP_CODE', field: 'totpCode' });

    expect(await linkUsed(userId)).toBe(false);
    expect((await client.get('/api/user/me')).status).toBe(200);
    const oldPassword = await server
      .client()
      .post('/api/user/login', { username, password: PASSWORD, totpCode: codeAt(secret) });
    expect(oldPassword.status).toBe(200);
  });

  it('resets with the right code, once', async () => {
    const { client: oldDevice, username, userId, secret, token } = await resetWithTwoFactor();
    const browser = server.client();
    const right = await browser.post('/api/user/finish-pw-reset', {
      token,
      password: NEW_PASSWORD,
      totpCode: codeAt(secret),
    });
    expect(right.status).toBe(200);
    expect(right.body.user).toMatchObject({ username, totpEnabled: true });
    expect((await browser.get('/api/user/me')).status).toBe(200);
    expect((await oldDevice.get('/api/user/me')).status).toBe(401);
    expect(await linkUsed(userId)).toBe(true);

    const again = await finish({ token, password: 'yet another passphrase', totpCode: codeAt(secret, 1) });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('RESET_LINK_USED');
  });

  it('uses the link once when the right code is sent with it twice at once', async () => {
    const { secret, token } = await resetWithTwoFactor();
    const body = { token, password: NEW_PASSWORD, totpCode: codeAt(secret) };
    const answers = await Promise.all([finish(body), finish(body), finish(body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
  });

  it('says a dead link is dead before asking for a code', async () => {
    const { secret, token } = await resetWithTwoFactor();
    expect((await finish({ token, password: NEW_PASSWORD, totpCode: codeAt(secret) })).status).toBe(200);
    const used = await finish({ token, password: NEW_PASSWORD });
    expect(used.status).toBe(400);
    expect(used.body.code).toBe('RESET_LINK_USED');
    const unknown = await finish({ token: 'b'.repeat(64), password: NEW_PASSWORD });
    expect(unknown.body.code).toBe('RESET_LINK_INVALID');
  });

  it.each([
    ['a code of letters', 'abcdef'],
    ['seven digits', '1234567'],
    ['a number', 123456],
  ])('answers 400 VALIDATION on totpCode to %s, and keeps the link', async (_case, totpCode) => {
    const { userId, secret, token } = await resetWithTwoFactor();
    const response = await finish({ token, password: NEW_PASSWORD, totpCode });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', field: 'totpCode' });
    expect(await linkUsed(userId)).toBe(false);
    expect((await finish({ token, password: NEW_PASSWORD, totpCode: codeAt(secret) })).status).toBe(200);
  });

  it('ignores a code sent for an account without two-factor', async () => {
    const email = `${uniqueUsername('nt')}@example.com`;
    await registerPlayer(server, { email });
    await server.client().post('/api/user/start-pw-reset', { email });
    const token = await smtp.linkToken(email, 'reset-password');
    expect((await finish({ token, password: NEW_PASSWORD, totpCode: '123456' })).status).toBe(200);
  });
});
