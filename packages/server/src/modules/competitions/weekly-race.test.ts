import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../lib/config';
import { type DatabaseHandle, openDatabase } from '../../lib/db/database';
import { Scheduler } from '../../lib/jobs/scheduler';
import { startTestServer, type TestServer } from '../../test/harness';
import { competitionJobs } from './jobs';
import { ensureWeeklyRace, splitPool, weekStartOf } from './weekly-race';

/**
 * The default weekly wager race. Real: the servers, their databases, the scheduler and
 * its job_runs, and the competitions API; on PostgreSQL the second node has a
 * connection pool of its own. Nothing is faked; the week is the real current one.
 */
const log = pino({ level: 'silent' });
let fresh: TestServer;
let off: TestServer;
let twoNodes: TestServer;
let second: DatabaseHandle | undefined;

beforeAll(async () => {
  fresh = await startTestServer();
  off = await startTestServer({ env: { WEEKLY_RACE_ENABLED: 'false' } });
  twoNodes = await startTestServer({ env: { WEEKLY_RACE_POOL_USD: '250', WEEKLY_RACE_PLACES: '3' } });
  const url = twoNodes.context.config.databaseUrl;
  if (url) second = await openDatabase({ kind: 'postgres', url, poolSize: 3 });
});
afterAll(async () => {
  await second?.close();
  await Promise.all([fresh.close(), off.close(), twoNodes.close()]);
});

/** One node's scheduler with the competitions jobs, as main.ts starts it. */
function nodeOf(server: TestServer, db = server.context.database.db, node = 'node-a'): Scheduler {
  const context = { ...server.context, database: { ...server.context.database, db } };
  return new Scheduler({ db, log, node }, competitionJobs(context, log));
}

async function races(server: TestServer) {
  const response = await server.client().get('/api/casino/competitions?campaignId=weekly-race');
  expect(response.status).toBe(200);
  return response.body.competitions as Array<Record<string, unknown>>;
}

describe('the weekly wager race', () => {
  it('is running on a fresh server once its job first runs: this week, every game, the configured pool', async () => {
    expect(await races(fresh)).toEqual([]);
    const report = await nodeOf(fresh).runDue('competitions.weekly-race');
    expect(report.status).toBe('succeeded');
    const start = weekStartOf(new Date());
    expect(await races(fresh)).toEqual([
      expect.objectContaining({
        name: 'Weekly Wager Race',
        status: 'live',
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + 7 * 86_400_000).toISOString(),
        games: [],
        prizes: [
          '181.86',
          '163.63',
          '145.45',
          '127.27',
          '109.09',
          '90.9',
          '72.72',
          '54.54',
          '36.36',
          '18.18',
        ],
        prizePool: '1000',
        prizeCurrency: 'USDT',
      }),
    ]);
    // A run repeated later in the week makes nothing more.
    expect(await ensureWeeklyRace(fresh.context.database.db, fresh.context.config)).toBeNull();
    expect(await races(fresh)).toHaveLength(1);
  });

  it('is not made when WEEKLY_RACE_ENABLED is false', async () => {
    expect((await nodeOf(off).runDue('competitions.weekly-race')).status).toBe('succeeded');
    expect(await races(off)).toEqual([]);
    expect(await ensureWeeklyRace(off.context.database.db, off.context.config)).toBeNull();
    expect(await races(off)).toEqual([]);
  });

  it('is made once when two nodes make it at the same time', async () => {
    const otherDb = second?.db ?? twoNodes.context.database.db;
    const { config } = twoNodes.context;
    const made: unknown[] = await Promise.all([
      ensureWeeklyRace(twoNodes.context.database.db, config),
      ensureWeeklyRace(otherDb, config),
      ensureWeeklyRace(twoNodes.context.database.db, config),
      ensureWeeklyRace(otherDb, config),
      nodeOf(twoNodes).runDue('competitions.weekly-race'),
      nodeOf(twoNodes, otherDb, 'node-b').runDue('competitions.weekly-race'),
    ]);
    // The scheduler runs the due time on one of the two nodes.
    expect(
      made.slice(4).filter((report) => (report as { status: string }).status === 'succeeded'),
    ).toHaveLength(1);
    const listed = await races(twoNodes);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ prizes: ['125.01', '83.33', '41.66'], prizePool: '250' });
  });
});

describe('the weekly race settings', () => {
  it('shares the pool in falling shares that add up to it', () => {
    expect(splitPool('1000', 10).reduce((sum, prize) => sum + Number(prize) * 100, 0)).toBe(100_000);
    expect(splitPool('0.06', 3)).toEqual(['0.03', '0.02', '0.01']);
    expect(splitPool('5', 1)).toEqual(['5']);
  });

  it('refuses a pool too small to give every place a cent', () => {
    expect(() => loadConfig({ WEEKLY_RACE_POOL_USD: '0.05', WEEKLY_RACE_PLACES: '3' })).toThrow(
      /WEEKLY_RACE_POOL_USD must be at least \$0\.06 for 3 places/,
    );
    expect(() => loadConfig({ WEEKLY_RACE_POOL_USD: '0.01', WEEKLY_RACE_ENABLED: 'false' })).not.toThrow();
  });
});
