import { compareRatios, fromDecimalString, minePositions, rewardEdge, toDecimalString } from '@ante/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { feedChannel, PendingEvents } from '../../lib/events';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { currentSeeds } from '../../test/seed-helpers';
import { SocketClient } from '../../test/socket-client';
import { diceBet, eventually, expectLedgerSound, fund, watchUser } from '../../test/wallet-helpers';
import { cryptoDraw } from './draw';
import { accruePot } from './jobs';
import { payJackpot } from './pay-jackpot';

/**
 * Real: HTTP, the database, the bus, the ledger. Replaced: the draw (a test decides
 * who wins) and the settle lag (zero, so a round counts as soon as it is placed).
 */
let server: TestServer;
const SEED = '1000';
beforeAll(async () => {
  server = await startTestServer({
    env: {
      JACKPOT_SEED_USD: SEED,
      JACKPOT_CONTRIBUTION: '0.01',
      JACKPOT_ODDS: '2000000',
      JACKPOT_MIN_BET_USD: '0.1',
    },
  });
  server.context.jackpot.settleLagMs = 0;
});
afterAll(() => server.close());
beforeEach(() => {
  server.context.jackpot.draw = () => false;
});
afterEach(() => expectLedgerSound(server));

const current = async () => (await server.client().get('/api/feeds/jackpot/current')).body;
const history = async (query = '') => (await server.client().get(`/api/feeds/jackpot/history${query}`)).body;

async function player(usdt = '1000') {
  const registered = await registerPlayer(server);
  await fund(server, registered.userId, 'USDT', usdt);
  return registered;
}

/** Dice at a 50% chance. */
const bet = (client: TestClient, amount: string) => diceBet(client, amount, 50);

const usd = (value: string) => fromDecimalString(value);
const jackpotAccountBalance = async () => {
  const rows = await server.context.database.db
    .selectFrom('accounts')
    .select(['currency', 'balance'])
    .where('user_id', 'is', null)
    .where('kind', '=', 'jackpot')
    .execute();
  return rows;
};

