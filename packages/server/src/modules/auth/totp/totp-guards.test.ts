import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  registerPlayer,
  startTestServer,
  type TestServer,
  uniqueUsername,
} from '../../../test/harness';
import { type SmtpInbox, startSmtpInbox } from '../../../test/smtp-inbox';
import { codeAt, enableTwoFactor } from '../../../test/totp-helpers';
import { expectLedgerSound, fund } from '../../../test/wallet-helpers';

/**
 * Once two-factor is on, every call that guards the account or moves money out of it
 * needs a code (require-totp.ts): each is refused without one and with a wrong one,
 * changing nothing, and carried out with a right one.
 */
let smtp: SmtpInbox;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpInbox();
  server = await startTestServer({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});
afterEach(() => expectLedgerSound(server));

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

async function playerWithTwoFactor(options: { email?: string } = {}) {
  const player = await registerPlayer(server, options);
  const secret = await enableTwoFactor(player.client);
  return { ...player, secret };
}

describe('login with two-factor', () => {
  it('asks for the code after the right password, refuses a wrong one, and logs in with the right one', async () => {
    const { username, secret } = await playerWithTwoFactor();
    const client = server.client();
    const missing = await client.post('/api/user/login', { username, password: PASSWORD });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ code: 'TOTP_REQUIRED', field: 'totpCode' });
    expect(missing.headers.getSetCookie()).toEqual([]);

    const wrong = await client.post('/api/user/login', {
      username,
      password: PASSWORD,
      totpCode: codeAt(secret, 5),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'WRONG_TOTP_CODE', field: 'totpCode' });
    expect(wrong.headers.getSetCookie()).toEqual([]);
    expect((await client.get('/api/user/me')).status).toBe(401);

    const right = await client.post('/api/user/login', {
      username,
      password: PASSWORD,
      totpCode: codeAt(secret),
    });
    expect(right.status).toBe(200);
    expect(right.body.user).toMatchObject({ username, totpEnabled: true });
    expect((await client.get('/api/user/me')).status).toBe(200);
  });

  it('says nothing of two-factor to a wrong password, code or not', async () => {
    const { username, secret } = await playerWithTwoFactor();
    for (const body of [
      { username, password: 'wrong password' },
      { username, password: 'wrong password', totpCode: codeAt(secret) },
    ]) {
      const response = await server.client().post('/api/user/login', body);
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('INVALID_CREDENTIALS');
    }
  });

  it('ignores a code sent for an account without two-factor', async () => {
    const { username } = await registerPlayer(server);
    const response = await server
      .client()
      .post('/api/user/login', { username, password: PASSWORD, totpCode: '000000' });
    expect(response.status).toBe(200);
  });
});

describe('calls guarded by two-factor', () => {
  it('withdrawal: refused without a code and with a wrong one, sent with the right one', async () => {
    const { client, userId, secret } = await playerWithTwoFactor();
    await fund(server, userId, 'BTC', '1');
    const body = { currency: 'BTC', network: 'BTC', address: BTC_ADDRESS, amount: '0.5' };
    const missing = await client.post('/api/wallet/withdraw', body);
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({ code: 'TOTP_REQUIRED', field: 'totpCode' });
    const wrong = await client.post('/api/wallet/withdraw', { ...body, totpCode: codeAt(secret, 5) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('WRONG_TOTP_CODE');
    expect((await client.get('/api/wallet/balances')).body.BTC).toBe('1');
    const right = await client.post('/api/wallet/withdraw', { ...body, totpCode: codeAt(secret) });
    expect(right.status).toBe(200);
    expect((await client.get('/api/wallet/balances')).body.BTC).toBe('0.4999');
  });

  it('vault withdrawal: refused without a code, carried out with it', async () => {
    const { client, userId, secret } = await playerWithTwoFactor();
    await fund(server, userId, 'BTC', '1');
    expect((await client.post('/api/wallet/vault/deposit', { currency: 'BTC', amount: '0.4' })).status).toBe(
      200,
    );
    const body = { currency: 'BTC', amount: '0.1', password: PASSWORD };
    const missing = await client.post('/api/wallet/vault/withdraw', body);
    expect(missing.status).toBe(403);
    expect(missing.body.code).toBe('TOTP_REQUIRED');
    const right = await client.post('/api/wallet/vault/withdraw', { ...body, totpCode: codeAt(secret) });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ balance: '0.7', vaultBalance: '0.3' });
  });

  it('vault withdrawal with a wrong password does not spend the code', async () => {
    const { client, userId, secret } = await playerWithTwoFactor();
    await fund(server, userId, 'BTC', '1');
    await client.post('/api/wallet/vault/deposit', { currency: 'BTC', amount: '0.4' });
    const code = codeAt(secret);
    const wrongPassword = await client.post('/api/wallet/vault/withdraw', {
      currency: 'BTC',
      amount: '0.1',
      password: 'not the password',
      totpCode: code,
    });
    expect(wrongPassword.body.code).toBe('WRONG_PASSWORD');
    const right = await client.post('/api/wallet/vault/withdraw', {
      currency: 'BTC',
      amount: '0.1',
      password: PASSWORD,
      totpCode: code,
    });
    expect(right.status).toBe(200);
  });

  it('password change: refused without a code, carried out with it', async () => {
    const { client, username, secret } = await playerWithTwoFactor();
    const body = { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' };
    const missing = await client.post('/api/user/change-password', body);
    expect(missing.status).toBe(403);
    expect(missing.body.code).toBe('TOTP_REQUIRED');
    const wrong = await client.post('/api/user/change-password', { ...body, totpCode: codeAt(secret, 5) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('WRONG_TOTP_CODE');
    // The old password still works.
    expect(
      (await server.client().post('/api/user/login', { username, password: 'a brand new passphrase' })).body
        .code,
    ).toBe('INVALID_CREDENTIALS');
    const right = await client.post('/api/user/change-password', { ...body, totpCode: codeAt(secret) });
    expect(right.status).toBe(200);
  });

  it('e-mail change: refused with the password alone, carried out with the code', async () => {
    const { client, secret } = await playerWithTwoFactor();
    const email = `${uniqueUsername('m')}@example.com`;
    const missing = await client.post('/api/user/set-email', { email, password: PASSWORD });
    expect(missing.status).toBe(403);
    expect(missing.body.code).toBe('TOTP_REQUIRED');
    expect((await client.get('/api/user/me')).body.user.email).toBeNull();
    const right = await client.post('/api/user/set-email', {
      email,
      password: PASSWORD,
      totpCode: codeAt(secret),
    });
    expect(right.status).toBe(200);
    expect(right.body.user.email).toBe(email);
  });

  it('break link: refused without the code (field otp), mailed with it', async () => {
    const email = `${uniqueUsername('x')}@example.com`;
    const { client, secret } = await playerWithTwoFactor({ email });
    const activation = await smtp.linkToken(email, 'activate-email');
    expect(
      (await server.client().post('/api/user/activate-email', { verificationCode: activation })).status,
    ).toBe(200);
    const missing = await client.post('/api/user/exclude/init', {});
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({ code: 'TOTP_REQUIRED', field: 'otp' });
    const right = await client.post('/api/user/exclude/init', { otp: codeAt(secret) });
    expect(right.status).toBe(200);
    expect(await smtp.linkToken(email, 'update-exclusion')).toMatch(/^[0-9a-f]{64}$/);
  });
});
