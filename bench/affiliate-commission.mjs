#!/usr/bin/env node
/**
 * One affiliate campaign with `--players` referred players (1,000 by default) and
 * `--rounds` settled rounds of theirs (200,000) over five days, in a mix of games and
 * settings, on PGlite in a temp folder. The rounds are written straight into the
 * tables, as in periodic-grants.mjs. Timed: the first reading, which brings every
 * round forward into affiliate_earnings; a reading after that; the same with 5,000
 * young rounds unread; and a claim (a lock, a bring-forward, a ledger transfer).
 *
 *   node bench/affiliate-commission.mjs [--players 1000] [--rounds 200000]
 *
 * The code is bundled from the server's sources with esbuild, so what runs is what ships.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchArgs, bundleServer, GAME_MIX, PARAMS_MIX } from './rounds-bench.mjs';

const args = benchArgs();
const players = Number(args.players ?? 1000);
const rounds = Number(args.rounds ?? 200_000);

const bundleJob = () =>
  bundleServer(`
        export { openDatabase } from './src/lib/db/database';
        export { migrate } from './src/lib/db/migrate';
        export { campaignCommission } from './src/modules/affiliate/commission/campaign-commission';
        export { claimCommission } from './src/modules/affiliate/commission/claim-commission';
        export { PendingEvents } from './src/lib/events';
      `);

const time = async (work) => {
  const started = performance.now();
  const result = await work();
  return { ms: Math.round(performance.now() - started), result };
};

async function main() {
  const { module: job, dir } = await bundleJob();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ante-bench-affiliate-'));
  const database = await job.openDatabase({ kind: 'pglite', dataDir });
  const { db } = database;
  const { sql } = await import('kysely');
  try {
    await job.migrate(db);
    const started = performance.now();
    // The owner is bench0; every other player was referred through bench0's default campaign six days ago.
    await sql
      .raw(`
        INSERT INTO users (username, password_hash)
          SELECT 'bench' || i, 'x' FROM generate_series(0, ${players}) i;
        INSERT INTO server_seeds (user_id, seed, seed_hash, state, client_seed)
          SELECT id, md5(id::text) || md5(id::text || 's'), md5(id::text || 'h') || md5(id::text), 'current', 'c'
          FROM users;
        INSERT INTO affiliate_referrals (user_id, campaign_id, referrer_id, code, created_at)
          SELECT u.id, c.id, c.owner_id, c.code, now() - interval '6 days'
          FROM users u, affiliate_campaigns c
          WHERE c.code = 'bench0' AND u.username <> 'bench0';
        UPDATE affiliate_campaigns SET counted_until = now() - interval '6 days',
          scan_from = now() - interval '6 days' WHERE code = 'bench0';
      `)
      .execute(db);
    const addRounds = (count, from, spanSeconds) =>
      sql
        .raw(`
          WITH seeds AS (
            SELECT row_number() OVER (ORDER BY s.id) AS k, s.id, s.user_id
            FROM server_seeds s JOIN users u ON u.id = s.user_id WHERE u.username <> 'bench0'
          )
          INSERT INTO rounds (user_id, game, currency, amount, wager_usd, seed_id, nonce, params, status, created_at, finished_at)
            SELECT s.user_id, ${GAME_MIX}, 'USDT', 1 + i % 50, 1 + i % 50, s.id, ${from} + i, ${PARAMS_MIX}, 'finished',
              now() - interval '${spanSeconds} seconds' + (i % ${spanSeconds}) * interval '1 second',
              now() - interval '${spanSeconds} seconds' + (i % ${spanSeconds}) * interval '1 second'
            FROM generate_series(1, ${count}) i JOIN seeds s ON s.k = 1 + i % ${players};
        `)
        .execute(db);
    // Five days of rounds, ending ten minutes ago: all past the settle grace.
    await addRounds(rounds, 0, 5 * 86_400);
    await sql`UPDATE rounds SET created_at = created_at - interval '10 minutes', finished_at = finished_at - interval '10 minutes'`.execute(
      db,
    );
    const loadedMs = performance.now() - started;
    const campaign = await db
      .selectFrom('affiliate_campaigns')
      .selectAll()
      .where('code', '=', 'bench0')
      .executeTakeFirstOrThrow();
    const read = () =>
      job.campaignCommission(db, [campaign.id], { dailySince: new Date(Date.now() - 30 * 86_400_000) });
    const first = await time(read);
    const again = await time(read);
    await addRounds(5_000, rounds, 240);
    const withYoung = await time(read);
    const owner = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', campaign.owner_id)
      .executeTakeFirstOrThrow();
    const rates = { usdPrice: () => '1', isUsable: () => true };
    const claim = await time(() =>
      db
        .transaction()
        .execute((trx) =>
          job.claimCommission(trx, new job.PendingEvents(), rates, { user: owner }, campaign.id),
        ),
    );
    const earnings = await sql`SELECT count(*)::int AS n FROM affiliate_earnings`.execute(db);
    console.log(
      JSON.stringify(
        {
          database: 'pglite',
          referredPlayers: players,
          rounds,
          earningsRows: earnings.rows[0]?.n,
          loadMs: Math.round(loadedMs),
          firstReadBringingForwardMs: first.ms,
          readMs: again.ms,
          readWith5000UnreadRoundsMs: withYoung.ms,
          claimMs: claim.ms,
          claimedUsd: claim.result.usd,
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
