import { sql } from 'kysely';
import type { Job } from '../jobs/scheduler';
import type { DatabaseHandle } from './database';

/** How often the embedded database is checkpointed. */
export const CHECKPOINT_EVERY_MS = 5 * 60_000;
/** How often the embedded database is vacuumed and its statistics gathered. */
export const VACUUM_EVERY_MS = 10 * 60_000;

/**
 * The upkeep a PostgreSQL server does by itself and the embedded database does not.
 * PGlite runs PostgreSQL in single-user mode, which has neither a checkpointer nor an
 * autovacuum daemon, so the node runs their work as jobs. PostgreSQL gets none.
 *
 * - `database.checkpoint`, every CHECKPOINT_EVERY_MS. Without checkpoints the
 *   write-ahead log is never recycled, and a busy casino's `pg_wal` grows by about a
 *   gigabyte an hour until the disk is full (measured by the soak bench). A checkpoint
 *   lets PostgreSQL reuse the old segments, so the log stays at a few of them. It takes
 *   milliseconds at a few minutes' writes.
 * - `database.vacuum`, every VACUUM_EVERY_MS: `VACUUM (ANALYZE)`. Every bet updates
 *   rows in place (balances, the seed's nonce, experience), and nothing else reclaims
 *   the old versions or gathers the statistics the planner chooses its plans by, so
 *   without it the tables bloat and the plans are made for tables far smaller than they
 *   are. It also freezes old rows, which PostgreSQL must do before its transaction ids
 *   wrap around (a casino taking a few hundred bets a second reaches the limit in months
 *   and would then stop taking writes). Run often, each run has only the pages written
 *   since the last to read; how long one takes at the end of a half-hour soak is in
 *   bench/README.md.
 */
export function embeddedUpkeepJobs(database: DatabaseHandle): Job[] {
  if (database.kind !== 'pglite') return [];
  return [
    {
      name: 'database.checkpoint',
      schedule: { everyMs: CHECKPOINT_EVERY_MS },
      async run() {
        await sql`CHECKPOINT`.execute(database.db);
      },
    },
    {
      name: 'database.vacuum',
      schedule: { everyMs: VACUUM_EVERY_MS },
      async run() {
        await sql`VACUUM (ANALYZE)`.execute(database.db);
      },
    },
  ];
}
