import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness';
import { type DatabaseHandle, type Db, openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { dueTimes } from './schedule';
import { type Job, Scheduler } from './scheduler';

/**
 * Real: the database (PGlite in memory, or PostgreSQL with DATABASE_URL, where each
 * node has its own connection pool) and the runs table. Faked: the clock, which each
 * test moves by hand so nothing waits on real time, and the log (silent).
 */
let drop: (() => Promise<void>) | undefined;
let handles: DatabaseHandle[] = [];
let nodeDbs: [Db, Db];
const log = pino({ level: 'silent' });

beforeAll(async () => {
  const database = await createTestDatabase();
  if (database) {
    drop = database.drop;
    handles = await Promise.all(
      [1, 2].map(() => openDatabase({ kind: 'postgres', url: database.url, poolSize: 3 })),
    );
  } else {
    handles = [await openDatabase({ kind: 'pglite', dataDir: 'memory://' })];
  }
  const [first, second = first] = handles.map((handle) => handle.db);
  if (!first || !second) throw new Error('no database');
  await migrate(first);
  nodeDbs = [first, second];
});
afterAll(async () => {
  for (const handle of handles) await handle.close();
  await drop?.();
});

/** A clock a test moves by hand. */
function clockAt(iso: string) {
  let now = new Date(iso);
  return {
    now: () => now,
    set: (next: string) => {
      now = new Date(next);
    },
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

/** Two nodes of one casino: their own scheduler (and pool, on PostgreSQL) each, one clock. */
function twoNodes(clock: { now: () => Date }, job: Job): [Scheduler, Scheduler] {
  return [
    new Scheduler({ db: nodeDbs[0], log, node: 'node-a', now: clock.now }, [job]),
    new Scheduler({ db: nodeDbs[1], log, node: 'node-b', now: clock.now }, [job]),
  ];
}

function runsOf(job: string) {
  return nodeDbs[0].selectFrom('job_runs').selectAll().where('job', '=', job).orderBy('due_at').execute();
}

/** A promise the test settles by hand, to hold a run in progress. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const HOUR_MS = 3_600_000;

describe('scheduler', () => {
  it('two nodes never run the same due time twice', async () => {
    const clock = clockAt('2026-11-23T00:00:00.000Z');
    const ran: string[] = [];
    const job: Job = {
      name: `two-nodes-${randomUUID()}`,
      schedule: { everyMs: 5_000 },
      async run({ dueAt }) {
        // Yield so the other node's claim really races this run.
        await new Promise((resolve) => setImmediate(resolve));
        ran.push(dueAt.toISOString());
      },
    };
    const [a, b] = twoNodes(clock, job);
    for (let step = 0; step < 10; step += 1) {
      await Promise.all([a.runDue(job.name), b.runDue(job.name), a.runDue(job.name), b.runDue(job.name)]);
      await Promise.all([a.runDue(job.name), b.runDue(job.name)]);
      clock.advance(5_000);
    }
    const expected = Array.from({ length: 10 }, (_, i) =>
      new Date(Date.UTC(2026, 10, 23, 0, 0, 5 * i)).toISOString(),
    );
    expect(ran.sort()).toEqual(expected);
    const runs = await runsOf(job.name);
    expect(runs.map((run) => run.due_at.toISOString())).toEqual(expected);
    expect(runs.every((run) => run.status === 'succeeded' && run.attempt === 1 && run.finished_at)).toBe(
      true,
    );
  });

  it('retries a run whose node crashed once its lease lapses, and records the crash', async () => {
    const clock = clockAt('2026-11-23T10:00:00.000Z');
    const name = `crashed-${randomUUID()}`;
    const ran: Date[] = [];
    const job: Job = {
      name,
      schedule: { everyMs: HOUR_MS },
      backoffMs: 1_000,
      async run({ dueAt }) {
        ran.push(dueAt);
      },
    };
    // A node claimed 10:00 and died mid-run: its row is running, and nobody renews its lease.
    await nodeDbs[0]
      .insertInto('job_runs')
      .values({
        job: name,
        due_at: clock.now(),
        status: 'running',
        attempt: 1,
        node: 'dead-node',
        started_at: clock.now(),
        lease_until: new Date(clock.now().getTime() + 60_000),
        lease_token: randomUUID(),
      })
      .execute();
    const [, b] = twoNodes(clock, job);
    clock.advance(59_000);
    expect(await b.runDue(name)).toEqual({ status: 'idle' });
    clock.advance(1_000);
    expect(await b.runDue(name)).toEqual({ status: 'idle' });
    const [lapsed] = await runsOf(name);
    expect(lapsed).toMatchObject({ status: 'failed', attempt: 1, node: 'dead-node' });
    expect(lapsed?.error).toContain('lease lapsed');
    clock.advance(1_000);
    const report = await b.runDue(name);
    expect(report).toMatchObject({ status: 'succeeded', attempt: 2 });
    expect(ran).toEqual([new Date('2026-11-23T10:00:00.000Z')]);
    const [retried] = await runsOf(name);
    expect(retried).toMatchObject({ status: 'succeeded', attempt: 2, node: 'node-b' });
    expect(retried?.error).toContain('lease lapsed');
  });

  it('does not start the next due time while a slow run of the job is still going, on any node', async () => {
    const clock = clockAt('2026-11-23T00:00:00.000Z');
    const slow = gate();
    const started = gate();
    let active = 0;
    let mostActive = 0;
    const ran: string[] = [];
    const job: Job = {
      name: `slow-${randomUUID()}`,
      schedule: { everyMs: 5_000 },
      async run({ dueAt }) {
        active += 1;
        mostActive = Math.max(mostActive, active);
        ran.push(dueAt.toISOString());
        if (ran.length === 1) {
          started.open();
          await slow.opened;
        }
        active -= 1;
      },
    };
    const [a, b] = twoNodes(clock, job);
    const first = a.runDue(job.name);
    await started.opened;
    clock.advance(5_000);
    expect(await b.runDue(job.name)).toEqual({ status: 'idle' });
    expect(await a.runDue(job.name)).toEqual({ status: 'idle' });
    slow.open();
    expect(await first).toMatchObject({ status: 'succeeded' });
    expect(await b.runDue(job.name)).toMatchObject({
      status: 'succeeded',
      dueAt: new Date('2026-11-23T00:00:05.000Z'),
    });
    expect(mostActive).toBe(1);
    expect(ran).toEqual(['2026-11-23T00:00:00.000Z', '2026-11-23T00:00:05.000Z']);
  });

  it('renews the lease of a run that outlasts it, so no other node takes a live run over', async () => {
    const clock = clockAt('2026-11-23T10:00:00.000Z');
    const slow = gate();
    const started = gate();
    const job: Job = {
      name: `long-${randomUUID()}`,
      schedule: { everyMs: HOUR_MS },
      leaseMs: 300,
      async run() {
        started.open();
        await slow.opened;
      },
    };
    const [a, b] = twoNodes(clock, job);
    const first = a.runDue(job.name);
    await started.opened;
    const firstLeaseEnd = new Date('2026-11-23T10:00:00.300Z').getTime();
    clock.advance(1_000);
    // The heartbeat runs on the real timer (every 100 ms here) and reads the moved clock.
    await expect
      .poll(async () => (await runsOf(job.name))[0]?.lease_until?.getTime() ?? 0, { timeout: 10_000 })
      .toBe(firstLeaseEnd + 1_000);
    expect(await b.runDue(job.name)).toEqual({ status: 'idle' });
    expect((await runsOf(job.name))[0]).toMatchObject({ status: 'running', node: 'node-a' });
    slow.open();
    expect(await first).toMatchObject({ status: 'succeeded', attempt: 1 });
  });

  it('retries a failing job with a doubling backoff and records the error of each attempt', async () => {
    const clock = clockAt('2026-11-23T10:00:00.000Z');
    let calls = 0;
    const job: Job = {
      name: `flaky-${randomUUID()}`,
      schedule: { everyMs: HOUR_MS },
      maxAttempts: 3,
      backoffMs: 1_000,
      async run() {
        calls += 1;
        if (calls < 3) throw new Error(`provider down (${calls})`);
      },
    };
    const [a, b] = twoNodes(clock, job);
    expect(await a.runDue(job.name)).toMatchObject({
      status: 'failed',
      attempt: 1,
      error: 'provider down (1)',
      retryAt: new Date('2026-11-23T10:00:01.000Z'),
    });
    clock.advance(999);
    expect(await b.runDue(job.name)).toEqual({ status: 'idle' });
    clock.advance(1);
    expect(await b.runDue(job.name)).toMatchObject({
      status: 'failed',
      attempt: 2,
      retryAt: new Date('2026-11-23T10:00:03.000Z'),
    });
    const [waiting] = await runsOf(job.name);
    expect(waiting).toMatchObject({ status: 'failed', attempt: 2, error: 'provider down (2)' });
    clock.advance(2_000);
    expect(await a.runDue(job.name)).toMatchObject({ status: 'succeeded', attempt: 3 });
    const [done] = await runsOf(job.name);
    expect(done).toMatchObject({ status: 'succeeded', attempt: 3, error: 'provider down (2)' });
    expect(calls).toBe(3);
  });

  it('gives up on a due time after its last attempt and runs the next one', async () => {
    const clock = clockAt('2026-11-23T10:00:00.000Z');
    const job: Job = {
      name: `broken-${randomUUID()}`,
      schedule: { everyMs: HOUR_MS },
      maxAttempts: 2,
      backoffMs: 1_000,
      async run() {
        throw new Error('always broken');
      },
    };
    const [a] = twoNodes(clock, job);
    expect(await a.runDue(job.name)).toMatchObject({ status: 'failed', attempt: 1 });
    clock.advance(1_000);
    expect(await a.runDue(job.name)).toMatchObject({ status: 'gave_up', attempt: 2, retryAt: null });
    clock.advance(60_000);
    expect(await a.runDue(job.name)).toEqual({ status: 'idle' });
    clock.set('2026-11-23T11:00:00.000Z');
    expect(await a.runDue(job.name)).toMatchObject({ status: 'failed', attempt: 1 });
    const runs = await runsOf(job.name);
    expect(runs.map((run) => [run.status, run.attempt, run.error])).toEqual([
      ['gave_up', 2, 'always broken'],
      ['failed', 1, 'always broken'],
    ]);
  });

  it('lets a newer due time replace a retry still waiting, for a job that does not catch up', async () => {
    const clock = clockAt('2026-11-23T00:00:00.000Z');
    let calls = 0;
    const job: Job = {
      name: `poller-${randomUUID()}`,
      schedule: { everyMs: 5_000 },
      backoffMs: 10_000,
      async run() {
        calls += 1;
        if (calls === 1) throw new Error('database busy');
      },
    };
    const [a] = twoNodes(clock, job);
    expect(await a.runDue(job.name)).toMatchObject({ status: 'failed' });
    clock.advance(5_000);
    expect(await a.runDue(job.name)).toMatchObject({ status: 'succeeded', attempt: 1 });
    clock.advance(10_000);
    expect(await a.runDue(job.name)).toMatchObject({
      status: 'succeeded',
      dueAt: new Date('2026-11-23T00:00:15.000Z'),
    });
    const runs = await runsOf(job.name);
    expect(runs.map((run) => run.status)).toEqual(['superseded', 'succeeded', 'succeeded']);
  });

  it('computes the next due time of weekly and monthly calendar rules, and of intervals', () => {
    const weekly = dueTimes({ cron: '0 0 * * 1' });
    expect(weekly.next(new Date('2026-11-25T12:00:00Z'))).toEqual(new Date('2026-11-30T00:00:00Z'));
    expect(weekly.next(new Date('2026-11-30T00:00:00Z'))).toEqual(new Date('2026-12-07T00:00:00Z'));
    expect(weekly.latest(new Date('2026-11-30T00:00:00Z'))).toEqual(new Date('2026-11-30T00:00:00Z'));
    expect(weekly.latest(new Date('2026-11-29T23:59:59Z'))).toEqual(new Date('2026-11-23T00:00:00Z'));
    const monthly = dueTimes({ cron: '0 3 1 * *' });
    expect(monthly.next(new Date('2026-12-15T00:00:00Z'))).toEqual(new Date('2027-01-01T03:00:00Z'));
    expect(monthly.latest(new Date('2027-02-28T00:00:00Z'))).toEqual(new Date('2027-02-01T03:00:00Z'));
    const inBerlin = dueTimes({ cron: '0 0 1 * *', timeZone: 'Europe/Berlin' });
    expect(inBerlin.next(new Date('2026-11-15T00:00:00Z'))).toEqual(new Date('2026-11-30T23:00:00Z'));
    const everyFive = dueTimes({ everyMs: 5_000 });
    expect(everyFive.next(new Date('2026-11-23T00:00:07.250Z'))).toEqual(
      new Date('2026-11-23T00:00:10.000Z'),
    );
    expect(everyFive.latest(new Date('2026-11-23T00:00:07.250Z'))).toEqual(
      new Date('2026-11-23T00:00:05.000Z'),
    );
    expect(() => dueTimes({ cron: 'every monday' })).toThrow();
  });

  it('runs every missed due time, oldest first, for a job that catches up, and skips them for one that does not', async () => {
    const clock = clockAt('2026-11-02T00:00:10.000Z');
    const caughtUp: string[] = [];
    const skipped: string[] = [];
    const weekly = { cron: '0 0 * * 1' };
    const catching: Job = {
      name: `weekly-report-${randomUUID()}`,
      schedule: weekly,
      catchUp: true,
      async run({ dueAt }) {
        caughtUp.push(dueAt.toISOString().slice(0, 10));
      },
    };
    const skipping: Job = {
      name: `weekly-poll-${randomUUID()}`,
      schedule: weekly,
      async run({ dueAt }) {
        skipped.push(dueAt.toISOString().slice(0, 10));
      },
    };
    const node = new Scheduler({ db: nodeDbs[0], log, now: clock.now }, [catching, skipping]);
    await node.runDue(catching.name);
    await node.runDue(skipping.name);
    // Down from Monday 2 November until Wednesday 25 November.
    clock.set('2026-11-25T08:00:00.000Z');
    while ((await node.runDue(catching.name)).status !== 'idle') {}
    expect(await node.runDue(skipping.name)).toEqual({ status: 'idle' });
    expect(caughtUp).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
    expect(skipped).toEqual(['2026-11-02']);
    clock.set('2026-11-30T00:00:02.000Z');
    await node.runDue(catching.name);
    await node.runDue(skipping.name);
    expect(caughtUp.at(-1)).toBe('2026-11-30');
    expect(skipped).toEqual(['2026-11-02', '2026-11-30']);
  });

  it('keeps only the latest runs of a job', async () => {
    const clock = clockAt('2026-11-23T00:00:00.000Z');
    const job: Job = {
      name: `pruned-${randomUUID()}`,
      schedule: { everyMs: 5_000 },
      keepRuns: 3,
      async run() {},
    };
    const [a] = twoNodes(clock, job);
    for (let step = 0; step < 8; step += 1) {
      await a.runDue(job.name);
      clock.advance(5_000);
    }
    const runs = await runsOf(job.name);
    expect(runs.map((run) => run.due_at.toISOString().slice(11, 19))).toEqual([
      '00:00:25',
      '00:00:30',
      '00:00:35',
    ]);
  });

  it('runs due work on its own timer, and stop waits for the run in progress to be recorded', async () => {
    const started = gate();
    const release = gate();
    let finished = false;
    const job: Job = {
      name: `timed-${randomUUID()}`,
      schedule: { everyMs: 20 },
      async run() {
        started.open();
        await release.opened;
        finished = true;
      },
    };
    const node = new Scheduler({ db: nodeDbs[0], log }, [job]);
    node.start();
    await started.opened;
    const stopping = node.stop();
    release.open();
    await stopping;
    expect(finished).toBe(true);
    const runs = await runsOf(job.name);
    expect(runs.map((run) => run.status)).toEqual(['succeeded']);
  });
});
