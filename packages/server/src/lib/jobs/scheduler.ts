import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { jobRunDuration, jobRuns } from '../metrics/metrics';
import { type ClaimedRun, claimRun, finishRun, pruneRuns, type RetryPolicy, renewLease } from './job-runs';
import { type DueTimes, dueTimes, type Schedule } from './schedule';

/** A periodic job: what it does, when it is due, and how it is retried and kept. */
export interface Job {
  /** Unique across the casino; the key of its rows in job_runs. */
  name: string;
  schedule: Schedule;
  /** Does the work for one due time; throwing records the attempt as failed. */
  run(context: { dueAt: Date; attempt: number }): Promise<void>;
  catchUp?: boolean;
  /** How late a due time may still start when the job does not catch up. */
  graceMs?: number;
  leaseMs?: number;
  maxAttempts?: number;
  backoffMs?: number;
  maxBackoffMs?: number;
  /** How often a node looks for retries and lapsed leases between due times. */
  pollMs?: number;
  keepRuns?: number;
}

export interface SchedulerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Names this node in job_runs. */
  node?: string;
  /** The clock due times and leases are measured by (tests set it). */
  now?: () => Date;
  /** The lease of a job that names none (JOB_LEASE_SECONDS). */
  leaseMs?: number;
}

/** How one call of `runDue` ended. */
export type RunReport =
  | { status: 'idle' }
  | { status: 'succeeded'; dueAt: Date; attempt: number }
  | { status: 'failed' | 'gave_up'; dueAt: Date; attempt: number; error: string; retryAt: Date | null }
  | { status: 'lost-lease'; dueAt: Date; attempt: number };

interface JobState {
  job: Job;
  times: DueTimes;
  policy: RetryPolicy;
  running: Promise<RunReport> | null;
  timer: NodeJS.Timeout | null;
}

const DEFAULTS = {
  leaseMs: 30_000,
  maxAttempts: 3,
  backoffMs: 1_000,
  maxBackoffMs: 15 * 60_000,
  pollMs: 30_000,
  keepRuns: 500,
};
const CALENDAR_GRACE_MS = 60_000;

/**
 * The one scheduler every periodic job runs on (wallet withdrawals, jackpot accrual,
 * competition payouts). Every node starts the same jobs; the database decides which
 * node runs each due time.
 *
 * Why not a library: pg-boss (12.x) does run on PGlite through its own adapter, but
 * it needs Node.js 22.12 where we support 20.19, and it brings a schema and a queue
 * model of its own (schedule, queue, worker) for what are a few pollers.
 * graphile-worker's cron has minute resolution, too coarse for work due every five
 * seconds, and it waits for work with LISTEN/NOTIFY across connections, which the
 * embedded single-connection PGlite does not give. What we need is small, so it is
 * built here on the `job_runs` table and a transaction-scoped advisory lock, which
 * behave the same on PGlite and PostgreSQL.
 * Calendar rules are parsed by croner rather than hand-written date maths.
 *
 * Exactly once per due time: a node claims a due time by inserting (job, due_at),
 * unique, inside a transaction that holds the job's advisory lock (job-runs.ts).
 * Never overlapping: that same transaction refuses to start anything while a run of
 * the job holds a live lease, and a running node renews its lease every third of
 * `leaseMs`, so a slow run keeps it for as long as it is alive.
 * Crashes: a lease that lapsed means its node died or stalled; the run is recorded as
 * a failed attempt and retried like any other failure.
 * Retries: a failed attempt is retried after `backoffMs`, doubling per attempt up to
 * `maxBackoffMs`, until `maxAttempts`, then recorded as given up. Its error stays on
 * the row. For a job without catch-up a newer due time replaces a retry still
 * waiting (the newer run does the same work), and the waiting row is marked
 * superseded.
 * Catch-up: a job with `catchUp` runs every due time it missed while no node was up,
 * oldest first, one run each, because its due time names the period it covers (a
 * weekly job owes one run per missed week). Other jobs skip missed due times: a due
 * time more than `graceMs` late is not started, and the job waits for its next one.
 * The three module jobs do all outstanding work in each run, so none asks for it.
 * Before a job's first run on record there is nothing to catch up on.
 * Retention: after each run the job's rows beyond the latest `keepRuns` that are
 * finished are deleted, so the accrual every five seconds keeps about forty minutes
 * of history and a weekly job years of it; failures are also logged.
 * Timers are unref'd (they never keep the process alive) and `stop` waits for runs in
 * progress, so a graceful shutdown lets the current run finish and be recorded.
 * Due times come from each node's clock, so nodes are assumed to keep time (NTP).
 * Work that every node must do for itself is not a job here: the rates service keeps
 * its own timer, because each node refreshes the prices it holds in memory, and one
 * refresh across the casino would leave the other nodes' prices to go stale.
 */
export class Scheduler {
  private readonly jobs = new Map<string, JobState>();
  private readonly node: string;
  private readonly now: () => Date;
  private readonly pending = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(
    private readonly options: SchedulerOptions,
    jobs: Job[],
  ) {
    this.node = options.node ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.now = options.now ?? (() => new Date());
    for (const job of jobs) {
      if (this.jobs.has(job.name)) throw new Error(`two jobs are named ${job.name}`);
      const policy = {
        maxAttempts: job.maxAttempts ?? DEFAULTS.maxAttempts,
        backoffMs: job.backoffMs ?? DEFAULTS.backoffMs,
        maxBackoffMs: job.maxBackoffMs ?? DEFAULTS.maxBackoffMs,
      };
      this.jobs.set(job.name, { job, times: dueTimes(job.schedule), policy, running: null, timer: null });
    }
  }

