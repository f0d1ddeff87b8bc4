import { fromDecimalString } from '@ante/core';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../../test/harness';
import { registerStaff } from '../../../test/staff-helpers';
import {
  balanceOf,
  depositTestCoins,
  diceBet,
  expectLedgerSound,
  fund,
  watchUser,
} from '../../../test/wallet-helpers';
import { whenText } from '../codes/code-gates';
import { claim as claimCode, createCode } from '../codes/code-test-helpers';
import { settleMissedRewards } from '../settle-missed-rewards';
import {
  checkOffer,
  claimOffer,
  createOffer,
  DEPOSIT_OFFER,
  FREE_OFFER,
  rewardStats,
  rolloverPayments,
} from './offer-test-helpers';

/**
 * A player checking and claiming offers, over HTTP on a real database, chain and ledger:
 * each reason an offer cannot be taken, a free offer and a deposit offer from claim to
 * payment, one rollover per currency, and what lapses.
 */
let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await registerStaff(server)).client;
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const HOUR_MS = 3_600_000;
/** Dice at even money (2x, a 49.5% chance), which counts in full. */
const bet = (client: TestClient, amount: string) => diceBet(client, amount, 49.5);

async function fundedPlayer(amount = '100') {
  const player = await registerPlayer(server);
  await fund(server, player.userId, 'USDT', amount);
  return player;
}

