import { sql } from 'kysely';
import type { Job } from '../jobs/scheduler';
import type { DatabaseHandle } from './database';

/** How often the embedded database is checkpointed. */
export const CHECKPOINT_EVERY_MS = 5 * 60_000;

/**
 * The embedded database's checkpoint, every CHECKPOINT_EVERY_MS. PGlite runs PostgreSQL
 * in single-user mode, which has no checkpointer: without one, the write-ahead log is
 * never recycled, and a busy casino's `pg_wal` grows by about a gigabyte an hour until
 * the disk is full (measured by the soak bench). A checkpoint lets PostgreSQL reuse the
 * old segments, so the log stays at a few of them. It takes milliseconds at a few
 * minutes' writes. PostgreSQL checkpoints itself, so it gets no job.
 */
export function checkpointJobs(database: DatabaseHandle): Job[] {
  if (database.kind !== 'pglite') return [];
  return [
    {
      name: 'database.checkpoint',
      schedule: { everyMs: CHECKPOINT_EVERY_MS },
      async run() {
        await sql`CHECKPOINT`.execute(database.db);
      },
    },
  ];
}
