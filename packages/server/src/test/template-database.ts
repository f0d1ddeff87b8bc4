import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrate } from '../lib/db/migrate';
import type { Database } from '../lib/db/schema';

/**
 * Migrated databases that test servers start from, so a server does not initialise a
 * database and run every migration each time. On PGlite that start-up is most of what
 * a test server costs (the embedded initdb alone takes seconds on a slow machine): the
 * migrated data directory is dumped once per run and each server loads the dump. On
 * PostgreSQL one migrated database is the template of each test database
 * (`CREATE DATABASE ... TEMPLATE`). Vitest's global setup (test/global-setup.ts) makes
 * both before the first test file and removes them after the last, so a run never
 * reuses a copy of other migrations. A test server still runs `migrate` on its copy,
 * which finds nothing to do: the path of a real start is the path the tests take.
 */
export interface DatabaseTemplates {
  /** An uncompressed tar of a migrated PGlite data directory. */
  pgliteFile: string;
  /** A migrated database on DATABASE_URL's server, when it is set. */
  postgresName: string | null;
  remove(): Promise<void>;
}

export async function makeDatabaseTemplates(
  databaseUrl = process.env.DATABASE_URL,
): Promise<DatabaseTemplates> {
  const run = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const pgliteFile = path.join(os.tmpdir(), `ante-test-template-${run}.tar`);
  const engine = await PGlite.create('memory://');
  try {
    await migrateThrough(new pg.Pool(createPgConfig(engine)));
    await trimForTests(engine);
    const dump = await engine.dumpDataDir('none');
    fs.writeFileSync(pgliteFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await engine.close();
  }

  let postgresName: string | null = null;
  if (databaseUrl) {
    const name = `ante_template_${run.replace('-', '_')}`;
    await adminQuery(databaseUrl, `CREATE DATABASE ${name}`);
    postgresName = name;
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    await migrateThrough(new pg.Pool({ connectionString: url.toString(), max: 1 }));
  }

  return {
    pgliteFile,
    postgresName,
    async remove() {
      fs.rmSync(pgliteFile, { force: true });
      if (databaseUrl && postgresName) {
        await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${postgresName} WITH (FORCE)`);
      }
    },
  };
}

/** Migrates through node-postgres and Kysely, as the server reaches either database, then closes the pool. */
/**
 * What a PGlite start pays for and no test uses, taken out of the dump: a start
 * cleared 128 MB of shared buffers (16 MB hold a test's every table), copied and read
 * template0 (never copied here: PGlite makes no databases), and replayed the WAL the
 * migrations wrote (a checkpoint writes it out first). Loading a test server's
 * database went from 1.5 s to 0.6 s (1.9 s to 0.8 s of CPU), and the suite starts hundreds. A real start
 * keeps PostgreSQL's settings: only the tests' copy is trimmed. template1 stays: PGlite
 * connects to it as it starts.
 */
async function trimForTests(engine: PGlite): Promise<void> {
  await engine.exec("ALTER SYSTEM SET shared_buffers = '16MB'");
  await engine.exec('ALTER DATABASE template0 WITH is_template false');
  await engine.exec('DROP DATABASE template0');
  await engine.exec('CHECKPOINT');
}

async function migrateThrough(pool: pg.Pool): Promise<void> {
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrate(db);
  } finally {
    await db.destroy();
  }
}

export async function adminQuery(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