describe('checking an offer', () => {
  it('answers the terms of an offer the player can take', async () => {
    const offer = await createOffer(admin, FREE_OFFER);
    const { client } = await registerPlayer(server);
    const checked = await checkOffer(client, ` ${offer.code.toLowerCase()} `);
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body).toMatchObject({
      code: offer.code,
      kind: 'free',
      percent: null,
      maxUsd: null,
      amountUsd: '0.05',
      rollover: 300,
      maxBetUsd: '10',
      days: 7,
      currencies: expect.arrayContaining(['USDT', 'BTC', 'DOGE']),
      counting: expect.arrayContaining([expect.objectContaining({ game: 'dice' })]),
      expiresAt: null,
    });
    const deposit = await createOffer(admin, DEPOSIT_OFFER);
    expect((await checkOffer(client, deposit.code)).body).toMatchObject({
      kind: 'deposit',
      percent: 1,
      maxUsd: '20',
      amountUsd: null,
      currencies: ['BTC', 'ETH', 'USDT', 'USDC'],
    });
  });

  it('gives each reason an offer cannot be taken its own message', async () => {
    const { client, userId } = await registerPlayer(server);
    const past = new Date(Date.now() - HOUR_MS);
    const future = new Date(Date.now() + 48 * HOUR_MS);
    const notYet = await createOffer(admin, { ...FREE_OFFER, startsAt: future.toISOString() });
    const ended = await createOffer(admin, {
      ...FREE_OFFER,
      startsAt: new Date(Date.now() - 2 * HOUR_MS).toISOString(),
      expiresAt: past.toISOString(),
    });
    const withdrawn = await createOffer(admin, FREE_OFFER);
    await admin.post(`/api/admin/offers/${withdrawn.id}/disable`, {});
    const taken = await createOffer(admin, { ...FREE_OFFER, maxUses: 1 });
    expect((await claimOffer((await registerPlayer(server)).client, taken.code)).status).toBe(200);
    const gold = await createOffer(admin, { ...FREE_OFFER, minRankId: 3 });
    const mine = await createOffer(admin, FREE_OFFER);
    expect((await claimOffer(client, mine.code)).status).toBe(200);

    const cases: Array<[string, number, string]> = [
      ['NO_SUCH_OFFER', 404, 'There is no offer with that code. Check it and try again.'],
      [withdrawn.code, 409, 'This offer has been withdrawn.'],
      [notYet.code, 409, `This offer opens on ${whenText(future)}.`],
      [ended.code, 409, `This offer ended on ${whenText(past)}.`],
      [taken.code, 409, 'This offer has been fully claimed: every place has been taken.'],
      [gold.code, 403, 'This offer is for Gold players and above.'],
      [mine.code, 409, 'You have already claimed this offer.'],
    ];
    for (const [code, status, message] of cases) {
      for (const response of [await checkOffer(client, code), await claimOffer(client, code, 'BTC')]) {
        expect(response.status, code).toBe(status);
        expect(response.body.message, code).toBe(message);
      }
    }
    // A rank reached opens it.
    await server.context.database.db
      .updateTable('users')
      .set({ rank_id: 3 })
      .where('id', '=', userId)
      .execute();
    expect((await checkOffer(client, gold.code)).status).toBe(200);
  });

  it('slows down guessing, in the same count as redeem codes', async () => {
    const { client } = await registerPlayer(server);
    const real = await createOffer(admin, FREE_OFFER);
    for (let guess = 0; guess < 5; guess += 1)
      expect((await checkOffer(client, `GUESS_${guess}`)).status).toBe(404);
    for (let guess = 5; guess < 10; guess += 1)
      expect((await claimCode(client, `GUESS_${guess}`)).status).toBe(404);
    const limited = await checkOffer(client, real.code);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many wrong codes\. Please try again in \d+ seconds\.$/);
    expect((await claimOffer(client, real.code)).status).toBe(429);
  });

  it('refuses bad bodies with the field named', async () => {
    const { client } = await registerPlayer(server);
    const offer = await createOffer(admin, DEPOSIT_OFFER);
    const bad: Array<[string, unknown, string]> = [
      ['check', {}, 'code'],
      ['check', { code: 'a\u0000b' }, 'code'],
      ['check', { code: 'ABC', extra: 1 }, ''],
      ['claim', { code: 'ABC' }, 'currency'],
      ['claim', { code: 'ABC', currency: '__proto__' }, 'currency'],
      ['claim', { code: offer.code, currency: 'DOGE' }, 'currency'],
    ];
    for (const [route, body, field] of bad) {
      const response = await client.post(`/api/rewards/offer/${route}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      if (field) expect(response.body.field, JSON.stringify(body)).toBe(field);
    }
    const doge = await claimOffer(client, offer.code, 'DOGE');
    expect(doge.body.message).toBe(
      'currency: deposits in DOGE do not earn this offer; choose BTC, ETH, USDT, USDC',
    );
  });
});

describe('a free offer', () => {
  it('holds the amount back until the rollover is met, then pays it exactly once', async () => {
    const offer = await createOffer(admin, FREE_OFFER);
    const { client, userId } = await fundedPlayer();
    const claimed = await claimOffer(client, offer.code);
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.body).toMatchObject({
      code: offer.code,
      kind: 'free',
      currency: 'USDT',
      status: 'rollover',
      depositBy: null,
      terms: { amountUsd: '0.05', rollover: 300 },
      rollover: {
        source: 'offer',
        name: offer.code,
        currency: 'USDT',
        deposit: '0',
        bonus: '0.05',
        wagered: '0',
        wagerRequirement: '15',
        status: 'active',
        completed: false,
      },
    });
    expect(await balanceOf(client, 'USDT')).toBe('100');
    expect(
      (await admin.get('/api/admin/offers')).body.offers.find((o: { id: string }) => o.id === offer.id).uses,
    ).toBe(1);
    await bet(client, '4');
    await bet(client, '4');
    expect((await rewardStats(client)).offers).toMatchObject([
      { code: offer.code, status: 'rollover', rollover: { wagered: '8', activeRounds: 2, status: 'active' } },
    ]);
    const watch = await watchUser(server, userId);
    await bet(client, '7');
    const before = fromDecimalString(await balanceOf(client, 'USDT'));
    const reads = await Promise.all(Array.from({ length: 50 }, () => client.get('/api/rewards/stats')));
    for (const read of reads) {
      expect(read.status).toBe(200);
      expect(read.body.offers[0].rollover).toMatchObject({
        wagered: '15',
        completed: true,
        status: 'completed',
      });
    }
    // The bet that met the rollover paid it; the reads only read.
    expect(fromDecimalString(await balanceOf(client, 'USDT'))).toBe(before);
    const rolloverId = claimed.body.rollover.id;
    expect(await rolloverPayments(server, rolloverId)).toEqual([
      {
        code: 'offer_bonus',
        amount: expect.stringMatching(/^0\.05(0*)$/),
        currency: 'USDT',
        idempotency_key: `offer-bonus:${rolloverId}`,
      },
    ]);
    await watch.arrived({
      feed: 'rollover_progress',
      payload: expect.objectContaining({ id: rolloverId, status: 'completed' }),
    });
    await watch.stop();
    // More play changes nothing once it is paid.
    await bet(client, '1');
    const after = await balanceOf(client, 'USDT');
    await rewardStats(client);
    expect(await balanceOf(client, 'USDT')).toBe(after);
  });

  it('lapses when the rollover is not met in time, and pays nothing after', async () => {
    const offer = await createOffer(admin, FREE_OFFER);
    const { client } = await fundedPlayer();
    const claimed = await claimOffer(client, offer.code);
    await server.context.database.db
      .updateTable('rollover_bonuses')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', claimed.body.rollover.id)
      .execute();
    await bet(client, '5');
    await bet(client, '5');
    const before = await balanceOf(client, 'USDT');
    expect((await rewardStats(client)).offers[0]).toMatchObject({
      status: 'rollover',
      rollover: { completed: false, status: 'expired' },
    });
    expect(await balanceOf(client, 'USDT')).toBe(before);
    expect(await rolloverPayments(server, claimed.body.rollover.id)).toEqual([]);
    // The currency is free again.
    const next = await createOffer(admin, FREE_OFFER);
    expect((await claimOffer(client, next.code)).status).toBe(200);
  });

  it('is refused to a player on a break', async () => {
    const offer = await createOffer(admin, FREE_OFFER);
    const { client, userId } = await registerPlayer(server);
    const db = server.context.database.db;
    await db
      .updateTable('users')
      .set({ excluded_until: new Date(Date.now() + 24 * HOUR_MS) })
      .where('id', '=', userId)
      .execute();
    const refused = await claimOffer(client, offer.code);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('SELF_EXCLUDED');
    const code = await createCode(admin, { wagerRequirementX: 5 });
    expect((await claimCode(client, code.code)).status).toBe(403);
    expect((await rewardStats(client)).offers).toEqual([]);
    await db.updateTable('users').set({ excluded_until: null }).where('id', '=', userId).execute();
    expect((await claimOffer(client, offer.code)).status).toBe(200);
  });
});

describe('a deposit offer', () => {
  it('waits for a deposit, records its bonus, and pays it once the rollover is met', async () => {
    const offer = await createOffer(admin, DEPOSIT_OFFER);
    const { client } = await registerPlayer(server);
    // A deposit before the claim does not count.
    await depositTestCoins(client, 'USDT', 'TRON', '3');
    const claimed = await claimOffer(client, offer.code);
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.body).toMatchObject({
      kind: 'deposit',
      currency: 'USDT',
      status: 'awaiting_deposit',
      depositBy: expect.any(String),
      rollover: null,
    });
    expect(Date.parse(claimed.body.depositBy) - Date.parse(claimed.body.claimedAt)).toBe(7 * 24 * HOUR_MS);
    expect((await rewardStats(client)).offers).toMatchObject([
      { status: 'awaiting_deposit', rollover: null },
    ]);
    // A deposit in another currency does not count either.
    await depositTestCoins(client, 'DOGE', 'DOGE', '100');
    await depositTestCoins(client, 'USDT', 'TRON', '5');
    await depositTestCoins(client, 'USDT', 'TRON', '20');
    const started = (await rewardStats(client)).offers[0];
    expect(started).toMatchObject({
      status: 'rollover',
      rollover: {
        source: 'offer',
        name: offer.code,
        deposit: '5',
        bonus: '0.05',
        wagerRequirement: '15.15',
        status: 'active',
      },
    });
    await bet(client, '5');
    await bet(client, '5');
    await bet(client, '5.15');
    const before = fromDecimalString(await balanceOf(client, 'USDT'));
    const reads = await Promise.all(Array.from({ length: 10 }, () => rewardStats(client)));
    for (const read of reads) expect(read.offers[0].rollover).toMatchObject({ status: 'completed' });
    // The bet that met the rollover paid it; the reads only read.
    expect(fromDecimalString(await balanceOf(client, 'USDT'))).toBe(before);
    expect(await rolloverPayments(server, started.rollover.id)).toHaveLength(1);
  });

  it('lapses with no deposit in time, and a later deposit earns nothing', async () => {
    const offer = await createOffer(admin, DEPOSIT_OFFER);
    const { client, userId } = await registerPlayer(server);
    expect((await claimOffer(client, offer.code)).status).toBe(200);
    await server.context.database.db
      .updateTable('reward_offer_claims')
      .set({ deposit_by: new Date(Date.now() - 1000) })
      .where('user_id', '=', userId)
      .execute();
    await depositTestCoins(client, 'USDT', 'TRON', '5');
    expect((await rewardStats(client)).offers).toMatchObject([{ status: 'lapsed', rollover: null }]);
    // The currency is free again.
    expect((await claimOffer(client, (await createOffer(admin, FREE_OFFER)).code)).status).toBe(200);
  });
});

describe('a deposit made in time whose bonus was not recorded', () => {
  it('still holds the currency after the deadline, and earns the bonus on the catch-up run', async () => {
    const offer = await createOffer(admin, DEPOSIT_OFFER);
    const { client, userId } = await registerPlayer(server);
    expect((await claimOffer(client, offer.code)).status).toBe(200);
    await depositTestCoins(client, 'USDT', 'TRON', '5');
    const db = server.context.database.db;
    const ago = (hours: number) => new Date(Date.now() - hours * HOUR_MS);
    await db
      .updateTable('reward_offer_claims')
      .set({ claimed_at: ago(3), deposit_by: ago(1) })
      .where('user_id', '=', userId)
      .execute();
    await db
      .updateTable('deposits')
      .set({ credited_at: ago(2) })
      .where('user_id', '=', userId)
      .execute();
    // As if the deposit's credit had not recorded the bonus (no fresh price then).
    await db
      .updateTable('reward_offer_claims')
      .set({ rollover_id: null })
      .where('user_id', '=', userId)
      .execute();
    await db.deleteFrom('rollover_bonuses').where('user_id', '=', userId).execute();
    const refused = await claimOffer(client, (await createOffer(admin, FREE_OFFER)).code);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^You have an offer waiting for your deposit in USDT\./);
    const deps = { config: server.context.config, rates: server.context.wallet.rates };
    await settleMissedRewards(db, server.context.bus, deps, pino({ level: 'silent' }));
    expect((await rewardStats(client)).offers[0]).toMatchObject({
      status: 'rollover',
      rollover: { deposit: '5', bonus: '0.05' },
    });
  });
});

describe('one rollover per currency', () => {
  const busy = /^You already have a bonus rollover under way in USDT\./;

  it('refuses an offer after a code rollover, and a code after an offer, in the same currency', async () => {
    const { client } = await fundedPlayer();
    const code = await createCode(admin, { rewardUsd: '0.05', wagerRequirementX: 5 });
    expect((await claimCode(client, code.code)).status).toBe(200);
    const offer = await createOffer(admin, FREE_OFFER);
    const refused = await claimOffer(client, offer.code);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(busy);
    // Nothing was taken: the offer is still there to claim in another currency.
    expect((await claimOffer(client, offer.code, 'BTC')).status).toBe(200);

    const other = await fundedPlayer();
    expect((await claimOffer(other.client, (await createOffer(admin, FREE_OFFER)).code)).status).toBe(200);
    const second = await claimCode(other.client, (await createCode(admin, { wagerRequirementX: 5 })).code);
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(busy);
    // A code without a wagering requirement pays at once, rollover or not.
    expect((await claimCode(other.client, (await createCode(admin, { rewardUsd: '1' })).code)).status).toBe(
      200,
    );
  });

  it('refuses an offer while a deposit offer or the welcome offer waits for a deposit in that currency', async () => {
    const { client } = await registerPlayer(server);
    expect((await claimOffer(client, (await createOffer(admin, DEPOSIT_OFFER)).code)).status).toBe(200);
    const refused = await claimOffer(client, (await createOffer(admin, FREE_OFFER)).code);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^You have an offer waiting for your deposit in USDT\./);

    const welcome = await registerPlayer(server);
    expect((await welcome.client.post('/api/rewards/rollover-offer/confirm', { optIn: true })).status).toBe(
      200,
    );
    const free = await createOffer(admin, FREE_OFFER);
    const waiting = await claimOffer(welcome.client, free.code);
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toBe(
      'Your welcome offer is waiting for your first deposit, and a deposit in USDT would start it. ' +
        'Make that deposit first, or choose a currency the welcome offer does not cover.',
    );
    // A currency the welcome offer does not cover is free.
    expect((await claimOffer(welcome.client, free.code, 'DOGE')).status).toBe(200);
  });

  it('keeps the welcome offer from a deposit an offer took, and from its currency while the offer runs', async () => {
    const { client } = await registerPlayer(server);
    expect((await claimOffer(client, (await createOffer(admin, DEPOSIT_OFFER)).code)).status).toBe(200);
    expect((await client.post('/api/rewards/rollover-offer/confirm', { optIn: true })).status).toBe(200);
    await depositTestCoins(client, 'USDT', 'TRON', '5');
    await depositTestCoins(client, 'USDT', 'TRON', '3');
    const stats = await rewardStats(client);
    expect(stats.offers[0]).toMatchObject({
      status: 'rollover',
      rollover: { deposit: '5', status: 'active' },
    });
    expect(stats.rolloverBonus).toBeNull();
  });
});
