#!/usr/bin/env node
/**
 * The weekly grant job over a week of play: `--rounds` settled rounds (200,000 by
 * default) spread over `--players` players (2,000), in a mix of games and settings
 * (dice at many targets, plinko and keno tables, limbo, roulette), on PGlite in a temp
 * folder. The rounds are written straight into the tables (a seed per player, rounds
 * with their stake in USD), since placing them over HTTP would measure the bet path,
 * not the job; then `grantPeriodicBonuses` runs once for the week, as the scheduler
 * would, and is timed.
 *
 *   node bench/periodic-grants.mjs [--players 2000] [--rounds 200000]
 *
 * The job's code is bundled from the server's sources with esbuild, as the tests'
 * start-up bundles are, so what runs is what ships.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchArgs, bundleServer, GAME_MIX, PARAMS_MIX } from './rounds-bench.mjs';

const args = benchArgs();
const players = Number(args.players ?? 2000);
const rounds = Number(args.rounds ?? 200_000);

const bundleJob = () =>
  bundleServer(`
        export { openDatabase } from './src/lib/db/database';
        export { migrate } from './src/lib/db/migrate';
        export { grantPeriodicBonuses } from './src/modules/rewards/periodic/grant-periodic-bonuses';
        export { periodEndingAt } from './src/modules/rewards/periodic/periods';
      `);

async function main() {
  const { module: job, dir } = await bundleJob();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ante-bench-grants-'));
  const database = await job.openDatabase({ kind: 'pglite', dataDir });
  const { db } = database;
  const { sql } = await import('kysely');
  try {
    await job.migrate(db);
    const started = performance.now();
    await sql
      .raw(`
        INSERT INTO users (username, password_hash)
          SELECT 'bench' || i, 'x' FROM generate_series(1, ${players}) i;
        INSERT INTO server_seeds (user_id, seed, seed_hash, state, client_seed)
          SELECT id, md5(id::text) || md5(id::text || 's'), md5(id::text || 'h') || md5(id::text), 'current', 'c'
          FROM users;
      `)
      .execute(db);
    await sql
      .raw(`
        WITH seeds AS (SELECT row_number() OVER (ORDER BY id) AS k, id, user_id FROM server_seeds)
        INSERT INTO rounds (user_id, game, currency, amount, wager_usd, seed_id, nonce, params, status, created_at, finished_at)
          SELECT s.user_id, ${GAME_MIX}, 'USDT', 1 + i % 50, 1 + i % 50, s.id, i, ${PARAMS_MIX}, 'finished',
            timestamptz '2026-11-10T00:00:00Z' + (i % 86400) * interval '5 seconds',
            timestamptz '2026-11-10T00:00:00Z' + (i % 86400) * interval '5 seconds'
          FROM generate_series(1, ${rounds}) i JOIN seeds s ON s.k = 1 + i % ${players};
      `)
      .execute(db);
    const loadedMs = performance.now() - started;
    const period = job.periodEndingAt('weekly', new Date('2026-11-16T00:00:00Z'));
    const t0 = performance.now();
    const result = await job.grantPeriodicBonuses(db, period, { claimDays: 7, now: new Date() });
    const grantMs = performance.now() - t0;
    const groups =
      await sql`SELECT count(*)::int AS n FROM (SELECT DISTINCT user_id, game, params FROM rounds) g`.execute(
        db,
      );
    console.log(
      JSON.stringify(
        {
          database: 'pglite',
          players,
          rounds,
          groups: groups.rows[0]?.n,
          granted: result.granted,
          loadMs: Math.round(loadedMs),
          grantMs: Math.round(grantMs),
        },
        null,
        2,
      ),
    );
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
