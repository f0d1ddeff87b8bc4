import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@ante/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { betBatchSize } from '../../lib/metrics/metrics';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { balanceOf, expectLedgerSound, fund } from '../../test/wallet-helpers';
import { BetBatch, type RoundToPlay } from './bet-batch';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const DICE = { condition: 'under', target: 49.5 };

/** A funded player with a current seed pair, and a round for them at the pair's nonce. */
async function player(usdt: string) {
  const { client, userId } = await registerPlayer(server);
  if (usdt !== '0') await fund(server, userId, 'USDT', usdt);
  await client.post('/api/user/seed/current', { clientSeed: 'batch' });
  const seed = await server.context.database.db
    .selectFrom('server_seeds')
    .select(['id', 'nonce'])
    .where('user_id', '=', userId)
    .where('state', '=', 'current')
    .executeTakeFirstOrThrow();
  const round = (overrides: Partial<RoundToPlay> = {}): RoundToPlay => ({
    round: randomUUID(),
    user: userId,
    game: 'dice',
    currency: 'USDT',
    amount: '1',
    wagerUsd: '1',
    multiplier: '2',
    payout: '2',
    seed: seed.id,
    nonce: seed.nonce,
    params: DICE,
    result: { roll: 1 },
    claimKey: null,
    claimRoute: null,
    claimHash: null,
    ...overrides,
  });
  return { client, userId, round };
}

async function batchCount(): Promise<number> {
  const metric = await betBatchSize.get();
  return metric.values.find((value) => value.metricName === 'ante_bet_batch_size_count')?.value ?? 0;
}

describe('bets in batches', () => {
  it('plays many players’ concurrent bets in fewer statements, each player’s nonces in order', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => player('100')));
    const batchesBefore = await batchCount();
    const answers = await Promise.all(
      players.map(async ({ client }) => {
        const statuses: number[] = [];
        const nonces: number[] = [];
        for (let i = 0; i < 5; i += 1) {
          const response = await client.post('/api/play/dice/bet', {
            currency: 'USDT',
            amount: '1',
            params: DICE,
          });
          statuses.push(response.status);
          nonces.push(response.body.round?.nonce);
        }
        return { statuses, nonces, balance: await balanceOf(client, 'USDT') };
      }),
    );
    for (const answer of answers) {
      expect(answer.statuses).toEqual([200, 200, 200, 200, 200]);
      expect(answer.nonces).toEqual([0, 1, 2, 3, 4]);
    }
    // Sixty bets from twelve players at once went to the database in fewer statements.
    const batches = (await batchCount()) - batchesBefore;
    expect(batches).toBeGreaterThan(0);
    expect(batches).toBeLessThan(60);
    const rounds = await server.context.database.db
      .selectFrom('rounds')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where(
        'user_id',
        'in',
        players.map((each) => each.userId),
      )
      .executeTakeFirstOrThrow();
    expect(Number(rounds.count)).toBe(60);
  });

  it('undoes only the round that fails: a balance too low, a stale nonce and a used key leave the others standing', async () => {
    const rich = await player('10');
    const poor = await player('0');
    const stale = await player('10');
    const keyed = await player('10');
    const batch = new BetBatch(server.context.database.db, 1);
    // All six are sent as one batch, in order: the rich player's two rounds take nonces 0 and 1.
    const first = batch.play(rich.round());
    const claim = { claimKey: `k-${randomUUID()}`, claimRoute: 'POST /api/play/:slug/bet', claimHash: 'h' };
    const failed = (error: unknown) => ({ failed: error });
    const [good, tooPoor, moved, keyedOnce, keyedTwice] = [
      batch.play(rich.round({ nonce: 1 })),
      batch.play(poor.round()).catch(failed),
      batch.play(stale.round({ nonce: 7 })),
      batch.play(keyed.round({ ...claim })),
      batch.play(keyed.round({ ...claim, round: randomUUID(), nonce: 1 })).catch(failed),
    ];
    expect(Number((await first)?.r_balance)).toBe(11);
    expect(Number((await good)?.r_balance)).toBe(12);
    expect(await tooPoor).toMatchObject({ failed: { code: 'AN001' } });
    expect(await moved).toBeNull();
    expect(Number((await keyedOnce)?.r_balance)).toBe(11);
    expect(await keyedTwice).toMatchObject({ failed: { code: 'AN003' } });

    expect(await balanceOf(rich.client, 'USDT')).toBe('12');
    expect(await balanceOf(poor.client, 'USDT')).toBe('0');
    expect(await balanceOf(stale.client, 'USDT')).toBe('10');
    expect(await balanceOf(keyed.client, 'USDT')).toBe('11');
    const nonces = await server.context.database.db
      .selectFrom('server_seeds')
      .select(['user_id', 'nonce'])
      .where('state', '=', 'current')
      .where('user_id', 'in', [rich.userId, poor.userId, stale.userId, keyed.userId])
      .execute();
    const nonceOf = (userId: string) => nonces.find((row) => row.user_id === userId)?.nonce;
    expect(nonceOf(rich.userId)).toBe(2);
    expect(nonceOf(poor.userId)).toBe(0);
    expect(nonceOf(stale.userId)).toBe(0);
    expect(nonceOf(keyed.userId)).toBe(1);
  });

  it('answers an HTTP bet that lost its balance in a batch with the usual 409, and plays the others', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, (_, i) => player(i === 0 ? '0' : '5')));
    const responses = await Promise.all(
      players.map(({ client }) =>
        client.post('/api/play/dice/bet', { currency: 'USDT', amount: '1', params: DICE }),
      ),
    );
    expect(responses[0]?.status).toBe(409);
    expect(responses[0]?.body.code).toBe(ErrorCode.InsufficientBalance);
    expect(responses.slice(1).map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
  });
});
