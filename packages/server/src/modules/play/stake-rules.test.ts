import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDoublableRound } from '../../test/blackjack-helpers';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { balanceOf, expectLedgerSound, fund } from '../../test/wallet-helpers';

/**
 * What a stake must be: free plays (a zero stake) are counted per player, chips and
 * spots are in the currency's precision, and a player on a break adds no stake to an
 * open round. Real: HTTP, the database, the ledger.
 */
const FREE_PLAYS = 3;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { FREE_PLAYS_PER_MINUTE: String(FREE_PLAYS) } });
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const dice = (client: TestClient, amount: string) =>
  client.post('/api/play/dice/bet', {
    currency: 'USDT',
    amount,
    params: { condition: 'under', target: 50 },
  });

async function roundsOf(userId: string): Promise<number> {
  const rows = await server.context.database.db
    .selectFrom('rounds')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  return rows.length;
}

describe('free plays', () => {
  it('are limited per player and minute, for every kind of game, and paid bets go on', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '10');
    for (let play = 0; play < FREE_PLAYS - 1; play += 1) expect((await dice(client, '0')).status).toBe(200);
    const mines = await client.post('/api/play/mines/bet', {
      currency: 'USDT',
      amount: '0',
      params: { mines: 3 },
    });
    expect(mines.status).toBe(200);
    const refused = await dice(client, '0');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: `Free plays are limited to ${FREE_PLAYS} a minute. Please wait a moment, or bet an amount.`,
      code: 'RATE_LIMITED',
      retryAfterMs: expect.any(Number),
    });
    const refusedMines = await client.post('/api/play/mines/bet', {
      currency: 'USDT',
      amount: '0',
      params: { mines: 3 },
    });
    expect(refusedMines.status).toBe(429);
    expect(await roundsOf(userId)).toBe(FREE_PLAYS);
    expect((await dice(client, '1')).status).toBe(200);

    const other = await registerPlayer(server);
    expect((await dice(other.client, '0')).status).toBe(200);
  });

  it('can be turned off (FREE_PLAYS_PER_MINUTE=0)', async () => {
    const closed = await startTestServer({ env: { FREE_PLAYS_PER_MINUTE: '0' } });
    try {
      const { client } = await registerPlayer(closed);
      const response = await dice(client, '0');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: 'Free plays are not offered here.',
        code: 'VALIDATION',
        field: 'amount',
      });
    } finally {
      await closed.close();
    }
  });
});

describe('stakes in the currency precision', () => {
  it('refuses roulette chips and baccarat spots finer than the currency allows, and changes nothing', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'BTC', '1');
    // BTC has 8 decimals: two chips of half a satoshi add up to a valid amount.
    const roulette = await client.post('/api/play/roulette/bet', {
      currency: 'BTC',
      amount: '0.00000001',
      params: {
        chips: [
          { bet: 'red', amount: '0.000000005' },
          { bet: 'black', amount: '0.000000005' },
        ],
      },
    });
    expect(roulette.status).toBe(400);
    expect(roulette.body).toEqual({
      message: 'A stake of 0.000000005 has more than the 8 decimal places of BTC.',
      code: 'VALIDATION',
      field: 'params',
    });
    const baccarat = await client.post('/api/play/baccarat/bet', {
      currency: 'BTC',
      amount: '0.00000002',
      params: { player: '0.000000015', tie: '0.000000005' },
    });
    expect(baccarat.status).toBe(400);
    expect(baccarat.body.message).toContain('more than the 8 decimal places of BTC');
    expect(await balanceOf(client, 'BTC')).toBe('1');
    expect(await roundsOf(userId)).toBe(0);

    const fine = await client.post('/api/play/roulette/bet', {
      currency: 'BTC',
      amount: '0.00000002',
      params: {
        chips: [
          { bet: 'red', amount: '0.00000001' },
          { bet: 'black', amount: '0.00000001' },
        ],
      },
    });
    expect(fine.status).toBe(200);
  });
});

describe('a player on a break', () => {
  it('cannot add a stake to an open round, but can finish it', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '100');
    const roundId = await startDoublableRound(server, client, userId, '10');
    await server.context.database.db
      .updateTable('users')
      .set({ excluded_until: new Date(Date.now() + 86_400_000) })
      .where('id', '=', userId)
      .execute();
    const doubled = await client.post('/api/play/blackjack/next', { roundId, action: 'double' });
    expect(doubled.status).toBe(403);
    expect(doubled.body.code).toBe('SELF_EXCLUDED');
    expect(await balanceOf(client, 'USDT')).toBe('90');
    const stood = await client.post('/api/play/blackjack/next', { roundId, action: 'stand' });
    expect(stood.status).toBe(200);
    expect(stood.body.round.status).toBe('finished');
    expect(stood.body.round.amount).toBe('10');
  });
});
