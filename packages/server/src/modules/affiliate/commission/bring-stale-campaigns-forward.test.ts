import { fromDecimalString } from '@ante/core';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../../../test/harness';
import { storedRows } from '../../../test/stored-rows';
import { balanceOf, expectLedgerSound } from '../../../test/wallet-helpers';
import { payableAtoms } from '../../rewards/settled-stakes/edge-shares';
import { campaignsOf } from '../affiliate-test-helpers';
import { affiliateJobs } from '../jobs';
import { bringStaleCampaignsForward } from './bring-stale-campaigns-forward';
import {
  affiliate,
  ageRounds,
  bet,
  expectedAtoms,
  referredPlayer,
  standing,
} from './commission-test-helpers';

/**
 * The commission's running totals (affiliate_earnings) on a real database and ledger:
 * referrals inserted directly, real dice bets, time moved by ageing the rows, the lists
 * read and claims made over HTTP, the scheduled job run as the scheduler runs it (its
 * `run`). The log is silent.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const log = pino({ level: 'silent' });
const TABLES = ['affiliate_earnings', 'affiliate_campaigns', 'affiliate_payouts'];
const claimUrl = (campaignId: string) => `/api/affiliate/campaign/${campaignId}/claim`;

async function runJob(): Promise<void> {
  const job = affiliateJobs(server.context, log).find((one) => one.name === 'affiliate.commission-forward');
  if (!job) throw new Error('the commission job is not registered');
  await job.run({ dueAt: new Date(), attempt: 1 });
}

/** What the owner is shown of the campaign: its entry in the list, and its players. */
async function shown(owner: TestClient, campaignId: string) {
  const campaign = (await campaignsOf(owner)).campaigns.find((one) => one.id === campaignId);
  const users = await owner.post(`/api/affiliate/campaign/${campaignId}/users`, {});
  expect(users.status, JSON.stringify(users.body)).toBe(200);
  return { campaign, users: users.body };
}

/**
 * A campaign that was claimed from (its first rounds brought forward), whose referred
 * player then went on in USDT and BTC, all over two hours ago.
 */
async function claimedThenPlayed() {
  const owner = await affiliate(server);
  const player = await referredPlayer(server, owner.campaignId);
  for (let index = 0; index < 3; index += 1) await bet(player.client, 'USDT', '100');
  await ageRounds(server, player.userId, '10 minutes');
  expect((await owner.client.post(claimUrl(owner.campaignId))).status).toBe(200);
  for (let index = 0; index < 4; index += 1) await bet(player.client, 'USDT', '100');
  await bet(player.client, 'BTC', '0.01');
  await ageRounds(server, player.userId, '2 hours');
  return { owner, player };
}

describe('commission running totals', () => {
  it('are not written by a reading of the campaigns or their players, even past the hour', async () => {
    const db = server.context.database.db;
    const { owner } = await claimedThenPlayed();
    const before = await storedRows(db, TABLES);
    const first = await shown(owner.client, owner.campaignId);
    // 3 USDT bets were claimed (0.15), 4 more earn 0.2019...; 0.01 BTC earns 0.00000504...
    expect(first.campaign?.currencies.map((one) => [one.currency, one.available])).toEqual([
      ['BTC', '0.00000504'],
      ['USDT', '0.2'],
    ]);
    expect(await shown(owner.client, owner.campaignId)).toEqual(first);
    expect(await storedRows(db, TABLES)).toEqual(before);
  });

  it('are brought forward by the job, and the figures shown stay the same to the atom', async () => {
    const db = server.context.database.db;
    const { owner, player } = await claimedThenPlayed();
    const shownBefore = await shown(owner.client, owner.campaignId);
    const exactBefore = await standing(server, owner.campaignId);

    await runJob();

    expect(await shown(owner.client, owner.campaignId)).toEqual(shownBefore);
    expect(await standing(server, owner.campaignId)).toEqual(exactBefore);
    const earnings = await db
      .selectFrom('affiliate_earnings')
      .select(['currency', 'commission'])
      .where('campaign_id', '=', owner.campaignId)
      .where('user_id', '=', player.userId)
      .execute();
    const commissionIn = (currency: string) =>
      earnings
        .filter((row) => row.currency === currency)
        .reduce((sum, row) => sum + fromDecimalString(row.commission), 0n);
    // The claim brought the first 300 USDT forward, the job the 400 after them and the BTC.
    expect(commissionIn('USDT')).toBe(expectedAtoms('300', 10n) + expectedAtoms('400', 10n));
    expect(commissionIn('BTC')).toBe(expectedAtoms('0.01', 10n));
    const campaign = await db
      .selectFrom('affiliate_campaigns')
      .select('counted_until')
      .where('id', '=', owner.campaignId)
      .executeTakeFirstOrThrow();
    expect(Date.now() - campaign.counted_until.getTime()).toBeLessThan(6 * 60_000);
    // Nothing is left past the hour: a second run brings nothing forward.
    expect(await bringStaleCampaignsForward(db, log)).toBe(0);
  });

  it('pays exactly what was earned, once, when claims and the job run at the same time', async () => {
    const db = server.context.database.db;
    const campaigns = [];
    for (let index = 0; index < 3; index += 1) {
      const owner = await affiliate(server);
      const player = await referredPlayer(server, owner.campaignId);
      for (let bets = 0; bets < 10; bets += 1) await bet(player.client, 'USDT', '100');
      await ageRounds(server, player.userId, '2 hours');
      // Two more inside the settle grace: read from the rounds, paid as seen.
      await bet(player.client, 'USDT', '100');
      await bet(player.client, 'USDT', '100');
      campaigns.push({ owner, balance: fromDecimalString(await balanceOf(owner.client, 'USDT')) });
    }
    const [, ...claims] = await Promise.all([
      runJob(),
      ...campaigns.map(({ owner }) => owner.client.post(claimUrl(owner.campaignId))),
    ]);
    // 1000 USDT brought forward (by the job or the claim, whichever locked first) and 200
    // unread: 0.6059... USDT earned, 0.60 paid, the rest waits.
    const earned = expectedAtoms('1000', 10n) + expectedAtoms('200', 10n);
    const paid = payableAtoms('USDT', earned);
    expect(paid).toBe(fromDecimalString('0.6'));
    for (const [index, { owner, balance }] of campaigns.entries()) {
      const claimed = claims[index];
      expect(claimed?.status, JSON.stringify(claimed?.body)).toBe(200);
      const transfers = await db
        .selectFrom('transfers')
        .select('amount')
        .where('code', '=', 'affiliate_commission')
        .where('idempotency_key', 'like', `affiliate:${owner.campaignId}:%`)
        .execute();
      expect(transfers.reduce((sum, row) => sum + fromDecimalString(row.amount), 0n)).toBe(paid);
      expect(fromDecimalString(await balanceOf(owner.client, 'USDT')) - balance).toBe(paid);
      const read = await standing(server, owner.campaignId);
      expect(read.currencies.get('USDT')).toEqual({ earned, paid, available: earned - paid });
      expect((await owner.client.post(claimUrl(owner.campaignId))).status).toBe(409);
    }
  });
});
