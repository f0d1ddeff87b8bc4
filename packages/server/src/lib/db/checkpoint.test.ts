import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { checkpointJobs } from './checkpoint';
import { openDatabase } from './database';

/** Write-ahead log segments in a data folder (24 hex digits each). */
function segments(dataDir: string): number {
  return fs.readdirSync(path.join(dataDir, 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name)).length;
}

// The embedded database's own: the PostgreSQL pass would run it unchanged.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database checkpoint', () => {
  it('keeps the write-ahead log from growing without end, where nothing else does', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ante-checkpoint-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const [job] = checkpointJobs(database);
      expect(job?.name).toBe('database.checkpoint');
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

  it('is no job of PostgreSQL, which checkpoints itself', () => {
    const handle = { kind: 'postgres' } as Parameters<typeof checkpointJobs>[0];
    expect(checkpointJobs(handle)).toEqual([]);
  });
});