describe('the global pot', () => {
  it('shows the amount in USD with the operator terms, and an empty history', async () => {
    const pot = await current();
    expect(pot).toEqual({
      amount: expect.any(String),
      currency: 'USD',
      enabled: true,
      seedUsd: SEED,
      maxUsd: '2000',
      contribution: '0.01',
      oddsUsd: '2000000',
      minBetUsd: '0.1',
      lastWonAt: expect.toSatisfy((value: unknown) => value === null || typeof value === 'string'),
    });
    expect(usd(pot.amount)).toBeGreaterThanOrEqual(usd(SEED));
    expect(Array.isArray((await history()).wins)).toBe(true);
  });

  it('grows by the contribution of qualifying stakes, and the accrual job publishes it', async () => {
    const { client } = await player();
    const before = usd((await current()).amount);
    await bet(client, '10');
    await bet(client, '20');
    // Below JACKPOT_MIN_BET_USD: neither contributes nor can win.
    await bet(client, '0.05');
    const after = usd((await current()).amount);
    expect(after - before).toBe(usd('0.3'));

    const events: unknown[] = [];
    const stop = await server.context.bus.subscribe(feedChannel('jackpot'), (message) => {
      events.push(message);
    });
    expect(await accruePot(server.context, 0)).toBe(true);
    await eventually(() => expect(events).toEqual([{ newAmount: toDecimalString(after) }]));
    // Nothing new: no write, no event; and the amount shown stays the same once stored.
    expect(await accruePot(server.context, 0)).toBe(false);
    expect(usd((await current()).amount)).toBe(after);
    await stop();
  });

  it('never draws for a stake under the minimum, and draws with the stake in USD at a 1% edge', async () => {
    const { client } = await player();
    const draws: Array<[bigint, bigint]> = [];
    server.context.jackpot.draw = (stake, odds) => {
      draws.push([stake, odds]);
      return false;
    };
    await bet(client, '0.05');
    await bet(client, '2.5');
    // Dice under 50 has an edge of 101/10001: its $2.50 counts as $2.5247... at a 1% edge,
    // so the pot, like every reward, gives back a share of the stake's edge.
    const edge = rewardEdge('dice', { condition: 'under', target: 50 });
    expect(compareRatios(edge ?? { n: 0n, d: 1n }, { n: 101n, d: 10_001n })).toBe(0);
    expect(draws).toEqual([[(usd('2.5') * 101n * 100n) / 10_001n, usd('2000000')]]);
  });

  it('pays a forced win exactly the pot, once, in the round currency, and resets it to the seed', async () => {
    const { client, userId, username } = await player();
    await bet(client, '1');
    const pot = usd((await current()).amount);
    const balanceBefore = usd((await client.get('/api/wallet/balances')).body.USDT);
    server.context.jackpot.draw = () => true;
    const won = await bet(client, '5');
    server.context.jackpot.draw = () => false;

    // The winning stake itself counts into the pot it wins (the lag is zero here).
    const expected = pot + usd('0.05');
    const wins = (await history('?limit=1')).wins;
    expect(wins).toEqual([
      {
        id: expect.any(String),
        username,
        amountUsd: toDecimalString(expected),
        amount: toDecimalString(expected),
        currency: 'USDT',
        roundId: won.round.id,
        wonAt: expect.any(String),
      },
    ]);
    const roundNet = usd(won.round.payout) - usd('5');
    expect(usd(won.balance)).toBe(balanceBefore + roundNet + expected);
    expect(usd((await client.get('/api/wallet/balances')).body.USDT)).toBe(usd(won.balance));
    const after = await current();
    expect(after.amount).toBe(SEED);
    expect(after.lastWonAt).toBe(wins[0].wonAt);

    // The same round cannot be paid again.
    const again = await server.context.database.db
      .transaction()
      .execute((trx) =>
        payJackpot(trx, new PendingEvents(), jackpotDeps(), { id: won.round.id, userId, currency: 'USDT' }),
      );
    expect(again).toBeNull();
    const transfers = await server.context.database.db
      .selectFrom('transfers')
      .select(['code', 'amount'])
      .where('reference', '=', `round:${won.round.id}`)
      .where('code', '=', 'jackpot')
      .execute();
    expect(transfers.map((row) => usd(row.amount))).toEqual([expected]);
    const jackpot = await jackpotAccountBalance();
    expect(jackpot.find((row) => row.currency === 'USDT')?.balance.startsWith('-')).toBe(true);
  });

  it('pays one pot once when several rounds placed before it win at the same time', async () => {
    const players = await Promise.all([player(), player(), player(), player()]);
    const rounds = await Promise.all(players.map(async (p) => ({ p, body: await bet(p.client, '1') })));
    const before = (await history('?limit=50')).wins.length;
    const results = await Promise.all(
      rounds.concat(rounds.slice(0, 1)).map(({ p, body }) =>
        server.context.database.db.transaction().execute((trx) =>
          payJackpot(trx, new PendingEvents(), jackpotDeps(), {
            id: body.round.id,
            userId: p.userId,
            currency: 'USDT',
          }),
        ),
      ),
    );
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    expect((await history('?limit=50')).wins.length).toBe(before + 1);
    expect((await current()).amount).toBe(SEED);
  });

  it('pays each pot at most once when racing bets all draw a win', async () => {
    const players = await Promise.all([player(), player(), player()]);
    const before = (await history('?limit=50')).wins.length;
    server.context.jackpot.draw = () => true;
    await Promise.all(players.map((p) => bet(p.client, '1')));
    server.context.jackpot.draw = () => false;
    const wins = (await history('?limit=50')).wins.slice(0, -before || undefined);
    expect(wins.length).toBeGreaterThanOrEqual(1);
    // A later win can only pay a pot that was refilled from the seed.
    for (const win of wins.slice(0, -1)) expect(usd(win.amountUsd)).toBeLessThan(usd('1001'));
    expect(new Set(wins.map((win: { roundId: string }) => win.roundId)).size).toBe(wins.length);
  });

  it('draws when a multi-step round settles, on its whole stake', async () => {
    const { client, userId } = await player();
    await client.post('/api/user/seed/current', {});
    const mines = minePositions(await currentSeeds(server, userId), 3);
    const start = await client.post('/api/play/mines/bet', {
      currency: 'USDT',
      amount: '2',
      params: { mines: 3 },
    });
    expect(start.status).toBe(200);
    const draws: bigint[] = [];
    server.context.jackpot.draw = (stake) => {
      draws.push(stake);
      return true;
    };
    const lost = await client.post('/api/play/mines/next', {
      roundId: start.body.round.id,
      action: 'reveal',
      tile: mines[0],
    });
    expect(lost.status).toBe(200);
    expect(lost.body.round.status).toBe('finished');
    expect(draws).toEqual([usd('2')]);
    const [latest] = (await history('?limit=1')).wins;
    expect(latest.roundId).toBe(start.body.round.id);
    expect(usd(lost.body.balance)).toBe(usd('998') + usd(latest.amount));
  });

  it('tells every socket on the jackpot feed who won and what', async () => {
    const { client, userId } = await player();
    const socket = await SocketClient.open(server.url);
    await socket.init();
    socket.send({ type: 'subscribe', id: 'j', payload: { feed: 'jackpot' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.context.jackpot.draw = () => true;
    await bet(client, '1');
    const [win] = (await history('?limit=1')).wins;
    const message = await socket.next((m) => m.type === 'next' && m.id === 'j' && m.payload.winnerId);
    expect(message.payload).toEqual({
      newAmount: SEED,
      winnerId: userId,
      winFiatAmount: win.amountUsd,
      winCurrency: 'USDT',
      winAmount: win.amount,
    });
    socket.close();
  });

  it('names a private winner by no id on the public feed, and tells the winner alone', async () => {
    const { client, userId } = await player();
    await client.post('/api/rewards/stats/privacy', { private: true });
    const watcher = await SocketClient.open(server.url);
    await watcher.init();
    watcher.send({ type: 'subscribe', id: 'j', payload: { feed: 'jackpot' } });
    const own = await watchUser(server, userId);
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.context.jackpot.draw = () => true;
    await bet(client, '1');
    const [win] = (await history('?limit=1')).wins;
    const expected = {
      newAmount: SEED,
      winFiatAmount: win.amountUsd,
      winCurrency: 'USDT',
      winAmount: win.amount,
    };
    const announced = await watcher.next((m) => m.type === 'next' && m.id === 'j' && m.payload.winFiatAmount);
    expect(announced.payload).toEqual(expected);
    expect(JSON.stringify(announced.payload)).not.toContain(userId);
    await own.arrived({ feed: 'jackpot_won', payload: expected });
    watcher.close();
    await own.stop();
  });

  it('hides a private winner name in the history', async () => {
    const { client } = await player();
    await client.post('/api/rewards/stats/privacy', { private: true });
    server.context.jackpot.draw = () => true;
    const won = await bet(client, '1');
    const [latest] = (await history('?limit=1')).wins;
    expect(latest).toMatchObject({ roundId: won.round.id, username: null });
  });

  it.each(['0', '51', 'abc', '1.5'])('refuses history limit=%s with a 400', async (limit) => {
    const response = await server.client().get(`/api/feeds/jackpot/history?limit=${limit}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/limit/);
  });
});

describe('the CSPRNG draw', () => {
  it('always wins at or above the odds, never with no stake, and about stake/odds of the time', () => {
    expect(cryptoDraw(usd('10'), usd('10'))).toBe(true);
    expect(cryptoDraw(0n, usd('10'))).toBe(false);
    let wins = 0;
    for (let i = 0; i < 20_000; i += 1) if (cryptoDraw(usd('1'), usd('4'))) wins += 1;
    expect(wins / 20_000).toBeGreaterThan(0.23);
    expect(wins / 20_000).toBeLessThan(0.27);
  });
});

describe('a pot the operator turned off', () => {
  let off: TestServer;
  beforeAll(async () => {
    off = await startTestServer({ env: { JACKPOT_ENABLED: 'false' } });
    off.context.jackpot.settleLagMs = 0;
    off.context.jackpot.draw = () => true;
  });
  afterAll(() => off.close());

  it('neither grows nor draws', async () => {
    const registered = await registerPlayer(off);
    await fund(off, registered.userId, 'USDT', '100');
    const response = await registered.client.post('/api/play/dice/bet', {
      currency: 'USDT',
      amount: '10',
      params: { condition: 'under', target: 50 },
    });
    expect(response.status).toBe(200);
    const pot = (await off.client().get('/api/feeds/jackpot/current')).body;
    expect(pot).toMatchObject({ enabled: false, amount: '1000' });
    expect((await off.client().get('/api/feeds/jackpot/history')).body).toEqual({ wins: [] });
  });
});

function jackpotDeps() {
  return {
    config: server.context.config,
    rates: server.context.wallet.rates,
    jackpot: server.context.jackpot,
  };
}
