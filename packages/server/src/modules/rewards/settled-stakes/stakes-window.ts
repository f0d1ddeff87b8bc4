import type { Db } from '../../../lib/db/database';

/**
 * A round's transaction stamps `finished_at` with its start time and commits a moment
 * later, so rounds settled in the last few minutes may not all be visible yet. Only
 * rounds older than this are brought forward into running totals; younger ones are
 * read from the rounds each time, and a claim pays them too, as seen.
 */
export const SETTLE_GRACE_MS = 5 * 60_000;
/** A reading brings the totals forward only once the rounds it reads span this. */
export const BRING_FORWARD_AFTER_MS = 60 * 60_000;
/** A window that has never been brought forward: everything is unread. */
export const FROM_THE_START = new Date(0);

/** Where the running totals stand in the rounds (rakeback_state, affiliate_campaigns). */
export interface StakesState {
  /** Rounds settled before this are in the running totals. */
  counted_until: Date;
  /** No round settled since counted_until was created before this. */
  scan_from: Date;
}

/** Where a read of rounds starts and where it splits. */
export interface StakesWindow {
  /** Rounds settled before this are already counted in the running totals. */
  countedUntil: Date;
  /** No round settled since countedUntil was created before this. */
  scanFrom: Date;
  /** Rounds settled before this are reported apart (`before`), to be brought forward. */
  splitAt: Date;
}

/**
 * The window of one reading. `state` is the row as read without a lock (undefined when
 * there is none yet). A claim always brings the totals forward, a plain reading once
 * the unread span passes BRING_FORWARD_AFTER_MS; either way `lock` is called first and
 * its fresh, locked row is used, so concurrent claims and bring-forwards take turns
 * and each sees what the one before it wrote.
 */
export async function openStakesWindow(
  state: StakesState | undefined,
  forClaim: boolean,
  lock: () => Promise<StakesState>,
  now = Date.now(),
): Promise<{ window: StakesWindow; bringForward: boolean }> {
  const countedUntil = state?.counted_until ?? FROM_THE_START;
  const bringForward = forClaim || now - SETTLE_GRACE_MS - countedUntil.getTime() > BRING_FORWARD_AFTER_MS;
  const current = bringForward ? await lock() : state;
  const counted = current?.counted_until ?? FROM_THE_START;
  return {
    bringForward,
    window: {
      countedUntil: counted,
      scanFrom: current?.scan_from ?? FROM_THE_START,
      splitAt: new Date(Math.max(now - SETTLE_GRACE_MS, counted.getTime())),
    },
  };
}

/** The state once everything settled before `splitAt` is in the totals. */
export function broughtForward(splitAt: Date, oldestOpen: Date | null): StakesState {
  return { counted_until: splitAt, scan_from: oldestOpen && oldestOpen < splitAt ? oldestOpen : splitAt };
}

/**
 * Runs `work` in the caller's transaction, or in one of its own when handed the pool:
 * a row lock taken outside a transaction would be let go at once.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
