import { minePositions } from '@ante/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { currentSeeds } from '../../test/seed-helpers';
import { expectLedgerSound, fund } from '../../test/wallet-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

/** The mine positions of the player's next round, read from the server's own seed (test-only access). */
async function nextMines(userId: string, mines: number): Promise<number[]> {
  return minePositions(await currentSeeds(server, userId), mines);
}

describe('mines on the ledger', () => {
  it('starts a round, reveals safe tiles, resumes after a reload and cashes out once under racing requests', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'BTC', '0.001');
    await client.post('/api/user/seed/current', {});
    const mines = await nextMines(userId, 3);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((tile) => !mines.includes(tile));

    const start = await client.post('/api/play/mines/bet', {
      currency: 'BTC',
      amount: '0.0001',
      params: { mines: 3 },
    });
    expect(start.status).toBe(200);
    expect(start.body.round.status).toBe('active');
    expect(start.body.balance).toBe('0.0009');
    expect(JSON.stringify(start.body.round.result)).not.toContain(JSON.stringify(mines));
    const roundId = start.body.round.id;

    const second = await client.post('/api/play/mines/bet', {
      currency: 'BTC',
      amount: '0.0001',
      params: { mines: 3 },
    });
    expect(second.status).toBe(409);
    expect((await client.post('/api/user/seed/rotate', { clientSeed: 'x' })).status).toBe(409);

    const reveal = await client.post('/api/play/mines/next', { roundId, action: 'reveal', tile: safe[0] });
    expect(reveal.status).toBe(200);
    expect(reveal.body.round.status).toBe('active');
    const again = await client.post('/api/play/mines/next', { roundId, action: 'reveal', tile: safe[0] });
    expect(again.status).toBe(409);

    const active = await client.get('/api/play/mines/active');
    expect(active.body.round.id).toBe(roundId);

    const cashouts = await Promise.all(
      Array.from({ length: 6 }, () => client.post('/api/play/mines/cashout', { roundId })),
    );
    expect(cashouts.filter((r) => r.status === 200)).toHaveLength(1);
    expect(cashouts.filter((r) => r.status === 409)).toHaveLength(5);
    const paid = cashouts.find((r) => r.status === 200)?.body;
    // One safe reveal of 3 mines pays 0.99 * 25/22 = 1.125x.
    expect(paid.round).toMatchObject({ status: 'finished', multiplier: '1.125', payout: '0.0001125' });
    expect(paid.balance).toBe('0.0010125');
    expect((await client.get('/api/play/mines/active')).body.round).toBeNull();
    expect(
      (await client.post('/api/play/mines/next', { roundId, action: 'reveal', tile: safe[1] })).status,
    ).toBe(409);
  });

  it('loses the wager on a mine, and keeps other players out of the round', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '10');
    await client.post('/api/user/seed/current', {});
    const mines = await nextMines(userId, 5);
    const start = await client.post('/api/play/mines/bet', {
      currency: 'USDT',
      amount: '1',
      params: { mines: 5 },
    });
    const roundId = start.body.round.id;
    const other = await registerPlayer(server);
    expect(
      (await other.client.post('/api/play/mines/next', { roundId, action: 'reveal', tile: mines[0] })).status,
    ).toBe(404);
    expect((await other.client.post('/api/play/mines/cashout', { roundId })).status).toBe(404);
    const boom = await client.post('/api/play/mines/next', { roundId, action: 'reveal', tile: mines[0] });
    expect(boom.body.round).toMatchObject({ status: 'finished', multiplier: '0', payout: '0' });
    expect(boom.body.balance).toBe('9');
    // Once finished, the board shows where the mines were.
    expect(JSON.stringify(boom.body.round.result)).toContain(String(mines[1]));
  });

  it('accepts a round whose best outcome exceeds the maximum profit, which caps it instead', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'BTC', '1');
    // 0.1 BTC on 3 mines could win 2,277x; the round is capped at the maximum profit (profit-cap.test.ts).
    const large = await client.post('/api/play/mines/bet', {
      currency: 'BTC',
      amount: '0.1',
      params: { mines: 3 },
    });
    expect(large.status).toBe(200);
    expect(large.body.round.status).toBe('active');
  });

  it('answers 400 for bad actions and params, 404 for unknown games and 401 when not logged in', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'BTC', '1');
    expect(
      (await client.post('/api/play/mines/bet', { currency: 'BTC', amount: '0.1', params: { mines: 25 } }))
        .status,
    ).toBe(400);
    const start = await client.post('/api/play/mines/bet', {
      currency: 'BTC',
      amount: '0.01',
      params: { mines: 1 },
    });
    const roundId = start.body.round.id;
    expect((await client.post('/api/play/mines/next', { roundId, action: 'reveal', tile: 25 })).status).toBe(
      400,
    );
    expect(
      (await client.post('/api/play/mines/next', { roundId: 'nope', action: 'reveal', tile: 1 })).status,
    ).toBe(400);
    expect((await client.post('/api/play/mines/cashout', { roundId })).status).toBe(409);
    expect((await client.post('/api/play/dice/next', { roundId, action: 'reveal', tile: 1 })).status).toBe(
      404,
    );
    expect((await server.client().get('/api/play/mines/active')).status).toBe(401);
    expect((await server.client().post('/api/play/mines/cashout', { roundId })).status).toBe(401);
  });
});

