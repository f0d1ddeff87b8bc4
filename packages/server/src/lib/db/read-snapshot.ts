import type { Db } from './database';

/**
 * Runs `work` in a read-only transaction on one snapshot (REPEATABLE READ). Every
 * statement then sees the database as it stood at the first one, so a reading of a
 * running total and of the rows not yet in it never counts twice what a job or a claim
 * moves from the rows into the total in between (under READ COMMITTED each statement
 * would see the newest commits). And the database refuses any write, which keeps a read
 * a read. Handed a transaction, `work` runs in it: its caller chose how it reads.
 */
export function readSnapshot<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(work);
}
