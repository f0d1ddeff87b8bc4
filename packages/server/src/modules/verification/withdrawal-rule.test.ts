import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../lib/config';
import { registerPlayer, startTestServer, TestClient, type TestServer } from '../../test/harness';
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
  server = await startTestServer({
    env: { DATA_DIR: tempDataDir(), KYC_WITHDRAW_LEVEL_USD: '2:2000', KYC_WITHDRAW_30_DAYS_USD: '5000' },
  });
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
        'Withdrawals above $2,000.00 in 24 hours need verification level 2. Verify your account to level 2 in Settings → Verify, then try again.',
      // The web shows the dollar figure in the player's display currency.
      amountsUsd: ['2000'],
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
      above30DaysUsd: '5000',
    });
  });
});

/** ETH worth about `usd` dollars at the test server's price. */
function ethWorth(usd: number): string {
  return (usd / Number(server.context.wallet.rates.usdPrice('ETH'))).toFixed(6);
}

/** Moves every withdrawal of the player `days` into the past, as if made then. */
async function backdateWithdrawals(userId: string, days: number) {
  await server.context.database.db
    .updateTable('withdrawals')
    .set({ created_at: sql`now() - make_interval(days => ${days})` })
    .where('user_id', '=', userId)
    .execute();
}

describe('the threshold is a total over time, not a limit per withdrawal', () => {
  it('lets one of five concurrent $1,999 withdrawals through, since two would pass $2,000 in 24 hours', async () => {
    const player = await registerPlayer(server);
    await fund(server, player.userId, 'ETH', '5');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => player.client.post('/api/wallet/withdraw', withdrawal(ethWorth(1999)))),
    );
    expect(results.map((each) => each.status).sort()).toEqual([200, 403, 403, 403, 403]);
    for (const refused of results.filter((each) => each.status === 403)) {
      expect(refused.body.code).toBe('VERIFICATION_REQUIRED');
      expect(refused.body.message).toMatch(
        /^Withdrawals above \$2,000\.00 in 24 hours need verification level 2\. You have withdrawn \$1,99\d\.\d\d in the last 24 hours\./,
      );
    }
    const rows = await server.context.database.db
      .selectFrom('withdrawals')
      .select('value_usd')
      .where('user_id', '=', player.userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]?.value_usd)).toBeCloseTo(1999, 0);
    // Even a small one more would pass the day's total.
    expect((await player.client.post('/api/wallet/withdraw', withdrawal(ethWorth(5)))).status).toBe(403);
  });

  it('counts a cancelled withdrawal as nothing, since its money stayed', async () => {
    const player = await registerPlayer(server);
    await fund(server, player.userId, 'ETH', '3');
    const first = await player.client.post('/api/wallet/withdraw', withdrawal(ethWorth(1500)));
    expect(first.status).toBe(200);
    expect((await player.client.post('/api/wallet/withdraw', withdrawal(ethWorth(1000)))).status).toBe(403);
    const cancelled = await player.client.post('/api/wallet/withdraw/cancel', {
      withdrawId: first.body.withdrawal.id,
    });
    expect(cancelled.status).toBe(200);
    expect((await player.client.post('/api/wallet/withdraw', withdrawal(ethWorth(1000)))).status).toBe(200);
  });

  it('counts 30 days as well: a day apart, the third $1,999 passes $5,000 in 30 days', async () => {
    const player = await registerPlayer(server);
    await fund(server, player.userId, 'ETH', '5');
    for (let day = 0; day < 2; day++) {
      expect((await player.client.post('/api/wallet/withdraw', withdrawal(ethWorth(1999)))).status).toBe(200);
      await backdateWithdrawals(player.userId, 2);
    }
    const refused = await player.client.post('/api/wallet/withdraw', withdrawal(ethWorth(1999)));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(
      /^Withdrawals above \$5,000\.00 in 30 days need verification level 2\. You have withdrawn \$3,99\d\.\d\d in the last 30 days\./,
    );
    // Once the earlier ones are more than 30 days old they no longer count.
    await backdateWithdrawals(player.userId, 31);
    expect((await player.client.post('/api/wallet/withdraw', withdrawal(ethWorth(1999)))).status).toBe(200);
  });
});

describe('KYC_WITHDRAW_LEVEL_USD and the document store settings', () => {
  it('reads a level and a USD value, or off; defaults to level 2 above $2,000', () => {
    expect(loadConfig({}).kycWithdrawRule).toEqual({ level: 2, aboveUsd: '2000', above30DaysUsd: '10000' });
    expect(loadConfig({ KYC_WITHDRAW_LEVEL_USD: '3:10000.50' }).kycWithdrawRule).toEqual({
      level: 3,
      aboveUsd: '10000.50',
      above30DaysUsd: '10000',
    });
    expect(loadConfig({ KYC_WITHDRAW_30_DAYS_USD: 'off' }).kycWithdrawRule).toEqual({
      level: 2,
      aboveUsd: '2000',
      above30DaysUsd: null,
    });
    expect(() => loadConfig({ KYC_WITHDRAW_30_DAYS_USD: '-5' })).toThrow(/KYC_WITHDRAW_30_DAYS_USD/);
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

/**
 * Two nodes sharing one PostgreSQL database, as behind a load balancer: the totals are
 * the database's, so withdrawals raced through both nodes still pass only while the
 * day's total stays under the threshold. Needs PostgreSQL and Redis, as CI's second run.
 */
describe.runIf(Boolean(process.env.DATABASE_URL && process.env.REDIS_URL))('across two nodes', () => {
  let nodeB: TestServer;
  beforeAll(async () => {
    nodeB = await startTestServer({
      env: { DATA_DIR: tempDataDir(), KYC_WITHDRAW_LEVEL_USD: '2:2000', KYC_WITHDRAW_30_DAYS_USD: '5000' },
      databaseUrl: server.context.config.databaseUrl ?? '',
    });
  });
  afterAll(() => nodeB?.close());

  it('lets one of six $1,999 withdrawals raced through two nodes through', async () => {
    const player = await registerPlayer(server);
    await fund(server, player.userId, 'ETH', '6');
    const onB = new TestClient(nodeB.url);
    for (const [name, value] of player.client.cookies) onB.cookies.set(name, value);
    const amount = ethWorth(1999);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        (index % 2 === 0 ? player.client : onB).post('/api/wallet/withdraw', withdrawal(amount)),
      ),
    );
    expect(results.map((each) => each.status).sort()).toEqual([200, 403, 403, 403, 403, 403]);
  });
});
