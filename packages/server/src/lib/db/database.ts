import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { dbPoolWait, pools } from '../metrics/metrics';
import { lockDataDir } from './data-dir-lock';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** Cheap round trip used by the health check. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize: number }
  /**
   * `dataDir` is a folder on disk, or `memory://` for a throw-away database (tests);
   * `loadDataDir`, a dump of a data directory to start from (PGlite's `dumpDataDir`).
   */
  | { kind: 'pglite'; dataDir: string; loadDataDir?: Blob };

/**
 * Opens the database. Both kinds go through node-postgres and the same Kysely
 * dialect, so every query, type parser and transaction behaves the same way: PGlite
 * is reached through its node-postgres adapter (a pool of one connection, which also
 * serialises transactions on the single embedded backend).
 */
export async function openDatabase(
  options: DatabaseOptions,
  onConnectionError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  let pool: pg.Pool;
  let closeEngine: () => Promise<void> = async () => {};
  if (options.kind === 'postgres') {
    pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize,
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 30_000,
    });
  } else {
    let unlock = () => {};
    if (!options.dataDir.startsWith('memory://')) {
      fs.mkdirSync(options.dataDir, { recursive: true });
      unlock = lockDataDir(options.dataDir);
    }
    let engine: PGlite;
    try {
      engine = await PGlite.create({
        dataDir: options.dataDir,
        ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      });
    } catch (error) {
      unlock();
      throw error;
    }
    pool = new pg.Pool(createPgConfig(engine));
    closeEngine = async () => {
      await engine.close();
      unlock();
    };
  }
  // A connection the database ends (a restart: SQLSTATE 57P01) emits 'error' on its
  // client. The pool listens only while a client is idle and stops while it is checked
  // out (Kysely adds no listener), and an 'error' event nobody listens to ends the
  // process. So every client gets a listener of its own for its whole life: the query
  // it was running fails with the same error (answered 503, see service-errors.ts),
  // the pool discards the broken client, and the next query opens a fresh connection.
  pool.on('connect', (client) => {
    client.on('error', (error) => onConnectionError?.(error));
  });
  pool.on('error', (error) => onConnectionError?.(error));
  // The pool's figures and the time each query waits for a connection go to the metrics.
  const untrack = pools.track(() => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  }));
  const timedPool = {
    async connect() {
      const startedAt = performance.now();
      const client = await pool.connect();
      dbPoolWait.observe((performance.now() - startedAt) / 1000);
      return client;
    },
    end: () => pool.end(),
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: timedPool }) });
  return {
    db,
    kind: options.kind,
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      untrack();
      await db.destroy();
      await closeEngine();
    },
  };
}

/** The index a statement broke when Postgres reports a unique violation (SQLSTATE 23505), else null. */
export function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' ? (e.constraint ?? '') : null;
}
