import { multiplyByRate, parseAmount } from '@ante/core';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { registerStaff } from '../../../test/staff-helpers';
import { depositTestCoins, expectLedgerSound } from '../../../test/wallet-helpers';
import { bringStaleCampaignsForward } from './bring-stale-campaigns-forward';
import { referredPlayersCommission } from './campaign-commission';
import {
  affiliate,
  ageRounds,
  bet,
  DICE_EDGE,
  expectedAtoms,
  refer,
  referredPlayer,
  stakedUsd,
  standing,
} from './commission-test-helpers';

/**
 * Commission read from rounds, on a real database: referrals inserted directly, rounds
 * made by real dice bets through the play API, time moved by ageing the rows.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

/** The USD commission of `usd` atoms staked on dice under 50, rounded down once. */
const expectedUsd = (usd: bigint, percent: bigint, halved = false) =>
  (usd * DICE_EDGE.n * percent) / (DICE_EDGE.d * 200n * (halved ? 2n : 1n));

describe('affiliate commission', () => {
  it('earns stake x edge x percent / 2 on a referred player stakes, in each currency', async () => {
    const { campaignId } = await affiliate(server);
    const player = await referredPlayer(server, campaignId);
    for (let index = 0; index < 10; index += 1) await bet(player.client, 'USDT', '100');
    for (let index = 0; index < 3; index += 1) await bet(player.client, 'BTC', '0.01');
    const read = await standing(server, campaignId);
    const usdt = expectedAtoms('1000', 10n);
    const btc = expectedAtoms('0.03', 10n);
    // 1000 USDT x 101/10001 x 10% / 2 = 0.50494950... USDT.
    expect(usdt).toBe(504_949_505_049_495_050n);
    expect(read.currencies.get('USDT')).toEqual({ earned: usdt, paid: 0n, available: usdt });
    expect(read.currencies.get('BTC')).toEqual({ earned: btc, paid: 0n, available: btc });
    const usd = await stakedUsd(server, player.userId);
    const staked = (usd.get('USDT') ?? 0n) + (usd.get('BTC') ?? 0n);
    expect(staked).toBe(parseAmount('1000') + multiplyByRate(parseAmount('0.03'), '95000'));
    expect(read.wageredUsd).toBe(staked);
    const earnedUsd = expectedUsd(usd.get('USDT') ?? 0n, 10n) + expectedUsd(usd.get('BTC') ?? 0n, 10n);
    expect(read.earnedUsd).toBe(earnedUsd);
    expect(read.paidUsd).toBe(0n);
    expect([...read.daily.values()].reduce((a, b) => a + b, 0n)).toBe(earnedUsd);
    expect(await referredPlayersCommission(server.context.database.db, campaignId, [player.userId])).toEqual(
      new Map([[player.userId, { wageredUsd: staked, commissionUsd: earnedUsd }]]),
    );
  });

  it('counts no round placed before the referral, nor a player referred elsewhere', async () => {
    const { campaignId } = await affiliate(server);
    const other = await affiliate(server);
    const player = await referredPlayer(server, campaignId, { refer: false });
    for (let index = 0; index < 5; index += 1) await bet(player.client, 'USDT', '100');
    await ageRounds(server, player.userId, '1 second');
    expect((await standing(server, campaignId)).currencies.size).toBe(0);
    await refer(server, campaignId, player.userId);
    await bet(player.client, 'USDT', '100');
    await bet(player.client, 'USDT', '100');
    const read = await standing(server, campaignId);
    expect(read.currencies.get('USDT')?.earned).toBe(expectedAtoms('200', 10n));
    expect(read.wageredUsd).toBe(parseAmount('200'));
    expect((await standing(server, other.campaignId)).currencies.size).toBe(0);
    // Every id asked for is in the answer; an unknown campaign stands at nothing.
    expect((await standing(server, '00000000-0000-4000-8000-000000000000')).earnedUsd).toBe(0n);
  });

  it('earns half in the currency of an open rollover, in full in others', async () => {
    const { campaignId } = await affiliate(server);
    const player = await referredPlayer(server, campaignId);
    expect((await player.client.post('/api/rewards/rollover-offer/confirm', { optIn: true })).status).toBe(
      200,
    );
    await depositTestCoins(player.client, 'USDT', 'TRON', '5');
    const stats = await player.client.get('/api/rewards/stats');
    expect(stats.body.rolloverBonus).toMatchObject({ currency: 'USDT', status: 'active' });
    for (let index = 0; index < 4; index += 1) await bet(player.client, 'USDT', '10');
    await bet(player.client, 'BTC', '0.001');
    const read = await standing(server, campaignId);
    expect(read.currencies.get('USDT')?.earned).toBe(expectedAtoms('40', 10n, true));
    expect(read.currencies.get('BTC')?.earned).toBe(expectedAtoms('0.001', 10n));
  });

  it('applies a staff change of the percent from then on only', async () => {
    const admin = (await registerStaff(server)).client;
    const { campaignId, client: owner } = await affiliate(server);
    const player = await referredPlayer(server, campaignId);
    const url = `/api/admin/affiliate/campaign/${campaignId}/commission`;
    for (let index = 0; index < 3; index += 1) await bet(player.client, 'USDT', '100');
    // Settled before the settle grace: brought forward at the old percent.
    await ageRounds(server, player.userId, '10 minutes');
    const set = await admin.post(url, { percent: 20 });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toEqual({ id: campaignId, commissionPercent: 20 });
    for (let index = 0; index < 2; index += 1) await bet(player.client, 'USDT', '100');
    const atTwenty = expectedAtoms('300', 10n) + expectedAtoms('200', 20n);
    expect((await standing(server, campaignId)).currencies.get('USDT')?.earned).toBe(atTwenty);
    expect((await admin.post(url, { percent: 12.5 })).body.commissionPercent).toBe(12.5);
    expect((await admin.post(url, { percent: null })).body.commissionPercent).toBe(10);
    // The last two bets were inside the grace at each change: they earn at the percent of now.
    expect((await standing(server, campaignId)).currencies.get('USDT')?.earned).toBe(
      expectedAtoms('300', 10n) + expectedAtoms('200', 10n),
    );
    for (const body of [{ percent: 21 }, { percent: -1 }, { percent: 1.234 }, { percent: '5' }, {}, []]) {
      expect((await admin.post(url, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await admin.post('/api/admin/affiliate/campaign/nope/commission', { percent: 5 })).status).toBe(
      400,
    );
    const unknown = '/api/admin/affiliate/campaign/00000000-0000-4000-8000-000000000000/commission';
    expect((await admin.post(unknown, { percent: 5 })).status).toBe(404);
    expect((await owner.post(url, { percent: 20 })).status).toBe(403);
    expect((await server.client().post(url, { percent: 20 })).status).toBe(401);
  });

  it('reads the same figures whether rounds were brought forward or not', async () => {
    const { campaignId } = await affiliate(server);
    const player = await referredPlayer(server, campaignId);
    for (let index = 0; index < 7; index += 1) await bet(player.client, 'USDT', '13.37');
    await bet(player.client, 'BTC', '0.0123');
    const fresh = await standing(server, campaignId);
    const db = server.context.database.db;
    expect(
      await db.selectFrom('affiliate_earnings').selectAll().where('campaign_id', '=', campaignId).execute(),
    ).toEqual([]);
    // The same rounds two hours older: the scheduled job brings them all forward.
    await ageRounds(server, player.userId, '2 hours');
    await bringStaleCampaignsForward(db, pino({ level: 'silent' }));
    const brought = await standing(server, campaignId);
    const earnings = await db
      .selectFrom('affiliate_earnings')
      .select(['currency', 'commission'])
      .where('campaign_id', '=', campaignId)
      .execute();
    expect(earnings.map((row) => row.currency).sort()).toEqual(['BTC', 'USDT']);
    expect(brought.currencies).toEqual(fresh.currencies);
    expect([brought.wageredUsd, brought.earnedUsd]).toEqual([fresh.wageredUsd, fresh.earnedUsd]);
    // Younger rounds are read beside the brought-forward ones.
    await bet(player.client, 'USDT', '100');
    const later = await standing(server, campaignId);
    expect(later.currencies.get('USDT')?.earned).toBe(
      (fresh.currencies.get('USDT')?.earned ?? 0n) + expectedAtoms('100', 10n),
    );
    expect(later.currencies.get('USDT')?.earned).toBe(
      expectedAtoms('93.59', 10n) + expectedAtoms('100', 10n),
    );
  });

  it('reports the commission per UTC day of settlement', async () => {
    const { campaignId } = await affiliate(server);
    const player = await referredPlayer(server, campaignId);
    const db = server.context.database.db;
    await sql`UPDATE affiliate_referrals SET created_at = created_at - interval '3 days' WHERE user_id = ${player.userId}`.execute(
      db,
    );
    await sql`UPDATE affiliate_campaigns SET counted_until = now() - interval '3 days',
      scan_from = now() - interval '3 days' WHERE id = ${campaignId}`.execute(db);
    await bet(player.client, 'USDT', '100');
    await bet(player.client, 'USDT', '100');
    await ageRounds(server, player.userId, '1 day');
    await bet(player.client, 'USDT', '50');
    const day = (offsetDays: number) =>
      new Date(Date.now() - offsetDays * 86_400_000).toISOString().slice(0, 10);
    const read = await standing(server, campaignId, new Date(Date.now() - 7 * 86_400_000));
    expect(read.daily).toEqual(
      new Map([
        [day(1), expectedUsd(parseAmount('200'), 10n)],
        [day(0), expectedUsd(parseAmount('50'), 10n)],
      ]),
    );
    // Only days since `dailySince`; the totals count every day.
    const today = await standing(server, campaignId, new Date(`${day(0)}T00:00:00Z`));
    expect([...today.daily.keys()]).toEqual([day(0)]);
    expect(today.earnedUsd).toBe(read.earnedUsd);
  });
});
