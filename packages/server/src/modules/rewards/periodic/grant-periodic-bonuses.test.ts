import { compareRatios, ratio, rewardEdge } from '@ante/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../../test/harness';
import { diceBet, expectLedgerSound, fund } from '../../../test/wallet-helpers';
import { grantPeriodicBonuses } from './grant-periodic-bonuses';
import { periodEndingAt } from './periods';

/**
 * Real: the server, its database and the bets, placed over HTTP. Faked: the rounds'
 * start and settle times, moved into the period under test, and one round's params,
 * made ones no game takes (as a round of a game whose edge we cannot state).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const DICE = { condition: 'under', target: 50 } as const;
const PLINKO = { rows: 11, risk: 'high' } as const;
/** Dice under 50 pays 1.98x on 5,000 rolls of 10,001. */
const DICE_EDGE = ratio(101n, 10_001n);
/** Plinko's 11-row high-risk table, whose edge is well under the catalogue's 1%. */
const PLINKO_EDGE = ratio(43n, 5_120n);
const ATOMS = 10n ** 18n;

describe('the edge the weekly and monthly bonuses are a share of', () => {
  it('is each round’s exact edge for its game and params, as rakeback reads it', () => {
    const dice = rewardEdge('dice', DICE);
    const plinko = rewardEdge('plinko', PLINKO);
    expect(dice && compareRatios(dice, DICE_EDGE)).toBe(0);
    expect(plinko && compareRatios(plinko, PLINKO_EDGE)).toBe(0);
    expect(rewardEdge('dice', { condition: 'under', target: 150 })).toBeNull();
  });

  it('grants stakes x exact edge x rate over two games, and nothing for a round without an edge', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '10000');
    for (let index = 0; index < 4; index += 1) await diceBet(client, '250', DICE.target);
    for (let index = 0; index < 10; index += 1) {
      const response = await client.post('/api/play/plinko/bet', {
        currency: 'USDT',
        amount: '100',
        params: PLINKO,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    }
    const noEdge = await diceBet(client, '500', DICE.target);
    const db = server.context.database.db;
    await db
      .updateTable('rounds')
      .set({ params: JSON.stringify({ condition: 'under', target: 150 }) })
      .where('id', '=', noEdge.round.id)
      .execute();
    const at = '2026-11-10T12:00:00Z';
    await db
      .updateTable('rounds')
      .set({ created_at: at, finished_at: at })
      .where('user_id', '=', userId)
      .execute();

    const now = new Date('2026-12-01T00:00:01Z');
    for (const end of ['2026-11-16T00:00:00Z', '2026-12-01T00:00:00Z']) {
      const kind = end.startsWith('2026-11') ? 'weekly' : 'monthly';
      await grantPeriodicBonuses(db, periodEndingAt(kind, new Date(end)), { claimDays: 7, now });
    }

    // $1,000 on dice x 101/10001 + $1,000 on plinko x 43/5120, cut to the atom once:
    // 18.4974276009..., where the catalogue's 1% would have said $20. The $500 round
    // whose params no game takes adds nothing, though its stake counts in xp ($2,500: Bronze).
    const edge =
      (1_000n * ATOMS * DICE_EDGE.n * PLINKO_EDGE.d + 1_000n * ATOMS * PLINKO_EDGE.n * DICE_EDGE.d) /
      (DICE_EDGE.d * PLINKO_EDGE.d);
    expect(edge).toBe(18_497_427_600_989_901_009n);
    const grants = await db
      .selectFrom('periodic_bonuses')
      .select(['kind', 'rank_id', 'edge_usd', 'usd'])
      .where('user_id', '=', userId)
      .orderBy('kind', 'desc')
      .execute();
    // Bronze: 2% weekly, 3% monthly, each rounded down to the atom.
    expect(grants).toEqual([
      { kind: 'weekly', rank_id: 1, edge_usd: '18.497427600989901009', usd: '0.369948552019798020' },
      { kind: 'monthly', rank_id: 1, edge_usd: '18.497427600989901009', usd: '0.554922828029697030' },
    ]);
    expect((edge * 2n) / 100n).toBe(369_948_552_019_798_020n);
    expect((edge * 3n) / 100n).toBe(554_922_828_029_697_030n);
  });
});
