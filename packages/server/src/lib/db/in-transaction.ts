import type { Db } from './database';

/**
 * Runs `work` in a transaction: the caller's when it hands one (a staff action whose
 * audit entry must commit with it, lib/staff-action.ts), else a new one.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}
