import { CompiledQuery, sql } from 'kysely';
import type { Db } from './database';
import { migrations as allMigrations } from './migrations/index';
import { addMissingTransferCodes } from './transfer-codes';

/** Arbitrary constant shared by every node so that only one applies migrations at a time. */
const MIGRATION_LOCK_ID = 7_446_001;

/**
 * Applies the migrations that have not run yet, in one transaction under an advisory
 * lock: when several nodes start together, one migrates and the others wait, then
 * find nothing left to do. Then the transfer-code CHECK gets any code the ledger's list
 * has gained (transfer-codes.ts). Returns the versions applied.
 */
export async function migrate(db: Db, migrations = allMigrations): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`.execute(trx);
    await trx.executeQuery(
      CompiledQuery.raw(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`),
    );
    const rows = await trx.selectFrom('schema_migrations').select('version').execute();
    const applied = new Set(rows.map((row) => row.version));
    const done: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await trx.executeQuery(CompiledQuery.raw(migration.sql));
      await trx
        .insertInto('schema_migrations')
        .values({ version: migration.version, name: migration.name })
        .execute();
      done.push(migration.version);
    }
    await addMissingTransferCodes(trx);
    return done;
  });
}
