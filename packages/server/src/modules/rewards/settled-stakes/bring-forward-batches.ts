import type { Db } from '../../../lib/db/database';
import { BRING_FORWARD_AFTER_MS, SETTLE_GRACE_MS } from './stakes-window';

/** How often the bring-forward jobs look for windows past the hour. */
export const BRING_FORWARD_EVERY_MS = 10 * 60_000;
/** Ids asked for per query; each is then brought forward in a transaction of its own. */
const BATCH_SIZE = 200;

/** Which windows a run brings forward: those a reading would have to go through past the hour. */
export interface StaleWindows {
  /** The window's counted_until is before this: its unread span passed the hour. */
  countedBefore: Date;
  /** And one of its rounds settled before this (past the grace) is not yet counted. */
  settledBefore: Date;
}

export interface BringForwardBatches {
  /** Up to `limit` ids of stale windows past `after` (null: from the first), in id order. */
  findBatch(db: Db, stale: StaleWindows, after: string | null, limit: number): Promise<string[]>;
  /** Brings one window forward in `trx`, under the lock its claim takes. */
  bringOne(trx: Db, id: string): Promise<void>;
}

/**
 * One run of a bring-forward job (rakeback's players, the affiliate campaigns): walks the
 * windows whose unread span passed BRING_FORWARD_AFTER_MS, in id order and in batches,
 * and brings each forward in a transaction of its own, under the row lock a claim takes,
 * so a claim and the job take turns and never count a round twice. Windows with nothing
 * settled to count are left alone: there is nothing to write. One window that fails is
 * logged and the walk goes on; the run then fails, and the scheduler tries it again.
 * Returns how many windows were brought forward.
 */
export async function bringForwardInBatches(
  db: Db,
  walk: BringForwardBatches,
  log: { error(details: object, message: string): void },
  now = new Date(),
  batchSize = BATCH_SIZE,
): Promise<number> {
  const settledBefore = new Date(now.getTime() - SETTLE_GRACE_MS);
  const stale = { settledBefore, countedBefore: new Date(settledBefore.getTime() - BRING_FORWARD_AFTER_MS) };
  const failures: unknown[] = [];
  let brought = 0;
  let after: string | null = null;
  for (;;) {
    const ids = await walk.findBatch(db, stale, after, batchSize);
    for (const id of ids) {
      try {
        await db.transaction().execute((trx) => walk.bringOne(trx, id));
        brought += 1;
      } catch (error) {
        log.error({ err: error, id }, 'bringing a running total forward failed');
        failures.push(error);
      }
    }
    if (ids.length < batchSize) break;
    after = ids[ids.length - 1] ?? null;
  }
  if (failures.length > 0) throw new AggregateError(failures, 'some running totals were not brought forward');
  return brought;
}
