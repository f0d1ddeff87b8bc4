import { fromDecimalString, parseAmount } from '@ante/core';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { depositTestCoins, diceBet, expectLedgerSound } from '../../test/wallet-helpers';
import { settleMissedRewards } from './settle-missed-rewards';

/**
 * Rewards are settled by the stakes that earn them, never by reading the stats. Real:
 * the server, its database, the simulated chain, the bets over HTTP and the ledger.
 * Faked: a payment the bet missed (a crash between its commit and its rewards) is
 * staged by lowering a rollover's requirement in the database.
 */
let server: TestServer;
const log = pino({ level: 'silent' });
beforeAll(async () => {
  server = await startTestServer({
    env: { WELCOME_BONUS_PERCENT: '1', WELCOME_BONUS_MAX_USD: '20', WELCOME_BONUS_ROLLOVER: '3' },
  });
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const db = () => server.context.database.db;

/** Dice at even money, which counts in full toward a rollover. */
const bet = (client: TestClient, amount: string) => diceBet(client, amount, 49.5);

/** A player with the welcome offer taken and a 5 USDT deposit: a 0.05 bonus, 15.15 to wager. */
async function playerWithRollover() {
  const player = await registerPlayer(server);
  expect((await player.client.post('/api/rewards/rollover-offer/confirm', { optIn: true })).status).toBe(200);
  await depositTestCoins(player.client, 'USDT', 'TRON', '5');
  // Funds for the stakes, so that lost rounds cannot end the play; it does not qualify again.
  await depositTestCoins(player.client, 'USDT', 'TRON', '100');
  return player;
}

/** The ledger's transfers paying the player's welcome bonus. */
async function bonusTransfers(userId: string) {
  const rollover = await db()
    .selectFrom('rollover_bonuses')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return db()
    .selectFrom('transfers')
    .select(['amount', 'code'])
    .where('reference', '=', `rollover_bonus:${rollover.id}`)
    .execute();
}

/** Every row a read could have written: the ledger, the rollovers and the player's rank. */
async function writableState(userId: string) {
  const [transfers, rollovers, user] = await Promise.all([
    db()
      .selectFrom('transfers')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
    db().selectFrom('rollover_bonuses').selectAll().where('user_id', '=', userId).execute(),
    db().selectFrom('users').select(['rank_id', 'xp']).where('id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  return { transfers: transfers.count, rollovers, user };
}

describe('a rollover met by a bet', () => {
  it('is recorded by the deposit and paid by the bet that meets it, with no read of the stats', async () => {
    const { client, userId } = await playerWithRollover();
    const recorded = await db()
      .selectFrom('rollover_bonuses')
      .select(['bonus_amount', 'wager_requirement', 'completed_at'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(recorded).toMatchObject({ completed_at: null });
    await bet(client, '8');
    expect(await bonusTransfers(userId)).toHaveLength(0);
    await bet(client, '7.15');
    const paid = await bonusTransfers(userId);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ code: 'bonus' });
    expect(fromDecimalString(paid[0]?.amount ?? '0')).toBe(parseAmount('0.05'));
    // More bets pay nothing more.
    await bet(client, '1');
    expect(await bonusTransfers(userId)).toHaveLength(1);
  });

  it('is paid once when many bets meet it at once', async () => {
    const { client, userId } = await playerWithRollover();
    await bet(client, '14');
    // Twenty bets of 1: any of them could be the one that meets the 15.15.
    const bets = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.post('/api/play/dice/bet', {
          currency: 'USDT',
          amount: '1',
          params: { condition: 'under', target: 49.5 },
        }),
      ),
    );
    for (const response of bets) expect(response.status).toBe(200);
    expect(await bonusTransfers(userId)).toHaveLength(1);
    const { completed_at } = await db()
      .selectFrom('rollover_bonuses')
      .select('completed_at')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(completed_at).not.toBeNull();
  });
});

describe('GET /api/rewards/stats', () => {
  it('writes nothing, even with a met rollover left unpaid, which the catch-up job pays once', async () => {
    const { client, userId } = await playerWithRollover();
    await bet(client, '4');
    await bet(client, '4');
    // As if the bet that met it had crashed before paying: met, and not paid.
    await db()
      .updateTable('rollover_bonuses')
      .set({ wager_requirement: '5' })
      .where('user_id', '=', userId)
      .execute();
    const before = await writableState(userId);
    const reads = await Promise.all(Array.from({ length: 5 }, () => client.get('/api/rewards/stats')));
    for (const read of reads) {
      expect(read.status).toBe(200);
      expect(read.body.rolloverBonus).toMatchObject({ wagered: '5', completed: false });
    }
    expect(await writableState(userId)).toEqual(before);

    const deps = { config: server.context.config, rates: server.context.wallet.rates };
    const runs = await Promise.all(
      [1, 2, 3].map(() => settleMissedRewards(db(), server.context.bus, deps, log)),
    );
    expect(runs.reduce((sum, run) => sum + run.paid, 0)).toBe(1);
    expect(await bonusTransfers(userId)).toHaveLength(1);
    expect((await client.get('/api/rewards/stats')).body.rolloverBonus).toMatchObject({
      completed: true,
      status: 'completed',
    });
  });

  it('does not record a rank: the bet that reaches it does', async () => {
    const { client, userId } = await playerWithRollover();
    // Just short of Bronze ($1,000 wagered): the next dollar reaches it.
    await sql`UPDATE users SET xp = 999.5 WHERE id = ${userId}`.execute(db());
    const before = await writableState(userId);
    expect(before.user.rank_id).toBe(0);
    expect((await client.get('/api/rewards/stats')).body.rankId).toBe(0);
    expect(await writableState(userId)).toEqual(before);
    await bet(client, '1');
    const after = await db()
      .selectFrom('users')
      .select('rank_id')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(after.rank_id).toBe(1);
    expect((await client.get('/api/rewards/stats')).body.rankId).toBe(1);
  });
});
