import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../../lib/context';
import { type DatabaseHandle, openDatabase } from '../../../lib/db/database';
import { type Job, Scheduler } from '../../../lib/jobs/scheduler';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../../test/harness';
import { expectLedgerSound, fund } from '../../../test/wallet-helpers';
import { grantPeriodicBonuses } from './grant-periodic-bonuses';
import { periodicBonusJobs } from './jobs';
import { periodEndingAt } from './periods';

/**
 * Real: the server, its database, the bets (placed over HTTP) and the scheduler with
 * its job_runs; on PostgreSQL the second node has a connection pool of its own.
 * Faked: the scheduler's clock, and the settle times of the rounds, moved into the
 * period under test (a round's stake and game are what they were).
 */
let server: TestServer;
let second: DatabaseHandle | undefined;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  server = await startTestServer();
  const url = server.context.config.databaseUrl;
  if (url) second = await openDatabase({ kind: 'postgres', url, poolSize: 3 });
});
afterAll(async () => {
  await second?.close();
  await server.close();
});
afterEach(() => expectLedgerSound(server));

/**
 * A limbo bet at 2x in USDT ($1 each): its edge is exactly 1%, so the figures below read
 * plainly (grant-periodic-bonuses.test.ts holds the edge itself to each round's game and params).
 */
