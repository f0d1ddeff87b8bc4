import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { SHOW_SCHEMA } from './show/schema';

/** The few things the studio asks of its database, the same on PGlite and on PostgreSQL. */
export interface Store {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs `work` in one transaction; its queries see each other's writes. */
  transaction<T>(work: (query: Store['query']) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The studio's own records, apart from any casino's: the sessions it opened, each
 * player's seed pairs, and every round with what the casino answered. A provider
 * keeps its own books so it can prove what it played and finish what a crash left
 * half done (see settle-pending.ts).
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS studio_sessions (
  key text PRIMARY KEY,
  mode text NOT NULL CHECK (mode IN ('real', 'demo')),
  casino_session_id text,
  player_key text NOT NULL,
  username text,
  game text NOT NULL,
  currency text NOT NULL,
  demo_balance numeric(38, 18),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS studio_seeds (
  id uuid PRIMARY KEY,
  player_key text NOT NULL,
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  nonce integer NOT NULL DEFAULT 0,
  revealed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS studio_seeds_current ON studio_seeds (player_key) WHERE revealed_at IS NULL;
CREATE TABLE IF NOT EXISTS studio_rounds (
  id uuid PRIMARY KEY,
  session_key text NOT NULL,
  player_key text NOT NULL,
  mode text NOT NULL,
  game text NOT NULL,
  currency text NOT NULL,
  bet numeric(38, 18) NOT NULL,
  payout numeric(38, 18) NOT NULL,
  multiplier text NOT NULL,
  seed_id uuid NOT NULL REFERENCES studio_seeds(id),
  nonce integer NOT NULL,
  nonces_used integer NOT NULL,
  spins jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('betting', 'rollback_pending', 'refused', 'win_pending', 'settled', 'rolled_back')),
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
ALTER TABLE studio_sessions ADD COLUMN IF NOT EXISTS last_spin_at timestamptz;
CREATE INDEX IF NOT EXISTS studio_rounds_session ON studio_rounds (session_key);
CREATE INDEX IF NOT EXISTS studio_rounds_pending ON studio_rounds (status) WHERE status IN ('betting', 'rollback_pending', 'win_pending');
`;

/** PGlite in `dataDir` (or `memory://`), or PostgreSQL at `databaseUrl`; the schema made if missing. */
export async function openStore(options: { dataDir: string } | { databaseUrl: string }): Promise<Store> {
  let store: Store;
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 4 });
    pool.on('error', () => {});
    store = {
      query: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
      async transaction(work) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await work(
            async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
          );
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  } else {
    if (!options.dataDir.startsWith('memory://')) fs.mkdirSync(options.dataDir, { recursive: true });
    const engine = await PGlite.create({ dataDir: options.dataDir });
    store = {
      query: async <T>(text: string, params: unknown[] = []) => (await engine.query<T>(text, params)).rows,
      transaction: (work) =>
        engine.transaction((tx) =>
          work(async <T>(text: string, params: unknown[] = []) => (await tx.query<T>(text, params)).rows),
        ),
      close: () => engine.close(),
    };
  }
  await store.query('SELECT 1');
  for (const statement of `${SCHEMA};${SHOW_SCHEMA}`
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    await store.query(statement);
  }
  return store;
}
