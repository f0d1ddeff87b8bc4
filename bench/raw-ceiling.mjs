/**
 * The raw ceiling a bet is measured against: the five writes a bet cannot do without
 * (debit the stake with a guard against going below zero, insert the bet, credit the
 * payout, update the player's stats, add the pot's contribution), one transaction per
 * bet, sent as plain SQL with nothing of the casino around it.
 *
 * - PostgreSQL: pgbench with 16 clients and prepared statements, on tables of their own
 *   (schema `raw_ceiling`, dropped afterwards) in the benchmark's database.
 * - PGlite: the same five writes in a loop on one embedded connection, as the casino's
 *   embedded database has one.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PLAYERS = 1000;
const POT_SHARDS = 16;

const SCHEMA = `
  DROP SCHEMA IF EXISTS raw_ceiling CASCADE;
  CREATE SCHEMA raw_ceiling;
  CREATE TABLE raw_ceiling.accounts (id int PRIMARY KEY, balance numeric NOT NULL CHECK (balance >= 0));
  CREATE TABLE raw_ceiling.bets (
    id bigserial PRIMARY KEY, player int NOT NULL, game text NOT NULL, amount numeric NOT NULL,
    payout numeric NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
  CREATE INDEX ON raw_ceiling.bets (player, created_at);
  CREATE TABLE raw_ceiling.stats (player int PRIMARY KEY, wagered numeric NOT NULL, bets int NOT NULL);
  CREATE TABLE raw_ceiling.pot (shard int PRIMARY KEY, amount numeric NOT NULL);
  INSERT INTO raw_ceiling.accounts SELECT g, 1000000000 FROM generate_series(1, ${PLAYERS}) g;
  INSERT INTO raw_ceiling.stats SELECT g, 0, 0 FROM generate_series(1, ${PLAYERS}) g;
  INSERT INTO raw_ceiling.pot SELECT g, 0 FROM generate_series(0, ${POT_SHARDS - 1}) g;
`;

/** One bet's five writes; $1 is the player, whose id also picks the pot's shard. */
const BET = [
  'UPDATE raw_ceiling.accounts SET balance = balance - 1 WHERE id = $1 AND balance >= 1',
  "INSERT INTO raw_ceiling.bets (player, game, amount, payout) VALUES ($1, 'dice', 1, 2)",
  'UPDATE raw_ceiling.accounts SET balance = balance + 2 WHERE id = $1',
  'UPDATE raw_ceiling.stats SET wagered = wagered + 1, bets = bets + 1 WHERE player = $1',
  `UPDATE raw_ceiling.pot SET amount = amount + 0.0001 WHERE shard = $1 % ${POT_SHARDS}`,
];

/** pgbench on `databaseUrl`: answers single-bet transactions per second. */
export function postgresCeiling(databaseUrl, { clients = 16, seconds = 15 } = {}) {
  const psql = spawnSync('psql', [databaseUrl, '-q', '-v', 'ON_ERROR_STOP=1', '-c', SCHEMA], {
    encoding: 'utf8',
  });
  if (psql.status !== 0) throw new Error(`raw ceiling schema: ${psql.stderr}`);
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ante-raw-')), 'bet.sql');
  const pgbenchBet = BET.map((sql) => sql.replaceAll('$1', ':p'));
  fs.writeFileSync(
    script,
    [`\\set p random(1, ${PLAYERS})`, 'BEGIN;', ...pgbenchBet.map((sql) => `${sql};`), 'COMMIT;', ''].join(
      '\n',
    ),
  );
  try {
    const run = spawnSync(
      'pgbench',
      [
        '-n',
        '-M',
        'prepared',
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        String(seconds),
        '-f',
        script,
        databaseUrl,
      ],
      { encoding: 'utf8' },
    );
    const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
    if (run.status !== 0 || !tps) throw new Error(`pgbench failed: ${run.stderr || run.stdout}`);
    return Number(tps);
  } finally {
    spawnSync('psql', [databaseUrl, '-q', '-c', 'DROP SCHEMA IF EXISTS raw_ceiling CASCADE']);
    fs.rmSync(path.dirname(script), { recursive: true, force: true });
  }
}

/** The same five writes in a loop on one PGlite connection: answers transactions per second. */
export async function pgliteCeiling({ seconds = 15, warmup = 3 } = {}) {
  const { PGlite } = await import('@electric-sql/pglite');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ante-raw-pglite-'));
  const db = new PGlite(dataDir);
  try {
    await db.exec(SCHEMA);
    let count = 0;
    const measureFrom = performance.now() + warmup * 1000;
    const deadline = measureFrom + seconds * 1000;
    let i = 0;
    while (performance.now() < deadline) {
      const player = (i % PLAYERS) + 1;
      i += 1;
      await db.transaction(async (tx) => {
        for (const sql of BET) await tx.query(sql, [player]);
      });
      if (performance.now() >= measureFrom) count += 1;
    }
    return Math.round(count / seconds);
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
