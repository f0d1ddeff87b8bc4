import { sql } from 'kysely';
import type { Job } from '../jobs/scheduler';
import type { DatabaseHandle, Db } from './database';

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
 * - `database.vacuum`, every VACUUM_EVERY_MS: autovacuum's work. Every bet updates
 *   rows in place (balances, the seed's nonce, experience), and nothing else reclaims
 *   the old versions or gathers the statistics the planner chooses its plans by, so
 *   without it the tables bloat and the plans are made for tables far smaller than they
 *   are. It also freezes old rows, which PostgreSQL must do before its transaction ids
 *   wrap around (a casino taking a few hundred bets a second reaches the limit in months
 *   and would then stop taking writes). The embedded database runs on the node's own
 *   thread, so a vacuum of every table at once held every request for seconds. The job
 *   picks the tables as autovacuum would (tablesDue) and does one table at a time,
 *   letting waiting requests in between; how long it takes at the end of a half-hour
 *   soak is in bench/README.md.
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
        for (const table of await tablesDue(database.db)) {
          const name = sql.id(table.schema, table.name);
          if (table.vacuum) await sql`VACUUM (ANALYZE) ${name}`.execute(database.db);
          else await sql`ANALYZE ${name}`.execute(database.db);
          // The requests that arrived while this table was worked on go first.
          await new Promise((resolve) => setImmediate(resolve));
        }
      },
    },
  ];
}

/**
 * The tables PostgreSQL's autovacuum would work on now, by its default rules: vacuum a
 * table whose dead rows pass 50 + 20% of its rows, whose inserts since its last vacuum
 * pass 1,000 + 20% (so insert-only tables such as rounds get their rows frozen and
 * their visibility map set), or whose oldest unfrozen transaction is 150 million old;
 * analyse one whose changed rows pass 50 + 10%. System catalogues are included: their
 * transaction ids age too. The activity counts are flushed first, since the single
 * backend sends them only every second or so.
 */
export async function tablesDue(db: Db): Promise<{ schema: string; name: string; vacuum: boolean }[]> {
  await sql`SELECT pg_stat_force_next_flush()`.execute(db);
  const { rows } = await sql<{ schema: string; name: string; vacuum: boolean }>`
    SELECT s.schemaname AS schema, s.relname AS name,
      (s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
        OR s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)
        OR age(c.relfrozenxid) > 150000000) AS vacuum
    FROM pg_stat_all_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE c.relkind IN ('r', 'm') AND s.schemaname NOT IN ('pg_toast', 'information_schema')
      AND (s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
        OR s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)
        OR age(c.relfrozenxid) > 150000000
        OR s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0))
    ORDER BY s.schemaname, s.relname`.execute(db);
  return rows;
}
