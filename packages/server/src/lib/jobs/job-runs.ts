import { sql } from 'kysely';
import type { Db } from '../db/database';

/** What a node holds while it runs a job: the row, the due time and its lease. */
export interface ClaimedRun {
  id: string;
  dueAt: Date;
  attempt: number;
  leaseToken: string;
}

export interface RetryPolicy {
  maxAttempts: number;
  backoffMs: number;
  maxBackoffMs: number;
}

export interface ClaimRequest extends RetryPolicy {
  job: string;
  node: string;
  now: Date;
  leaseMs: number;
  leaseToken: string;
  /** The new due time to claim, given the latest one on record (null: none is due). */
  pickDue(lastDueAt: Date | null): Date | null;
  /** Whether a newer due time makes a failed run waiting for its retry pointless. */
  supersedeRetries: boolean;
}

const LAPSED_LEASE_ERROR = 'the run did not finish before its lease lapsed (its node crashed or stalled)';

/** When the attempt that just failed is tried again: doubling from backoffMs, at most maxBackoffMs. */
function retryAt(now: Date, policy: RetryPolicy) {
  return sql<Date>`${now}::timestamptz + least(${policy.backoffMs}::float8 * power(2, attempt - 1), ${policy.maxBackoffMs}::float8) * interval '1 millisecond'`;
}

function failedStatus(policy: RetryPolicy) {
  return sql<
    'failed' | 'gave_up'
  >`case when attempt >= ${policy.maxAttempts} then 'gave_up' else 'failed' end`;
}

/**
 * Claims the job's next piece of work for this node, or returns null when there is
 * none or another run of the job holds a live lease. Claims of one job are serialised
 * across nodes by a transaction-scoped advisory lock, so checking for a live run and
 * starting a new one cannot interleave; the unique (job, due_at) would still stop a
 * second claim of the same due time. In order: a run whose lease lapsed is recorded as
 * a failed attempt; a failed run whose backoff is over is tried again; else the new
 * due time `pickDue` names is inserted.
 */
export async function claimRun(db: Db, request: ClaimRequest): Promise<ClaimedRun | null> {
  const { job, now } = request;
  const leaseUntil = new Date(now.getTime() + request.leaseMs);
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`ante.job:${job}`}))`.execute(tx);
    await tx
      .updateTable('job_runs')
      .set({
        status: failedStatus(request),
        next_attempt_at: sql`case when attempt >= ${request.maxAttempts} then null else ${retryAt(now, request)} end`,
        finished_at: now,
        lease_until: null,
        lease_token: null,
        error: LAPSED_LEASE_ERROR,
      })
      .where('job', '=', job)
      .where('status', '=', 'running')
      .where('lease_until', '<=', now)
      .execute();
    const live = await tx
      .selectFrom('job_runs')
      .select('id')
      .where('job', '=', job)
      .where('status', '=', 'running')
      .executeTakeFirst();
    if (live) return null;
    const claim = {
      status: 'running' as const,
      node: request.node,
      started_at: now,
      lease_until: leaseUntil,
      lease_token: request.leaseToken,
    };
    const retry = await tx
      .updateTable('job_runs')
      .set({ ...claim, attempt: sql`attempt + 1`, finished_at: null, next_attempt_at: null })
      .where(
        'id',
        '=',
        tx
          .selectFrom('job_runs')
          .select('id')
          .where('job', '=', job)
          .where('status', '=', 'failed')
          .where('next_attempt_at', '<=', now)
          .orderBy('due_at')
          .limit(1),
      )
      .returning(['id', 'due_at', 'attempt'])
      .executeTakeFirst();
    if (retry)
      return { id: retry.id, dueAt: retry.due_at, attempt: retry.attempt, leaseToken: request.leaseToken };
    const last = await tx
      .selectFrom('job_runs')
      .select('due_at')
      .where('job', '=', job)
      .orderBy('due_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const dueAt = request.pickDue(last?.due_at ?? null);
    if (!dueAt) return null;
    const inserted = await tx
      .insertInto('job_runs')
      .values({ ...claim, job, due_at: dueAt, attempt: 1 })
      .onConflict((conflict) => conflict.columns(['job', 'due_at']).doNothing())
      .returning(['id', 'due_at'])
      .executeTakeFirst();
    if (!inserted) return null;
    if (request.supersedeRetries) {
      await tx
        .updateTable('job_runs')
        .set({ status: 'superseded', next_attempt_at: null })
        .where('job', '=', job)
        .where('status', '=', 'failed')
        .where('due_at', '<', dueAt)
        .execute();
    }
    return { id: inserted.id, dueAt: inserted.due_at, attempt: 1, leaseToken: request.leaseToken };
  });
}

/** Extends a live run's lease; false once this node no longer holds it. */
export async function renewLease(db: Db, run: ClaimedRun, leaseUntil: Date): Promise<boolean> {
  const result = await db
    .updateTable('job_runs')
    .set({ lease_until: leaseUntil })
    .where('id', '=', run.id)
    .where('lease_token', '=', run.leaseToken)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type RunOutcome =
  | { status: 'succeeded' }
  | { status: 'failed' | 'gave_up'; error: string; retryAt: Date | null };

/**
 * Records how a run ended, if this node still holds its lease (a run that outlived
 * its lease has been taken over, and the newer holder records the outcome). A failed
 * run is given its retry time, or gives up after its last attempt. The error of the
 * latest failed attempt stays on the row, also once a retry succeeds.
 */
export async function finishRun(
  db: Db,
  run: ClaimedRun,
  now: Date,
  result: { error?: string },
  policy: RetryPolicy,
): Promise<RunOutcome | null> {
  const done = { finished_at: now, lease_until: null, lease_token: null };
  const query =
    result.error === undefined
      ? db.updateTable('job_runs').set({ ...done, status: 'succeeded' })
      : db.updateTable('job_runs').set({
          ...done,
          status: failedStatus(policy),
          next_attempt_at: sql`case when attempt >= ${policy.maxAttempts} then null else ${retryAt(now, policy)} end`,
          error: result.error,
        });
  const row = await query
    .where('id', '=', run.id)
    .where('lease_token', '=', run.leaseToken)
    .where('status', '=', 'running')
    .returning(['status', 'next_attempt_at', 'error'])
    .executeTakeFirst();
  if (!row) return null;
  if (row.status === 'succeeded') return { status: 'succeeded' };
  return { status: row.status as 'failed' | 'gave_up', error: row.error ?? '', retryAt: row.next_attempt_at };
}

/**
 * Keeps the job's latest `keep` runs and deletes older finished ones, so a job due
 * every few seconds does not grow the table without end. Runs still waiting for a
 * retry or running are never deleted.
 */
export async function pruneRuns(db: Db, job: string, keep: number): Promise<void> {
  const cutoff = db
    .selectFrom('job_runs')
    .select('due_at')
    .where('job', '=', job)
    .orderBy('due_at', 'desc')
    .offset(keep)
    .limit(1);
  await db
    .deleteFrom('job_runs')
    .where('job', '=', job)
    .where('status', 'in', ['succeeded', 'gave_up', 'superseded'])
    .where('due_at', '<=', cutoff)
    .execute();
}
