import { blackjackEdge, LOYALTY_RANKS, parseAmount, toDecimalString } from '@ante/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { balanceOf, diceBet, expectLedgerSound, fund, watchUser } from '../../test/wallet-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

/** Dice at a 98% chance. */
const bet = (client: TestClient, amount: string) => diceBet(client, amount, 98);

/** A player who has wagered `stakes` USDT (1 USDT = 1 USD in the test rates). */
async function playerWho(stakes: string[]) {
  const player = await registerPlayer(server);
  await fund(server, player.userId, 'USDT', '5000');
  for (const stake of stakes) await bet(player.client, stake);
  return player;
}

describe('loyalty ranks', () => {
  it('lists the ladder to anyone', async () => {
    const response = await server.client().get('/api/rewards/ranks');
    expect(response.status).toBe(200);
    expect(response.body.ranks).toHaveLength(LOYALTY_RANKS.length);
    expect(response.body.ranks[0]).toEqual({
      id: 0,
      name: 'Newcomer',
      wagerRequirement: '0',
      levelUpBonus: '0',
    });
    expect(response.body.ranks[1]).toEqual({
      id: 1,
      name: 'Bronze',
      wagerRequirement: '1000',
      levelUpBonus: '2',
    });
  });

  it('needs a login for the stats and for claims', async () => {
    const anonymous = server.client();
    expect((await anonymous.get('/api/rewards/stats')).status).toBe(401);
    expect((await anonymous.post('/api/rewards/claim/level-up', { currency: 'BTC', level: 1 })).status).toBe(
      401,
    );
  });

  it('starts a player at the first rank with nothing to claim', async () => {
    const { client } = await registerPlayer(server);
    const stats = (await client.get('/api/rewards/stats')).body;
    expect(stats).toMatchObject({
      rankId: 0,
      xp: '0',
      availableLevelUp: {},
      totalAvailableRewards: '0',
      totalClaimed: { levelUp: '0' },
    });
  });

  it('pays a level-up as a share of the edge the climb carried: about half at blackjack', async () => {
    // $1,000 of blackjack reaches Bronze, but at its exact 0.5055% edge the climb cost
    // $5.055 on average, and the bonus is 20% of that: $1.011, not the stated $2 that a
    // climb at a 1% edge earns (a share of the stake, which blackjack's rewards exceeded).
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '1000');
    const round = await client.post('/api/play/blackjack/bet', {
      currency: 'USDT',
      amount: '1000',
      params: {},
    });
    expect(round.status).toBe(200);
    const { perStaked } = blackjackEdge();
    const bonus = toDecimalString((parseAmount('1000') * perStaked.n * 20n) / (perStaked.d * 100n));
    expect(bonus).toMatch(/^1\.011/);
    const stats = (await client.get('/api/rewards/stats')).body;
    expect(stats).toMatchObject({ rankId: 1, xp: '1000', availableLevelUp: { '1': bonus } });
    const paid = await client.post('/api/rewards/claim/level-up', { currency: 'USDT', level: 1 });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ currency: 'USDT', usd: bonus, amount: '1.01' });
  });

  it('counts every stake in USD as xp and raises the rank at the requirement', async () => {
    const { client, userId } = await playerWho(['600', '399.99']);
    let stats = (await client.get('/api/rewards/stats')).body;
    expect(stats).toMatchObject({ rankId: 0, xp: '999.99', totalAvailableRewards: '0' });

    // A multi-step round counts its stake when it starts, and a stake added later
    // (a double, a split) counts too: here the round's extra stake is raised directly.
    const mines = await client.post('/api/play/mines/bet', {
      currency: 'USDT',
      amount: '0.01',
      params: { mines: 3 },
    });
    expect(mines.status).toBe(200);
    stats = (await client.get('/api/rewards/stats')).body;
    expect(stats).toMatchObject({
      rankId: 1,
      xp: '1000',
      availableLevelUp: { '1': '2' },
      totalAvailableRewards: '2',
    });
    await server.context.database.db
      .updateTable('rounds')
      .set({ extra_stake: '0.02' })
      .where('id', '=', mines.body.round.id)
      .execute();
    stats = (await client.get('/api/rewards/stats')).body;
    expect(stats.xp).toBe('1000.02');

    // The player's rank (what chat and friends show) follows.
    expect((await client.get('/api/user/me')).body.user.rankId).toBe(1);
    const row = await server.context.database.db
      .selectFrom('users')
      .select('rank_id')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.rank_id).toBe(1);
  });

  it('refuses bad claims and changes nothing', async () => {
    const { client } = await playerWho(['1000']);
    const before = await balanceOf(client, 'BTC');
    const bad: Array<[unknown, string]> = [
      [{}, 'currency'],
      [{ currency: 'BTC' }, 'level'],
      [{ currency: 'BTC', level: 'one' }, 'level'],
      [{ currency: 'BTC', level: 1.5 }, 'level'],
      [{ currency: 'BTC', level: 0 }, 'level'],
      [{ currency: 'BTC', level: 99 }, 'level'],
      [{ currency: 'NOPE', level: 1 }, 'currency'],
      [{ currency: 'BTC', level: 1, extra: true }, ''],
    ];
    for (const [body, field] of bad) {
      const response = await client.post('/api/rewards/claim/level-up', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      if (field) expect(response.body.message).toContain(field);
    }
    const notYet = await client.post('/api/rewards/claim/level-up', { currency: 'BTC', level: 2 });
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe('You have not reached Silver yet: wager $4,000.00 more.');
    expect(notYet.body.amountsUsd).toEqual(['4000']);
    expect(await balanceOf(client, 'BTC')).toBe(before);
    expect((await client.get('/api/rewards/stats')).body.totalAvailableRewards).toBe('2');
  });

  it('pays a level-up bonus once, in the chosen currency at the rate of the moment', async () => {
    const { client, userId } = await playerWho(['1000']);
    const watch = await watchUser(server, userId);
    const paid = await client.post('/api/rewards/claim/level-up', { currency: 'BTC', level: 1 });
    expect(paid.status).toBe(200);
    // $2 at 95,000 USD a bitcoin, cut to BTC's 8 digits.
    expect(paid.body).toEqual({ currency: 'BTC', amount: '0.00002105', usd: '2', balance: '0.00002105' });
    expect(await balanceOf(client, 'BTC')).toBe('0.00002105');
    // The history names it a level-up bonus, not the welcome bonus's code.
    expect((await client.get('/api/wallet/transactions?kind=bonus')).body.transactions).toMatchObject([
      { kind: 'bonus', code: 'level_up_bonus', currency: 'BTC', amount: '0.00002105' },
    ]);
    await watch.arrived({
      feed: 'wallet',
      payload: expect.objectContaining({ currency: 'BTC' }),
    });
    await watch.stop();

    const again = await client.post('/api/rewards/claim/level-up', { currency: 'USDT', level: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already claimed the Bronze bonus.');
    expect((await client.get('/api/rewards/stats')).body).toMatchObject({
      availableLevelUp: {},
      totalAvailableRewards: '0',
      totalClaimed: { levelUp: '2' },
    });
  });

  it('pays once when the same claim arrives many times at once', async () => {
    const { client } = await playerWho(['1000']);
    const before = await balanceOf(client, 'USDT');
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.post('/api/rewards/claim/level-up', { currency: 'USDT', level: 1 }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const after = await balanceOf(client, 'USDT');
    expect(Number(after) - Number(before)).toBeCloseTo(2, 8);
  });

  it('keeps the bonus of a player on a break until the break ends', async () => {
    const { client, userId } = await playerWho(['1000']);
    const db = server.context.database.db;
    await db
      .updateTable('users')
      .set({ excluded_until: new Date(Date.now() + 86_400_000) })
      .where('id', '=', userId)
      .execute();
    const refused = await client.post('/api/rewards/claim/level-up', { currency: 'USDT', level: 1 });
    expect(refused.status).toBe(403);
    expect((await client.get('/api/rewards/stats')).body.totalAvailableRewards).toBe('2');
    await db.updateTable('users').set({ excluded_until: null }).where('id', '=', userId).execute();
    expect((await client.post('/api/rewards/claim/level-up', { currency: 'USDT', level: 1 })).status).toBe(
      200,
    );
  });
});
