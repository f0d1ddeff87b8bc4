import { rewardEdge, rewardTable, rewardTableView } from '@ante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { JACKPOT_MAX_USD: '1000', JACKPOT_ODDS: '2000000' } });
});
afterAll(() => server.close());

describe('GET /api/rewards/table', () => {
  it('shows a visitor what every rank earns back per game, with this casino’s pot, all of it under 80% of the edge', async () => {
    const response = await server.client().get('/api/rewards/table');
    expect(response.status).toBe(200);
    const { games } = response.body as ReturnType<typeof rewardTableView>;
    expect(games).toEqual(
      rewardTableView(rewardTable({ enabled: true, maxUsd: '1000', oddsUsd: '2000000' })).games,
    );
    const blackjack = games.find((game) => game.game === 'blackjack');
    const edge = rewardEdge('blackjack', {});
    if (!edge) throw new Error('blackjack has an edge');
    // Four decimals, rounded down, of the exact edge the rewards are paid by.
    const tenThousandths = (edge.n * 1_000_000n) / edge.d;
    expect(blackjack?.edgePercent).toBe(
      `${tenThousandths / 10_000n}.${String(tenThousandths % 10_000n).padStart(4, '0')}`,
    );
    expect(Number(blackjack?.edgePercent)).toBeGreaterThan(0.5);
    expect(Number(blackjack?.edgePercent)).toBeLessThan(0.51);
    expect(games.length).toBeGreaterThanOrEqual(11);
    for (const game of games) {
      expect(game.ranks.length).toBeGreaterThan(0);
      for (const rank of game.ranks) {
        // $1,000 over $2,000,000 at a 1% edge: the pot gives back 5% of every game's edge.
        expect(rank.pot.percentOfEdge).toBe('5.0');
        expect(Number(rank.total.percentOfEdge)).toBeLessThan(80);
        const pieces = [rank.levelUp, rank.rakeback, rank.weekly, rank.monthly, rank.pot, rank.commission];
        const sum = pieces.reduce((total, piece) => total + Number(piece.percentOfEdge), 0);
        // Each figure is rounded down to a tenth on its own.
        expect(Math.abs(sum - Number(rank.total.percentOfEdge))).toBeLessThan(0.7);
      }
    }
  });

  it('leaves the pot out when the casino runs none', async () => {
    const off = await startTestServer({ env: { JACKPOT_ENABLED: 'false' } });
    try {
      const { games } = (await off.client().get('/api/rewards/table')).body as ReturnType<
        typeof rewardTableView
      >;
      for (const rank of games.flatMap((game) => game.ranks)) expect(rank.pot.perThousandUsd).toBe('0.00');
    } finally {
      await off.close();
    }
  });

  it('takes no input: a query or a body changes nothing', async () => {
    const response = await server.client().get('/api/rewards/table?__proto__[x]=1&game=<script>');
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).not.toContain('script');
  });
});
