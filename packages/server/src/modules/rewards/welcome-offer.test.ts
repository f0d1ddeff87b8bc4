import { fromDecimalString, parseAmount, toDecimalString } from '@ante/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { balanceOf, depositTestCoins, diceBet, expectLedgerSound } from '../../test/wallet-helpers';

/**
 * A small bonus (1% of the deposit, at most $20) with a small rollover (3x deposit plus
 * bonus: 2x would pay players once every reward earned meanwhile is counted), which the start accepts as costing the player on average, so that a few bets
 * meet it. Real HTTP, database, chain and ledger.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { WELCOME_BONUS_PERCENT: '1', WELCOME_BONUS_MAX_USD: '20', WELCOME_BONUS_ROLLOVER: '3' },
  });
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

/** A deposit through the simulated chain's faucet, credited after its confirmations. */
const deposit = depositTestCoins;

/** Dice at even money (2x, a 49.5% chance), which counts in full. */
const bet = (client: TestClient, amount: string) => diceBet(client, amount, 49.5);

describe('the welcome offer', () => {
  it('pays a bonus of the first qualifying deposit once its rollover is met, exactly once', async () => {
    const { client } = await registerPlayer(server);
    const fresh = await client.get('/api/rewards/stats');
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({
      welcomeOffer: {
        percent: 1,
        maxUsd: '20',
        rollover: 3,
        days: 30,
        currencies: ['BTC', 'ETH', 'USDT', 'USDC'],
        maxBetUsd: '10',
      },
      rolloverOffer: null,
      rolloverBonus: null,
    });
    expect((await client.post('/api/rewards/rollover-offer/confirm', { optIn: true })).status).toBe(200);
    const again = await client.post('/api/rewards/rollover-offer/confirm', { optIn: false });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already answered the welcome offer.');
    expect((await client.get('/api/rewards/stats')).body).toMatchObject({
      rolloverOffer: { accepted: true },
      rolloverBonus: null,
    });

    await deposit(client, 'USDT', 'TRON', '5');
    const started = (await client.get('/api/rewards/stats')).body.rolloverBonus;
    expect(started).toMatchObject({
      currency: 'USDT',
      deposit: '5',
      bonus: '0.05',
      wagered: '0',
      wagerRequirement: '15.15',
      activeRounds: 0,
      completed: false,
      status: 'active',
    });
    // A second deposit funds the play, so that losing rounds cannot leave too little to
    // stake; it does not qualify again, and the bonus stays that of the first.
    await deposit(client, 'USDT', 'TRON', '20');
    expect((await client.get('/api/rewards/stats')).body.rolloverBonus).toMatchObject({
      deposit: '5',
      bonus: '0.05',
    });
    await bet(client, '4');
    await bet(client, '4');
    expect((await client.get('/api/rewards/stats')).body.rolloverBonus).toMatchObject({
      wagered: '8',
      activeRounds: 2,
      completed: false,
    });
    // The bet that meets the rollover pays the bonus as it settles: no read is needed.
    await bet(client, '7.15');
    const before = fromDecimalString(await balanceOf(client, 'USDT'));
    // Several reads at once: all see it paid, and none pays it again.
    const reads = await Promise.all(Array.from({ length: 5 }, () => client.get('/api/rewards/stats')));
    for (const read of reads) {
      expect(read.status).toBe(200);
      expect(read.body.rolloverBonus).toMatchObject({
        wagered: '15.15',
        completed: true,
        status: 'completed',
      });
    }
    expect(fromDecimalString(await balanceOf(client, 'USDT'))).toBe(before);
    // The payment is in the player's history.
    const history = await client.get('/api/wallet/transactions?kind=bonus');
    expect(history.body.transactions).toMatchObject([
      { kind: 'bonus', code: 'bonus', currency: 'USDT', amount: '0.05' },
    ]);
    // More play changes nothing once it is paid.
    await bet(client, '1');
    const after = fromDecimalString(await balanceOf(client, 'USDT'));
    await client.get('/api/rewards/stats');
    expect(fromDecimalString(await balanceOf(client, 'USDT'))).toBe(after);
  });

  it('caps the bonus at the configured dollar value', async () => {
    const { client } = await registerPlayer(server);
    await client.post('/api/rewards/rollover-offer/confirm', { optIn: true });
    // 1% of 2,500 would be 25.
    await deposit(client, 'USDT', 'TRON', '2500');
    const { rolloverBonus } = (await client.get('/api/rewards/stats')).body;
    const bonus = fromDecimalString(rolloverBonus.bonus);
    const rate = (await server.client().get('/api/wallet/currencies/rates/USD')).body.rates.USDT as string;
    // $20 at the current rate, truncated to atoms.
    const usd = (bonus * fromDecimalString(rate)) / 10n ** 18n;
    expect(bonus < parseAmount('25')).toBe(true);
    expect(usd <= parseAmount('20')).toBe(true);
    expect(usd > parseAmount('19.99')).toBe(true);
    expect(rolloverBonus.wagerRequirement).toBe(toDecimalString((parseAmount('2500') + bonus) * 3n));
  });

  it('gives nothing to a player who declined, for a deposit made before opting in, or in another currency', async () => {
    const declined = await registerPlayer(server);
    expect((await declined.client.post('/api/rewards/rollover-offer/confirm', { optIn: false })).status).toBe(
      200,
    );
    await deposit(declined.client, 'USDT', 'TRON', '5');
    expect((await declined.client.get('/api/rewards/stats')).body).toMatchObject({
      rolloverOffer: { accepted: false },
      rolloverBonus: null,
    });

    const early = await registerPlayer(server);
    await deposit(early.client, 'USDT', 'TRON', '5');
    await early.client.post('/api/rewards/rollover-offer/confirm', { optIn: true });
    await deposit(early.client, 'DOGE', 'DOGE', '100');
    expect((await early.client.get('/api/rewards/stats')).body.rolloverBonus).toBeNull();
    // The next qualifying deposit earns it.
    await deposit(early.client, 'USDT', 'TRON', '3');
    expect((await early.client.get('/api/rewards/stats')).body.rolloverBonus).toMatchObject({ deposit: '3' });
  });

  it('lapses when the rollover is not met in time', async () => {
    const { client, userId } = await registerPlayer(server);
    await client.post('/api/rewards/rollover-offer/confirm', { optIn: true });
    await deposit(client, 'USDT', 'TRON', '5');
    await client.get('/api/rewards/stats');
    await server.context.database.db
      .updateTable('rollover_bonuses')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', userId)
      .execute();
    // Funds for the stakes (see the first test): a lost round must not end the play.
    await deposit(client, 'USDT', 'TRON', '20');
    await bet(client, '5');
    await bet(client, '5');
    const before = await balanceOf(client, 'USDT');
    expect((await client.get('/api/rewards/stats')).body.rolloverBonus).toMatchObject({
      completed: false,
      status: 'expired',
    });
    expect(await balanceOf(client, 'USDT')).toBe(before);
  });

  it('refuses bad input, anonymous calls, and a player on a break', async () => {
    const anonymous = server.client();
    expect((await anonymous.get('/api/rewards/stats')).status).toBe(401);
    expect((await anonymous.post('/api/rewards/rollover-offer/confirm', { optIn: true })).status).toBe(401);
    const { client, userId } = await registerPlayer(server);
    for (const body of [{}, { optIn: 'yes' }, { optIn: 1 }, { optIn: true, extra: 1 }]) {
      expect((await client.post('/api/rewards/rollover-offer/confirm', body)).status).toBe(400);
    }
    await server.context.database.db
      .updateTable('users')
      .set({ excluded_until: new Date(Date.now() + 86_400_000) })
      .where('id', '=', userId)
      .execute();
    const onBreak = await client.post('/api/rewards/rollover-offer/confirm', { optIn: true });
    expect(onBreak.status).toBe(403);
    expect(onBreak.body.code).toBe('SELF_EXCLUDED');
    expect((await client.get('/api/rewards/stats')).body.rolloverOffer).toBeNull();
  });
});

describe('with the offer turned off', () => {
  it('shows no offer and takes no decision', async () => {
    const off = await startTestServer({ env: { WELCOME_BONUS_PERCENT: '0' } });
    try {
      const { client } = await registerPlayer(off);
      expect((await client.get('/api/rewards/stats')).body.welcomeOffer).toBeNull();
      const refused = await client.post('/api/rewards/rollover-offer/confirm', { optIn: true });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('There is no welcome offer right now.');
    } finally {
      await off.close();
    }
  });
});
