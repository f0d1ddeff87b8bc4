import { blackjackEdge, fromDecimalString } from '@ante/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDoublableRound } from '../../test/blackjack-helpers';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { expectLedgerSound, fund } from '../../test/wallet-helpers';
import { createCompetition } from '../competitions/test-helpers';

/**
 * A round's stake is everything the player put on it: the base wager and every stake
 * an action added (double, split, insurance). Loyalty xp, competition standings, the
 * global pot (its growth and the draw's chance), the high-rollers feed and the game's
 * figures all count that same total. Real:
 * HTTP, the database, the ledger. Replaced: the pot's draw (recorded, never a win) and
 * its settle lag (zero, so a round counts as soon as it settles).
 */
let server: TestServer;
let staff: TestClient;
const draws: bigint[] = [];
beforeAll(async () => {
  server = await startTestServer({
    env: { JACKPOT_CONTRIBUTION: '0.01', JACKPOT_MIN_BET_USD: '0.1', HIGH_ROLLER_USD: '15' },
  });
  server.context.jackpot.settleLagMs = 0;
  server.context.jackpot.draw = (stakeUsd) => {
    draws.push(stakeUsd);
    return false;
  };
  const admin = await registerPlayer(server);
  await server.context.database.db
    .updateTable('users')
    .set({ role: 'admin' })
    .where('id', '=', admin.userId)
    .execute();
  staff = admin.client;
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const usd = (value: string) => fromDecimalString(value);
const potUsd = async () => usd((await server.client().get('/api/feeds/jackpot/current')).body.amount);
const xpOf = async (client: TestClient) => usd((await client.get('/api/rewards/stats')).body.xp);

describe('the total stake of a multi-step round', () => {
  it('is what xp, a competition and the pot all count for a doubled blackjack hand', async () => {
    const competition = await createCompetition(staff, { games: ['blackjack'] });
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '100');
    const xpBefore = await xpOf(client);
    const potBefore = await potUsd();
    draws.length = 0;

    const roundId = await startDoublableRound(server, client, userId, '10');
    const doubled = await client.post('/api/play/blackjack/next', { roundId, action: 'double' });
    expect(doubled.status).toBe(200);
    expect(doubled.body.round.status).toBe('finished');
    expect(doubled.body.round.amount).toBe('20');

    // 1 USDT is $1 at the test rates: the round staked $20.
    expect((await xpOf(client)) - xpBefore).toBe(usd('20'));
    const standing = await client.get(`/api/casino/competitions/${competition.id}/leaderboard/me`);
    expect(standing.body).toMatchObject({ place: 1, wagered: '20' });
    const board = await server.client().get(`/api/casino/competitions/${competition.id}/leaderboard`);
    expect(board.body.entries[0]).toMatchObject({ wagered: '20' });
    expect((await potUsd()) - potBefore).toBe(usd('0.2'));
    // The pot draws on the whole stake counted at a 1% edge: $20 x 0.5055% / 1%, since its
    // return, like every reward's, is a share of the stake's edge.
    const { perStaked } = blackjackEdge();
    expect(draws).toEqual([(usd('20') * perStaked.n * 100n) / perStaked.d]);
    // The same total makes it a high roller ($15 here), and goes into the game's figures.
    const highRollers = (await server.client().get('/api/feeds/highroller-bets')).body.bets;
    expect(highRollers.map((bet: { roundId: string }) => bet.roundId)).toContain(roundId);
    const stats = (await server.client().get('/api/casino/games/blackjack/stats')).body;
    expect(stats.wageredUsd).toBe('20');
  });
});