  /** Starts every job's timer on this node. */
  start(): void {
    for (const state of this.jobs.values()) this.arm(state, this.delayMs(state));
  }

  /** Stops the timers and waits for the runs in progress to finish and be recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const state of this.jobs.values()) if (state.timer) clearTimeout(state.timer);
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /**
   * Claims and runs the job's next piece of work, if any is due and no run of the job
   * is alive on any node. Timers call it; tests call it to step through time.
   */
  runDue(name: string): Promise<RunReport> {
    const state = this.jobs.get(name);
    if (!state) throw new Error(`no job named ${name}`);
    if (state.running) return Promise.resolve({ status: 'idle' });
    const running = this.claimAndRun(state).finally(() => {
      state.running = null;
      this.pending.delete(running);
    });
    state.running = running;
    this.pending.add(running);
    return running;
  }

  private async claimAndRun(state: JobState): Promise<RunReport> {
    const { job, times, policy } = state;
    const leaseMs = job.leaseMs ?? this.options.leaseMs ?? DEFAULTS.leaseMs;
    const graceMs = job.graceMs ?? ('everyMs' in job.schedule ? job.schedule.everyMs : CALENDAR_GRACE_MS);
    const now = this.now();
    const run = await claimRun(this.options.db, {
      ...policy,
      job: job.name,
      node: this.node,
      now,
      leaseMs,
      leaseToken: randomUUID(),
      supersedeRetries: !job.catchUp,
      pickDue: (lastDueAt) => {
        if (job.catchUp && lastDueAt) {
          const missed = times.next(lastDueAt);
          return missed && missed <= now ? missed : null;
        }
        const latest = times.latest(now);
        if (!latest || now.getTime() - latest.getTime() > graceMs) return null;
        return lastDueAt && latest <= lastDueAt ? null : latest;
      },
    });
    if (!run) return { status: 'idle' };
    return this.execute(state, run, leaseMs);
  }

  private async execute(state: JobState, run: ClaimedRun, leaseMs: number): Promise<RunReport> {
    const { job, policy } = state;
    const { db, log } = this.options;
    const heartbeat = setInterval(() => {
      renewLease(db, run, new Date(this.now().getTime() + leaseMs)).catch((error) =>
        log.warn({ err: error, job: job.name }, 'could not renew a job lease'),
      );
    }, leaseMs / 3);
    heartbeat.unref();
    let error: string | undefined;
    const started = performance.now();
    try {
      await job.run({ dueAt: run.dueAt, attempt: run.attempt });
    } catch (thrown) {
      error = thrown instanceof Error ? thrown.message : String(thrown);
      log.error(
        { err: thrown, job: job.name, dueAt: run.dueAt, attempt: run.attempt },
        `job ${job.name} failed`,
      );
    } finally {
      clearInterval(heartbeat);
    }
    jobRuns.inc({ job: job.name, status: error === undefined ? 'ok' : 'failed' });
    jobRunDuration.observe({ job: job.name }, (performance.now() - started) / 1000);
    const outcome = await finishRun(db, run, this.now(), error === undefined ? {} : { error }, policy);
    const ran = { dueAt: run.dueAt, attempt: run.attempt };
    if (!outcome) {
      log.warn({ job: job.name, ...ran }, `job ${job.name} outlived its lease; the run was taken over`);
      return { status: 'lost-lease', ...ran };
    }
    await pruneRuns(db, job.name, job.keepRuns ?? DEFAULTS.keepRuns).catch((pruneError) =>
      log.warn({ err: pruneError, job: job.name }, 'could not prune job runs'),
    );
    if (outcome.status === 'succeeded') return { status: 'succeeded', ...ran };
    return { ...outcome, ...ran };
  }

  /** Until the job's next due time, or its next look for retries and lapsed leases. */
  private delayMs(state: JobState, report?: RunReport): number {
    const now = this.now();
    const pollMs = state.job.pollMs ?? DEFAULTS.pollMs;
    let at = Math.min(state.times.next(now)?.getTime() ?? Number.POSITIVE_INFINITY, now.getTime() + pollMs);
    if (report?.status === 'failed' && report.retryAt) at = Math.min(at, report.retryAt.getTime());
    // A catching-up job goes straight on to its next missed due time.
    if (state.job.catchUp && report && report.status !== 'idle') at = now.getTime();
    return Math.max(0, at - now.getTime());
  }

  private arm(state: JobState, delayMs: number): void {
    if (this.stopped) return;
    state.timer = setTimeout(() => {
      state.timer = null;
      this.runDue(state.job.name)
        .catch((error): RunReport => {
          this.options.log.error({ err: error, job: state.job.name }, 'could not claim or record a job run');
          return { status: 'idle' };
        })
        .then((report) => this.arm(state, this.delayMs(state, report)));
    }, delayMs);
    state.timer.unref();
  }
}
