import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { embeddedUpkeepJobs, tablesDue } from './embedded-upkeep';

/** Write-ahead log segments in a data folder (24 hex digits each). */
function segments(dataDir: string): number {
  return fs.readdirSync(path.join(dataDir, 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name)).length;
}

// The embedded database's own: the PostgreSQL pass would run it unchanged.
describe.skipIf(Boolean(process.env.DATABASE_URL))("the embedded database's upkeep", () => {
  it('keeps the write-ahead log from growing without end, where nothing else does', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ante-checkpoint-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const job = embeddedUpkeepJobs(database).find((entry) => entry.name === 'database.checkpoint');
      expect(job).toBeDefined();
      await sql`CREATE TABLE filler (id serial PRIMARY KEY, v text)`.execute(database.db);
      // About 20 MB of log a round: more than one 16 MB segment.
      const write = () =>
        sql`INSERT INTO filler (v) SELECT repeat('x', 1000) FROM generate_series(1, 20000)`.execute(
          database.db,
        );
      const before = segments(dataDir);
      for (let round = 0; round < 4; round += 1) await write();
      const unchecked = segments(dataDir);
      expect(unchecked).toBeGreaterThan(before + 3);
      // With the job between rounds, old segments are reused: the count stops growing.
      await job?.run({ dueAt: new Date(), attempt: 1 });
      const bounded = segments(dataDir);
      for (let round = 0; round < 6; round += 1) {
        await write();
        await job?.run({ dueAt: new Date(), attempt: 1 });
      }
      expect(segments(dataDir)).toBeLessThanOrEqual(bounded);
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('reclaims the old versions of updated rows and gathers the statistics, where nothing else does', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      const job = embeddedUpkeepJobs(database).find((entry) => entry.name === 'database.vacuum');
      await sql`CREATE TABLE balances (id int PRIMARY KEY, amount numeric NOT NULL)`.execute(database.db);
      await sql`INSERT INTO balances SELECT g, 0 FROM generate_series(1, 2000) g`.execute(database.db);
      // Every update leaves the old version of each row behind, as bets do to balances.
      for (let round = 0; round < 5; round += 1) {
        await sql`UPDATE balances SET amount = amount + 1`.execute(database.db);
      }
      const read = async () =>
        (
          await sql<{ tuples: number; pages: number }>`
            SELECT reltuples::int AS tuples, pg_relation_size('balances')::int / 8192 AS pages
            FROM pg_class WHERE relname = 'balances'`.execute(database.db)
        ).rows[0];
      const before = await read();
      // Never analysed: the planner knows nothing of the table's rows.
      expect(before?.tuples).toBe(-1);
      await job?.run({ dueAt: new Date(), attempt: 1 });
      expect((await read())?.tuples).toBe(2000);
      // The space of the old versions is reused: more rounds of updates do not grow the
      // table as the first five did.
      for (let round = 0; round < 3; round += 1) {
        await sql`UPDATE balances SET amount = amount + 1`.execute(database.db);
        await job?.run({ dueAt: new Date(), attempt: 1 });
      }
      expect((await read())?.pages).toBeLessThanOrEqual(before?.pages ?? 0);
    } finally {
      await database.close();
    }
  });

  it('works only on the tables autovacuum would pick, leaving the untouched ones alone', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      const job = embeddedUpkeepJobs(database).find((entry) => entry.name === 'database.vacuum');
      await sql`CREATE TABLE busy (id int PRIMARY KEY, amount int NOT NULL)`.execute(database.db);
      await sql`CREATE TABLE quiet (id int PRIMARY KEY, amount int NOT NULL)`.execute(database.db);
      await sql`INSERT INTO busy SELECT g, 0 FROM generate_series(1, 2000) g`.execute(database.db);
      await sql`INSERT INTO quiet SELECT g, 0 FROM generate_series(1, 2000) g`.execute(database.db);
      await job?.run({ dueAt: new Date(), attempt: 1 });
      const lastVacuums = async () =>
        Object.fromEntries(
          (
            await sql<{ name: string; at: Date | null }>`
              SELECT relname AS name, last_vacuum AS at FROM pg_stat_user_tables`.execute(database.db)
          ).rows.map((row) => [row.name, row.at?.getTime() ?? null]),
        );
      const first = await lastVacuums();
      // Both were new, with 2,000 inserts each: both were vacuumed.
      expect(first.busy).not.toBeNull();
      expect(first.quiet).not.toBeNull();
      expect(await tablesDue(database.db)).toEqual([]);
      // A quarter of busy's rows updated: past 50 + 20% dead rows, so busy alone is due.
      await sql`UPDATE busy SET amount = 1 WHERE id <= 500`.execute(database.db);
      expect(await tablesDue(database.db)).toEqual([{ schema: 'public', name: 'busy', vacuum: true }]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await job?.run({ dueAt: new Date(), attempt: 1 });
      const second = await lastVacuums();
      expect(second.busy).toBeGreaterThan(first.busy ?? 0);
      expect(second.quiet).toBe(first.quiet);
    } finally {
      await database.close();
    }
  });

  it('is no job of PostgreSQL, which checkpoints and vacuums itself', () => {
    const handle = { kind: 'postgres' } as Parameters<typeof embeddedUpkeepJobs>[0];
    expect(embeddedUpkeepJobs(handle)).toEqual([]);
  });
});