async function limboBet(client: TestClient, amount: string) {
  const response = await client.post('/api/play/limbo/bet', {
    currency: 'USDT',
    amount,
    params: { target: 2 },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** A player whose limbo stakes started and settled at `at`. */
async function playerWho(stakes: string[], at: string) {
  const player = await registerPlayer(server);
  await fund(server, player.userId, 'USDT', '10000');
  for (const stake of stakes) await limboBet(player.client, stake);
  await server.context.database.db
    .updateTable('rounds')
    .set({ created_at: at, finished_at: at })
    .where('user_id', '=', player.userId)
    .execute();
  return player;
}

/** Moves one round into a period: started and settled at `at`. */
async function settleAt(roundId: string, at: string) {
  await server.context.database.db
    .updateTable('rounds')
    .set({ created_at: at, finished_at: at })
    .where('id', '=', roundId)
    .execute();
}

function grantsOf(userId: string) {
  return server.context.database.db
    .selectFrom('periodic_bonuses')
    .select(['kind', 'period_start', 'period_end', 'rank_id', 'edge_usd', 'usd'])
    .where('user_id', '=', userId)
    .orderBy('period_start')
    .execute();
}

/** The job of `kind`, under a name of its own (each test has its own job_runs history). */
function jobOf(kind: 'weekly' | 'monthly', context: AppContext = server.context): Job {
  const job = periodicBonusJobs(context, log).find((entry) => entry.name === `rewards.${kind}-bonus`);
  if (!job) throw new Error(`no ${kind} job`);
  return { ...job, name: `${job.name}-${randomUUID()}` };
}

/** Two nodes of the casino, on one clock. */
function twoNodes(now: () => Date, kind: 'weekly' | 'monthly'): [Scheduler, Scheduler, string] {
  const job = jobOf(kind);
  const otherDb = second?.db ?? server.context.database.db;
  const other = { ...server.context, database: { ...server.context.database, db: otherDb } };
  const jobB = { ...jobOf(kind, other), name: job.name };
  return [
    new Scheduler({ db: server.context.database.db, log, node: 'node-a', now }, [job]),
    new Scheduler({ db: otherDb, log, node: 'node-b', now }, [jobB]),
    job.name,
  ];
}

describe('weekly and monthly grants', () => {
  it('grants the closed week its bonus: stakes x edge x the rate of the rank at the week’s end', async () => {
    // Bronze at the week's end ($1,000 wagered): 2% of the week's edge, 1% of $1,000.
    const bronze = await playerWho(['600', '400'], '2026-11-10T12:00:00Z');
    // Started later, so not in xp at the week's end: still Bronze for that week.
    await limboBet(bronze.client, '4000');
    // Newcomer (rank 0): no rate, nothing granted.
    const newcomer = await playerWho(['999'], '2026-11-11T12:00:00Z');
    // Bronze by earlier play, but $20 in the week: 2% of $0.20 is under a cent.
    const small = await playerWho(['1000'], '2026-11-01T12:00:00Z');
    await settleAt((await limboBet(small.client, '20')).round.id, '2026-11-12T00:00:00Z');
    const [a, b, name] = twoNodes(() => new Date('2026-11-16T00:00:05Z'), 'weekly');
    const reports = await Promise.all([a.runDue(name), b.runDue(name), a.runDue(name), b.runDue(name)]);
    expect(reports.filter((report) => report.status === 'succeeded')).toHaveLength(1);
    expect(await grantsOf(bronze.userId)).toEqual([
      {
        kind: 'weekly',
        period_start: new Date('2026-11-09T00:00:00Z'),
        period_end: new Date('2026-11-16T00:00:00Z'),
        rank_id: 1,
        edge_usd: '10.000000000000000000',
        usd: '0.200000000000000000',
      },
    ]);
    expect(await grantsOf(newcomer.userId)).toEqual([]);
    expect(await grantsOf(small.userId)).toEqual([]);
  });

  it('grants a period once however often it runs: again on a node, or the grant itself repeated', async () => {
    const player = await playerWho(['1000', '1500'], '2026-10-20T08:00:00Z');
    let now = new Date('2026-10-26T00:00:01Z');
    const [a, b, name] = twoNodes(() => now, 'weekly');
    expect((await a.runDue(name)).status).toBe('succeeded');
    expect(await b.runDue(name)).toEqual({ status: 'idle' });
    now = new Date('2026-10-26T06:00:00Z');
    expect(await a.runDue(name)).toEqual({ status: 'idle' });
    // As if the run were recorded lost and made again: the unique grant stops it.
    const period = periodEndingAt('weekly', new Date('2026-10-26T00:00:00Z'));
    const again = await grantPeriodicBonuses(server.context.database.db, period, {
      claimDays: 7,
      now: new Date(),
    });
    expect(again.granted).toBe(0);
    // $2,500 wagered is Bronze (Silver starts at $5,000): 2% of 1% of $2,500.
    expect((await grantsOf(player.userId)).map((grant) => [grant.rank_id, grant.usd])).toEqual([
      [1, '0.500000000000000000'],
    ]);
  });

  it('catches up after downtime: each missed week once, the one played in granted once', async () => {
    const player = await playerWho(['5000'], '2026-09-16T09:00:00Z');
    let now = new Date('2026-09-07T00:00:02Z');
    const [a, b, name] = twoNodes(() => now, 'weekly');
    expect((await a.runDue(name)).status).toBe('succeeded');
    // Every node down from Monday 7 September until Wednesday 30 September.
    now = new Date('2026-09-30T10:00:00Z');
    const ran: string[] = [];
    for (;;) {
      const [first, other] = await Promise.all([a.runDue(name), b.runDue(name)]);
      for (const report of [first, other]) {
        if (report.status === 'succeeded') ran.push(report.dueAt.toISOString().slice(0, 10));
      }
      if (first.status === 'idle' && other.status === 'idle') break;
    }
    expect(ran).toEqual(['2026-09-14', '2026-09-21', '2026-09-28']);
    // Silver at $5,000: 3% of the $50 edge, for the week of 14 September.
    const grants = await grantsOf(player.userId);
    expect(
      grants.map((grant) => [grant.period_start.toISOString().slice(0, 10), grant.rank_id, grant.usd]),
    ).toEqual([['2026-09-14', 2, '1.500000000000000000']]);
  });

  it('grants the closed month its bonus at the monthly rate', async () => {
    const player = await playerWho(['700', '300'], '2026-08-31T23:59:59Z');
    await playerWho(['1000'], '2026-09-01T00:00:00Z');
    const [a, , name] = twoNodes(() => new Date('2026-09-01T00:00:03Z'), 'monthly');
    expect((await a.runDue(name)).status).toBe('succeeded');
    // Bronze: 3% of 1% of $1,000.
    expect(await grantsOf(player.userId)).toEqual([
      {
        kind: 'monthly',
        period_start: new Date('2026-08-01T00:00:00Z'),
        period_end: new Date('2026-09-01T00:00:00Z'),
        rank_id: 1,
        edge_usd: '10.000000000000000000',
        usd: '0.300000000000000000',
      },
    ]);
  });
});
