import { fromDecimalString } from '@ante/core';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readSnapshot } from '../../../lib/db/read-snapshot';
import { startTestServer, type TestServer } from '../../../test/harness';
import { storedRows } from '../../../test/stored-rows';
import { balanceOf, expectLedgerSound } from '../../../test/wallet-helpers';
import { rewardsJobs } from '../jobs';
import { bringStaleRakebackForward } from './bring-stale-rakeback-forward';
import { rakebackStanding } from './rakeback-standing';
import { ageRakeback, bet, claim, playerWithXp, stats } from './rakeback-test-helpers';

/**
 * Rakeback's running totals on a real database and ledger: real dice bets at Bronze,
 * time moved by ageing the rows, stats read and claims made over HTTP, the scheduled
 * job run as the scheduler runs it (its `run`). The log is silent.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const log = pino({ level: 'silent' });
const TABLES = ['rakeback_totals', 'rakeback_state'];
const playerAt = (xp: string) => playerWithXp(server, xp);

/** Rakeback of `stake` USDT on dice under 50 at Bronze (5%), rounded down to the atom once. */
const bronze = (stake: string) => (fromDecimalString(stake) * 101n * 5n) / (10_001n * 100n);

/** The player's standing as a reading sees it, to the atom. */
const standing = (userId: string) =>
  readSnapshot(server.context.database.db, (trx) => rakebackStanding(trx, userId, { forClaim: false }));

/** What the stats show of rakeback. */
const shown = async (client: Parameters<typeof stats>[0]) => {
  const { availableRakeback, totalAvailableRewards, totalClaimed } = await stats(client);
  return { availableRakeback, totalAvailableRewards, totalClaimed };
};

async function runJob(): Promise<void> {
  const job = rewardsJobs(server.context, log).find((one) => one.name === 'rewards.rakeback-forward');
  if (!job) throw new Error('the rakeback job is not registered');
  await job.run({ dueAt: new Date(), attempt: 1 });
}

/** A Bronze player who claimed 20 USDT's rakeback, then staked 40 more, all over two hours ago. */
async function claimedThenPlayed() {
  const player = await playerAt('1000');
  for (let index = 0; index < 2; index += 1) await bet(player.client, '10');
  expect((await claim(player.client)).status).toBe(200);
  for (let index = 0; index < 4; index += 1) await bet(player.client, '10');
  await ageRakeback(server, player.userId, '2 hours');
  return player;
}

/** A Bronze player with no state row yet, who staked 40 USDT over two hours ago. */
async function neverCounted() {
  const player = await playerAt('1000');
  for (let index = 0; index < 4; index += 1) await bet(player.client, '10');
  await ageRakeback(server, player.userId, '2 hours');
  return player;
}

