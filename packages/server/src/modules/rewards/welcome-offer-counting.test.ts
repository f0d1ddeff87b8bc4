import { fromDecimalString, JACKPOT_DEFAULTS, parseAmount } from '@ante/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../lib/config';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { depositTestCoins, diceBet, expectLedgerSound, fund } from '../../test/wallet-helpers';

/**
 * What counts toward the welcome offer's rollover (core rollover/, rollover-progress.ts):
 * real HTTP bets on a real database and ledger. The bonus is 1% of a 100 USDT deposit
 * with a 3x rollover (303 USDT to count), and stakes over $5 count nothing.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: {
      WELCOME_BONUS_PERCENT: '1',
      WELCOME_BONUS_ROLLOVER: '3',
      WELCOME_BONUS_MAX_BET_USD: '5',
      // The start's check counts what the pot gives back, so the terms are tested at the
      // casino's own odds rather than the harness's never-winning pot.
      JACKPOT_ODDS: JACKPOT_DEFAULTS.oddsUsd,
    },
  });
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

/** A player with a bonus open on a 100 USDT deposit, and 500 USDT more to play with. */
async function playerWithBonus(): Promise<{ client: TestClient; userId: string }> {
  const player = await registerPlayer(server);
  expect((await player.client.post('/api/rewards/rollover-offer/confirm', { optIn: true })).status).toBe(200);
  await depositTestCoins(player.client, 'USDT', 'TRON', '100');
  expect((await player.client.get('/api/rewards/stats')).body.rolloverBonus).toMatchObject({
    deposit: '100',
    bonus: '1',
    wagerRequirement: '303',
  });
  await fund(server, player.userId, 'USDT', '500');
  return player;
}

const progress = async (client: TestClient) => (await client.get('/api/rewards/stats')).body.rolloverBonus;

async function bet(client: TestClient, game: string, amount: string, params: unknown) {
  const response = await client.post(`/api/play/${game}/bet`, { currency: 'USDT', amount, params });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

describe('the rollover counts stakes by game and odds', () => {
  it('counts a 2x stake in full, a 1.5x stake half, a 98% chance nothing, and a stake over the maximum nothing', async () => {
    const { client } = await playerWithBonus();
    await diceBet(client, '5', 98);
    expect(await progress(client)).toMatchObject({ wagered: '0', activeRounds: 1 });
    await bet(client, 'limbo', '4', { target: 1.5 });
    expect(await progress(client)).toMatchObject({ wagered: '2', activeRounds: 2 });
    await diceBet(client, '4', 49.5);
    expect(await progress(client)).toMatchObject({ wagered: '6', activeRounds: 3 });
    // Over WELCOME_BONUS_MAX_BET_USD: played and paid as usual, but it brings the bonus no nearer.
    await diceBet(client, '5.01', 49.5);
    expect(await progress(client)).toMatchObject({ wagered: '6', activeRounds: 4 });
    // Red and black together keep the stake 36 times in 37: a near-certain bet.
    await bet(client, 'roulette', '2', {
      chips: [
        { bet: 'red', amount: '1' },
        { bet: 'black', amount: '1' },
      ],
    });
    expect(await progress(client)).toMatchObject({ wagered: '6', activeRounds: 5 });
  });

  it('counts a multi-step round at the shortest odds its player could take, from its start', async () => {
    const { client } = await playerWithBonus();
    // One mine in 25: cashing out after the first tile pays 1.03x.
    await bet(client, 'mines', '3', { mines: 1 });
    expect(await progress(client)).toMatchObject({ wagered: '1.5', activeRounds: 1 });
    // Blackjack's exact 0.5055% edge counts that share of a 1% edge, halved for its short
    // odds: 25.2767% of its 2 USDT, counted from its start.
    const round = await client.post('/api/play/blackjack/bet', { currency: 'USDT', amount: '2', params: {} });
    expect(round.status).toBe(200);
    expect(await progress(client)).toMatchObject({ wagered: '2.005534', activeRounds: 2 });
  });

  it('states the counting terms with the offer', async () => {
    const { client } = await registerPlayer(server);
    const { welcomeOffer } = (await client.get('/api/rewards/stats')).body;
    expect(welcomeOffer).toMatchObject({ percent: 1, rollover: 3, maxBetUsd: '5' });
    const counting = Object.fromEntries(
      welcomeOffer.counting.map((entry: { game: string; percent: string }) => [entry.game, entry.percent]),
    );
    expect(counting).toMatchObject({
      dice: '100',
      limbo: '100',
      roulette: '100',
      topdollar: '50',
      blackjack: '25.27',
    });
  });

  it('keeps the bonus out of the player’s balances until the rollover is met', async () => {
    const { client, userId } = await playerWithBonus();
    await diceBet(client, '5', 49.5);
    const accounts = await server.context.database.db
      .selectFrom('accounts')
      .select('balance')
      .where('user_id', '=', userId)
      .where('currency', '=', 'USDT')
      .execute();
    const rounds = await server.context.database.db
      .selectFrom('rounds')
      .select(['amount', 'payout'])
      .where('user_id', '=', userId)
      .execute();
    const net = rounds.reduce(
      (sum, round) => sum + fromDecimalString(round.payout ?? '0') - fromDecimalString(round.amount),
      0n,
    );
    const held = accounts.reduce((sum, account) => sum + fromDecimalString(account.balance), 0n);
    // Deposit and funding plus what the round returned: not a unit of the 1 USDT bonus.
    expect(held).toBe(parseAmount('600') + net);
  });
});

describe('the offer terms checked at start', () => {
  it('refuses terms under which the offer pays players on average, naming the rollover it needs', () => {
    expect(() => loadConfig({ WELCOME_BONUS_ROLLOVER: '10' })).toThrow(
      /WELCOME_BONUS_PERCENT=100 with WELCOME_BONUS_ROLLOVER=10 pays players on average.*at least 150/,
    );
    expect(() => loadConfig({ WELCOME_BONUS_PERCENT: '1', WELCOME_BONUS_ROLLOVER: '2' })).toThrow(
      /at least 3/,
    );
    // The 84x that passed when only the pot and the level-ups were counted: rakeback,
    // weekly, monthly and commission earned meanwhile make it pay players.
    expect(() => loadConfig({ WELCOME_BONUS_ROLLOVER: '84' })).toThrow(/at least 150/);
    // With the pot off the house keeps 43.5% of each edge: 100% needs more than 114.9x.
    expect(() => loadConfig({ JACKPOT_ENABLED: 'false', WELCOME_BONUS_ROLLOVER: '114' })).toThrow(
      /at least 115/,
    );
    expect(
      loadConfig({ JACKPOT_ENABLED: 'false', WELCOME_BONUS_ROLLOVER: '115' }).welcomeBonus.rollover,
    ).toBe(115);
    expect(loadConfig({}).welcomeBonus).toMatchObject({ percent: 100, rollover: 160, maxBetUsd: '10' });
    expect(loadConfig({ WELCOME_BONUS_PERCENT: '0', WELCOME_BONUS_ROLLOVER: '1' }).welcomeBonus.percent).toBe(
      0,
    );
  });
});
