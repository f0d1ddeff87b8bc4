import { TRANSFER_CODES } from '@ante/core';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness';
import { type DatabaseHandle, openDatabase } from './database';
import { sql as antePlayRound } from './functions/ante-play-round';
import { sql as anteRoundXp } from './functions/ante-round-xp';
import { sql as anteTransfer } from './functions/ante-transfer';
import { migrate } from './migrate';
import { migrations } from './migrations/index';
import { knownTransferCodes, transferCodeCheck } from './transfer-codes';

let drop: (() => Promise<void>) | undefined;
let handles: DatabaseHandle[] = [];

async function open(): Promise<DatabaseHandle[]> {
  const database = await createTestDatabase();
  if (database) {
    drop = database.drop;
    return Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 })),
    );
  }
  return [await openDatabase({ kind: 'pglite', dataDir: 'memory://' })];
}

beforeAll(async () => {
  handles = await open();
});
afterAll(async () => {
  for (const handle of handles) await handle.close();
  await drop?.();
});

describe('migrate', () => {
  it('applies every migration once, even when several nodes start together', async () => {
    const results = await Promise.all(handles.map((handle) => migrate(handle.db)));
    const applied = results.flat().sort((a, b) => a - b);
    expect(applied).toEqual(migrations.map((m) => m.version));
    const first = handles[0];
    if (!first) throw new Error('no database');
    expect(await migrate(first.db)).toEqual([]);
    const rows = await first.db.selectFrom('schema_migrations').select('version').execute();
    expect(rows.map((row) => row.version)).toEqual(migrations.map((m) => m.version));
  });

  it('gives each function of lib/db/functions the body in its file, and no other version', async () => {
    const first = handles[0];
    if (!first) throw new Error('no database');
    for (const file of [anteTransfer, anteRoundXp, antePlayRound]) {
      const name = /FUNCTION (\w+)\(/.exec(file)?.[1];
      const body = /AS (\$\w*\$)([\s\S]*)\1;/.exec(file)?.[2];
      if (!name || body === undefined) throw new Error(`no function in ${file}`);
      const { rows } = await sql<{ body: string }>`
        select prosrc as body from pg_proc where proname = ${name}`.execute(first.db);
      expect(rows.map((row) => row.body)).toEqual([body]);
    }
  });

  it('lets transfers carry every code of TRANSFER_CODES, and adds one the CHECK lacks at the next start', async () => {
    const first = handles[0];
    if (!first) throw new Error('no database');
    expect(await knownTransferCodes(first.db)).toEqual([...TRANSFER_CODES]);
    // A database from before a code was added to the list, holding one no longer in it.
    await first.db.executeQuery(CompiledQuery.raw(transferCodeCheck(['deposit', 'bet', 'retired_code'])));
    expect(await migrate(first.db)).toEqual([]);
    expect(await knownTransferCodes(first.db)).toEqual([...TRANSFER_CODES, 'retired_code']);
    await first.db.executeQuery(CompiledQuery.raw(transferCodeCheck()));
  });

  it('rolls a failing migration back whole', async () => {
    const first = handles[0];
    if (!first) throw new Error('no database');
    const broken = [
      ...migrations,
      { version: 999, name: 'broken', sql: 'CREATE TABLE half_done (id int); SELECT * FROM no_such_table;' },
    ];
    await expect(migrate(first.db, broken)).rejects.toThrow();
    const exists = await sql<{
      exists: boolean;
    }>`select to_regclass('half_done') is not null as exists`.execute(first.db);
    expect(exists.rows[0]?.exists).toBe(false);
    const rows = await first.db.selectFrom('schema_migrations').select('version').execute();
    expect(rows.map((row) => row.version)).not.toContain(999);
  });

  it('enforces case-insensitive unique usernames in the database itself', async () => {
    const first = handles[0];
    if (!first) throw new Error('no database');
    await first.db.insertInto('users').values({ username: 'Same_Name', password_hash: 'x' }).execute();
    await expect(
      first.db.insertInto('users').values({ username: 'same_name', password_hash: 'x' }).execute(),
    ).rejects.toThrow(/users_username_lower_key/);
  });
});
