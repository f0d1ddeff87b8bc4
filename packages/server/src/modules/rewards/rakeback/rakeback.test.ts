import { fromDecimalString, ratio, ratioText, rewardEdge, rewardRates, toDecimalString } from '@ante/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../../test/harness';
import { registerStaff } from '../../../test/staff-helpers';
import { balanceOf, depositTestCoins, expectLedgerSound, fund } from '../../../test/wallet-helpers';
import { claimOffer, createOffer, FREE_OFFER } from '../offers/offer-test-helpers';
import { bet, claim, DICE, playerWithXp, stats } from './rakeback-test-helpers';

/**
 * Rakeback through HTTP on a real database and ledger: real dice bets, the player's xp
 * set in the database to place them just under Bronze, then claims. The running totals
 * and their job are in bring-stale-rakeback-forward.test.ts.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const playerAt = (xp: string) => playerWithXp(server, xp);

describe('rakeback', () => {
  it('is a share of the house edge at the rank the stake settled at', () => {
    const edge = rewardEdge('dice', DICE);
    expect(edge && ratioText(edge, 10)).toBe(ratioText(ratio(101n, 10001n), 10));
    expect(rewardRates(1).rakebackPercent).toBe(5);
    // 100 USDT on dice at Bronze: 100 x 101/10001 x 5% = 0.0504949... USDT.
    expect(ratioText(ratio(100n * 101n * 5n, 10001n * 100n), 8)).toBe('0.05049495');
  });

  it('needs a login', async () => {
    const anonymous = server.client();
    expect((await claim(anonymous)).status).toBe(401);
    expect((await anonymous.get('/api/rewards/stats')).status).toBe(401);
  });

  it('has nothing to claim before any bet (409) and refuses bad bodies (400)', async () => {
    const { client } = await registerPlayer(server);
    expect(await stats(client)).toMatchObject({
      availableRakeback: {},
      totalAvailableRewards: '0',
      totalClaimed: { levelUp: '0', rakeback: '0' },
    });
    const none = await claim(client);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('There is no rakeback to claim yet.');
    expect((await claim(client, {})).status).toBe(409);
    for (const body of [{ currency: 'USDT' }, [], 'all', 7]) {
      expect((await claim(client, body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('pays exactly stake x edge x rate, from Bronze on, once', async () => {
    const { client } = await playerAt('995');
    // Placed at $995 of xp, a Newcomer: no rakeback, now or once the player is Bronze,
    // although this very stake takes the player to Bronze.
    await bet(client, '5');
    for (let index = 0; index < 10; index += 1) await bet(client, '10');
    // 100 USDT at Bronze earns 0.0504949 USDT, 0.05 payable. Bronze's level-up is there
    // too: 20% of the edge of the rounds of the climb, read as a running sum of the
    // player's rounds. The $995 of xp here was set, not staked, so the rounds are the
    // $105 above: 105 x 101/10001 x 20%.
    const levelUp = toDecimalString((fromDecimalString('105') * 101n * 20n) / (10_001n * 100n));
    expect(levelUp).toBe('0.212078792120787921');
    expect(await stats(client)).toMatchObject({
      rankId: 1,
      availableRakeback: { USDT: '0.05' },
      totalAvailableRewards: toDecimalString(fromDecimalString('0.05') + fromDecimalString(levelUp)),
      totalClaimed: { rakeback: '0' },
    });
    const before = await balanceOf(client, 'USDT');
    const paid = await claim(client);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const balance = toDecimalString(fromDecimalString(before) + fromDecimalString('0.05'));
    expect(paid.body).toEqual({
      payments: [{ currency: 'USDT', amount: '0.05', usd: '0.05', balance }],
      usd: '0.05',
    });
    expect(await balanceOf(client, 'USDT')).toBe(paid.body.payments[0].balance);
    expect(await stats(client)).toMatchObject({
      availableRakeback: {},
      totalAvailableRewards: levelUp,
      totalClaimed: { rakeback: '0.05' },
    });
    expect((await claim(client)).status).toBe(409);
  });

  it('keeps what is finer than the currency pays for later, and loses none of it', async () => {
    const { client, userId } = await playerAt('1000');
    // 7 USDT earns 0.0035348 USDT; USDT pays in cents.
    for (let index = 0; index < 3; index += 1) await bet(client, '7');
    expect((await claim(client)).body.payments[0].amount).toBe('0.01');
    await bet(client, '7');
    // 0.0006 left + 0.0035: under a cent, so nothing to show or to claim.
    expect((await stats(client)).availableRakeback).toEqual({});
    expect((await claim(client)).status).toBe(409);
    await bet(client, '7');
    await bet(client, '7');
    // 6 x 7 USDT earn 0.0212: 0.02 paid in all, 0.0012 still waiting.
    expect((await claim(client)).body.payments[0].amount).toBe('0.01');
    expect((await stats(client)).totalClaimed.rakeback).toBe('0.02');
    // Each payment's key starts where the paid range stood (in atoms).
    const keys = await server.context.database.db
      .selectFrom('transfers')
      .select(['idempotency_key', 'amount'])
      .where('code', '=', 'rakeback')
      .where('idempotency_key', 'like', `rakeback:${userId}:%`)
      .orderBy('created_at')
      .execute();
    expect(keys.map((row) => row.idempotency_key)).toEqual([
      `rakeback:${userId}:USDT:0`,
      `rakeback:${userId}:USDT:${10n ** 16n}`,
    ]);
  });

  it('earns half in the currency of an open welcome rollover', async () => {
    const { client, userId } = await playerAt('1000');
    expect((await client.post('/api/rewards/rollover-offer/confirm', { optIn: true })).status).toBe(200);
    await depositTestCoins(client, 'USDT', 'TRON', '5');
    expect((await stats(client)).rolloverBonus).toMatchObject({ currency: 'USDT', status: 'active' });
    for (let index = 0; index < 8; index += 1) await bet(client, '10');
    // 80 USDT x 101/10001 x 5% / 2 = 0.0201979 USDT; a BTC bet beside it earns in full
    // (0.0001 BTC x 101/10001 x 5% = 0.0000000505).
    await fund(server, userId, 'BTC', '1');
    const btc = await client.post('/api/play/dice/bet', { currency: 'BTC', amount: '0.0001', params: DICE });
    expect(btc.status).toBe(200);
    expect((await stats(client)).availableRakeback).toEqual({ USDT: '0.02', BTC: '0.00000005' });
  });

  it('earns half in the currency of an open offer rollover, as in a welcome one', async () => {
    const admin = (await registerStaff(server)).client;
    // $1 rolled over 200 times: the 80 USDT below leave it open.
    const offer = await createOffer(admin, { ...FREE_OFFER, amountUsd: '1' });
    const { client } = await playerAt('1000');
    expect((await claimOffer(client, offer.code)).status).toBe(200);
    for (let index = 0; index < 8; index += 1) await bet(client, '10');
    // Dice under 50 pays under 2x: its stakes count half.
    expect((await stats(client)).offers[0].rollover).toMatchObject({ wagered: '40', status: 'active' });
    // 80 USDT x 101/10001 x 5% / 2 = 0.0201979 USDT, as in the welcome rollover above.
    expect((await stats(client)).availableRakeback).toEqual({ USDT: '0.02' });
  });

  it('pays once when fifty claims arrive at once', async () => {
    const { client } = await playerAt('1000');
    for (let index = 0; index < 4; index += 1) await bet(client, '10');
    const before = await balanceOf(client, 'USDT');
    const responses = await Promise.all(Array.from({ length: 50 }, () => claim(client)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(fromDecimalString(await balanceOf(client, 'USDT')) - fromDecimalString(before)).toBe(
      fromDecimalString('0.02'),
    );
  });

  it('waits for a self-excluded player (403) and pays once the break is over', async () => {
    const { client, userId } = await playerAt('1000');
    for (let index = 0; index < 2; index += 1) await bet(client, '10');
    const db = server.context.database.db;
    await db
      .updateTable('users')
      .set({ excluded_until: new Date(Date.now() + 86_400_000) })
      .where('id', '=', userId)
      .execute();
    expect((await claim(client)).status).toBe(403);
    expect((await stats(client)).availableRakeback).toEqual({ USDT: '0.01' });
    await db.updateTable('users').set({ excluded_until: null }).where('id', '=', userId).execute();
    expect((await claim(client)).status).toBe(200);
  });
});
