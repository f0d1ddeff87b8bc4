import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../lib/config';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { registerStaff } from '../../test/staff-helpers';
import { approve, png, tempDataDir, upload, verifyTo } from '../../test/verification-helpers';
import { balanceOf, expectLedgerSound, fund } from '../../test/wallet-helpers';

/**
 * KYC_WITHDRAW_LEVEL_USD on a real server: a withdrawal worth more than the rule's
 * value needs the rule's level, and moves nothing until the account has it.
 */
const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const withdrawal = (amount: string) => ({ currency: 'ETH', network: 'ETH', address: ETH_ADDRESS, amount });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { DATA_DIR: tempDataDir(), KYC_WITHDRAW_LEVEL_USD: '2:2000' } });
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

describe('the verification level withdrawals need', () => {
  it('refuses a withdrawal above the value until level 2 is approved, then lets it through', async () => {
    const player = await registerPlayer(server);
    await fund(server, player.userId, 'ETH', '3');
    // Just over $2,000 at the price of the moment, and just under.
    const price = Number(server.context.wallet.rates.usdPrice('ETH'));
    const over = (2001 / price).toFixed(6);
    const under = (1999 / price).toFixed(6);

    const refused = await player.client.post('/api/wallet/withdraw', withdrawal(over));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 'VERIFICATION_REQUIRED',
      field: 'amount',
      message:
        'Withdrawals above $2,000.00 need verification level 2. Verify your account to level 2 in Settings → Verify, then try again.',
    });
    expect(await balanceOf(player.client, 'ETH')).toBe('3');
    // The account now needs level 2: the profile menu's badge shows.
    expect((await player.client.get('/api/user/me')).body.user).toMatchObject({
      kycRequired: 2,
      kycComplete: 0,
    });

    expect((await player.client.post('/api/wallet/withdraw', withdrawal(under))).status).toBe(200);

    const staff = (await registerStaff(server)).client;
    await verifyTo(staff, player, 1);
    expect((await player.client.post('/api/wallet/withdraw', withdrawal(over))).status).toBe(403);
    expect((await upload(player.client, 2, { front: png(), back: png() })).status).toBe(200);
    expect((await player.client.post('/api/wallet/withdraw', withdrawal(over))).status).toBe(403);
    await approve(staff, player.username, 2);
    const passed = await player.client.post('/api/wallet/withdraw', withdrawal(over));
    expect(passed.status).toBe(200);
    expect((await player.client.get('/api/user/me')).body.user).toMatchObject({
      kycRequired: 2,
      kycComplete: 2,
    });
    expect((await player.client.get('/api/user/verify')).body.withdrawalRule).toEqual({
      level: 2,
      aboveUsd: '2000',
    });
  });
});

describe('KYC_WITHDRAW_LEVEL_USD and the document store settings', () => {
  it('reads a level and a USD value, or off; defaults to level 2 above $2,000', () => {
    expect(loadConfig({}).kycWithdrawRule).toEqual({ level: 2, aboveUsd: '2000' });
    expect(loadConfig({ KYC_WITHDRAW_LEVEL_USD: '3:10000.50' }).kycWithdrawRule).toEqual({
      level: 3,
      aboveUsd: '10000.50',
    });
    expect(loadConfig({ KYC_WITHDRAW_LEVEL_USD: 'off' }).kycWithdrawRule).toBeNull();
    for (const wrong of ['5:100', '2', '2:-1', 'two:100', '2:1.234', '0:100']) {
      expect(() => loadConfig({ KYC_WITHDRAW_LEVEL_USD: wrong }), wrong).toThrow(/KYC_WITHDRAW_LEVEL_USD/);
    }
  });

  it('keeps documents under DATA_DIR, or in a bucket named with all it needs', () => {
    expect(loadConfig({ DATA_DIR: '/srv/ante' }).documentStore).toEqual({
      kind: 'local',
      dir: '/srv/ante/verification-documents',
    });
    const s3 = {
      S3_BUCKET: 'ante-documents',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).documentStore).toEqual({
      kind: 's3',
      bucket: 'ante-documents',
      endpoint: 'https://s3.example.com',
      region: 'auto',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(() => loadConfig({ ...s3, S3_REGION: '' })).toThrow(/S3_REGION is required/);
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/both S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: '' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
  });
});