describe('seed rotation racing a new round', () => {
  it('never reveals the seed of a round that is still open', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '100');
    for (let i = 0; i < 5; i += 1) {
      await Promise.all([
        client.post('/api/play/mines/bet', { currency: 'USDT', amount: '1', params: { mines: 3 } }),
        client.post('/api/user/seed/rotate', { clientSeed: `race-${i}` }),
      ]);
      const open = await server.context.database.db
        .selectFrom('rounds')
        .innerJoin('server_seeds', 'server_seeds.id', 'rounds.seed_id')
        .select(['rounds.id', 'server_seeds.state'])
        .where('rounds.user_id', '=', userId)
        .where('rounds.status', '=', 'active')
        .execute();
      expect(open.every((round) => round.state === 'current')).toBe(true);
      for (const round of open) await client.post('/api/play/mines/cashout', { roundId: round.id });
      // A round without reveals cannot cash out: close it by stepping on tiles until it ends.
      for (const round of open) {
        for (let tile = 0; tile < 25; tile += 1) {
          const step = await client.post('/api/play/mines/next', {
            roundId: round.id,
            action: 'reveal',
            tile,
          });
          if (step.status !== 200 || step.body.round.status === 'finished') break;
        }
      }
    }
  });
});

describe('blackjack on the ledger', () => {
  it('plays a hand to the end, debiting a double as extra stake', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '100');
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const start = await client.post('/api/play/blackjack/bet', {
        currency: 'USDT',
        amount: '10',
        params: {},
      });
      expect(start.status).toBe(200);
      let response = start;
      // Not with an ace up: a move there declines insurance first, and a dealer
      // blackjack then ends the hand before the double is taken.
      const actions: string[] = response.body.round.result.actions ?? [];
      if (
        response.body.round.status === 'active' &&
        actions.includes('double') &&
        !actions.includes('insurance')
      ) {
        response = await client.post('/api/play/blackjack/next', {
          roundId: start.body.round.id,
          action: 'double',
        });
        expect(response.status).toBe(200);
        expect(response.body.round.status).toBe('finished');
        expect(response.body.round.amount).toBe('20');
        return;
      }
      while (response.body.round.status === 'active') {
        const actions: string[] = response.body.round.result.actions ?? [];
        const action = actions.includes('stand')
          ? 'stand'
          : actions.includes('noInsurance')
            ? 'noInsurance'
            : actions[0];
        response = await client.post('/api/play/blackjack/next', { roundId: start.body.round.id, action });
        expect(response.status).toBe(200);
      }
    }
    throw new Error('no hand in 20 allowed a double');
  });
});