describe('rakeback running totals', () => {
  it('are not written by a stats read, even once the unread span is past the hour', async () => {
    const db = server.context.database.db;
    const claimed = await claimedThenPlayed();
    const fresh = await neverCounted();
    const before = await storedRows(db, TABLES);
    // 20 USDT earned 0.0100989..., 0.01 was paid; 40 more earned 0.0201979...
    expect((await stats(claimed.client)).availableRakeback).toEqual({ USDT: '0.02' });
    expect((await stats(fresh.client)).availableRakeback).toEqual({ USDT: '0.02' });
    expect((await stats(claimed.client)).availableRakeback).toEqual({ USDT: '0.02' });
    expect(await storedRows(db, TABLES)).toEqual(before);
    expect(await db.selectFrom('rakeback_state').where('user_id', '=', fresh.userId).execute()).toEqual([]);
  });

  it('are brought forward by the job, and the figures shown stay the same to the atom', async () => {
    const db = server.context.database.db;
    // Brought forward long ago and idle since: counted until hours ago, but with nothing
    // to bring forward, so its row is left alone.
    const idle = await playerAt('1000');
    await bet(idle.client, '10');
    await ageRakeback(server, idle.userId, '2 hours');
    await bringStaleRakebackForward(db, log);
    await ageRakeback(server, idle.userId, '2 hours');
    const claimed = await claimedThenPlayed();
    const fresh = await neverCounted();
    const idleBefore = await storedRows(db, ['rakeback_state']);
    const players = [claimed, fresh];
    const shownBefore = await Promise.all(players.map((player) => shown(player.client)));
    const exactBefore = await Promise.all(players.map((player) => standing(player.userId)));

    await runJob();

    const shownAfter = await Promise.all(players.map((player) => shown(player.client)));
    const exactAfter = await Promise.all(players.map((player) => standing(player.userId)));
    expect(shownAfter).toEqual(shownBefore);
    expect(exactAfter).toEqual(exactBefore);
    const totals = await db
      .selectFrom('rakeback_totals')
      .select(['user_id', 'earned', 'paid'])
      .where('user_id', 'in', [claimed.userId, fresh.userId])
      .execute();
    const earnedOf = (userId: string) =>
      fromDecimalString(totals.find((row) => row.user_id === userId)?.earned ?? '0');
    // The claim brought the first 20 USDT forward; the job the 40 after it.
    expect(earnedOf(claimed.userId)).toBe(bronze('20') + bronze('40'));
    expect(earnedOf(fresh.userId)).toBe(bronze('40'));
    const states = await db
      .selectFrom('rakeback_state')
      .select(['user_id', 'counted_until'])
      .where('user_id', 'in', [claimed.userId, fresh.userId])
      .execute();
    expect(states).toHaveLength(2);
    for (const state of states) expect(Date.now() - state.counted_until.getTime()).toBeLessThan(6 * 60_000);
    const idleAfter = await storedRows(db, ['rakeback_state']);
    const idleLine = (rows: Record<string, string[]>) =>
      rows.rakeback_state?.find((row) => row.includes(idle.userId));
    expect(idleLine(idleAfter)).toBe(idleLine(idleBefore));
    // Nothing is left past the hour: a second run brings nothing forward.
    expect(await bringStaleRakebackForward(db, log)).toBe(0);
  });

  it('pays exactly what was earned, once, when claims and the job run at the same time', async () => {
    const db = server.context.database.db;
    const players = [];
    for (let index = 0; index < 3; index += 1) {
      const player = await neverCounted();
      // Two more bets inside the settle grace: read from the rounds, paid as seen.
      await bet(player.client, '10');
      await bet(player.client, '10');
      players.push({ ...player, balance: fromDecimalString(await balanceOf(player.client, 'USDT')) });
    }
    const [, ...claims] = await Promise.all([runJob(), ...players.map((player) => claim(player.client))]);
    // 40 USDT brought forward (by the job or the claim, whichever locked first) and 20
    // unread: 0.0302969... USDT earned, 0.03 paid, the rest waits.
    const earned = bronze('40') + bronze('20');
    const cents = fromDecimalString('0.03');
    for (const [index, player] of players.entries()) {
      const paid = claims[index];
      expect(paid?.status, JSON.stringify(paid?.body)).toBe(200);
      expect(paid?.body.payments).toEqual([expect.objectContaining({ currency: 'USDT', amount: '0.03' })]);
      const transfers = await db
        .selectFrom('transfers')
        .select('amount')
        .where('code', '=', 'rakeback')
        .where('idempotency_key', 'like', `rakeback:${player.userId}:%`)
        .execute();
      expect(transfers.reduce((sum, row) => sum + fromDecimalString(row.amount), 0n)).toBe(cents);
      expect(fromDecimalString(await balanceOf(player.client, 'USDT')) - player.balance).toBe(cents);
      const totals = await db
        .selectFrom('rakeback_totals')
        .select(['earned', 'paid'])
        .where('user_id', '=', player.userId)
        .executeTakeFirstOrThrow();
      expect([fromDecimalString(totals.earned), fromDecimalString(totals.paid)]).toEqual([
        bronze('40'),
        cents,
      ]);
      expect((await standing(player.userId)).available).toEqual(new Map([['USDT', earned - cents]]));
      expect((await claim(player.client)).status).toBe(409);
    }
  });
});
