#!/usr/bin/env node
/**
 * Bet throughput benchmark: 50 concurrent players (real accounts, real sessions,
 * funded through the simulated chain) place dice bets through the HTTP API against
 * one node, each as fast as its previous bet returns. Every bet is a full ledger
 * round: debit, nonce, outcome, payout, round record, feed events.
 *
 *   node bench/bets.mjs [--players 50] [--seconds 15] [--warmup 3] [--keys] [--no-ceiling]
 *
 * Before the casino starts, the same run measures the raw ceiling (raw-ceiling.mjs:
 * the five writes of a bet as plain SQL, pgbench on PostgreSQL, a loop on PGlite) and
 * prints the casino's bets per second as a share of it.
 *
 * `--keys` sends each bet with a fresh Idempotency-Key, as the web app does.
 *
 * Database: PGlite in a temp folder by default; set DATABASE_URL to a fresh
 * PostgreSQL database to measure that instead (REDIS_URL is passed through too).
 * Traffic stays on 127.0.0.1.
 */
import {
  benchArgs,
  cpuMeter,
  fastPoster,
  makePlayer as makeFundedPlayer,
  percentile,
  post as postTo,
  startCasino,
  stopAndCheck,
} from './casino-process.mjs';
import { pgliteCeiling, postgresCeiling } from './raw-ceiling.mjs';

const args = benchArgs();
const players = Number(args.players ?? 50);
const seconds = Number(args.seconds ?? 15);
const warmup = Number(args.warmup ?? 3);
const withKeys = 'keys' in args;
const port = Number(process.env.BENCH_PORT ?? 3198);
const base = `http://127.0.0.1:${port}`;
const post = (pathname, body, cookie) => postTo(base, pathname, body, cookie);
const makePlayer = (index) => makeFundedPlayer(base, index);

const poster = fastPoster(base, { sockets: players, withKeys });

const ceiling =
  'no-ceiling' in args
    ? null
    : process.env.DATABASE_URL
      ? postgresCeiling(process.env.DATABASE_URL, { seconds })
      : await pgliteCeiling({ seconds, warmup });

const casino = await startCasino(port);
const { child } = casino;
try {
  const cookies = [];
  for (let i = 0; i < players; i += 1) cookies.push(await makePlayer(i));
  await post('/api/dev/chain/mine', { network: 'TRON', blocks: 10 }, cookies[0]);
  const bet = JSON.stringify({ currency: 'USDT', amount: '1', params: { condition: 'under', target: 49.5 } });
  const latencies = [];
  let errors = 0;
  // The first `warmup` seconds (JIT, pools, caches) are played but not counted.
  const measureFrom = performance.now() + warmup * 1000;
  const deadline = measureFrom + seconds * 1000;
  const cpuPer = cpuMeter(child.pid, warmup);
  await Promise.all(
    cookies.map(async (cookie) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const status = await poster.post('/api/play/dice/bet', bet, cookie);
        if (t0 < measureFrom) continue;
        latencies.push(performance.now() - t0);
        if (status !== 200) errors += 1;
      }
    }),
  );
  const elapsed = seconds;
  const cpuMs = cpuPer(latencies.length);
  latencies.sort((a, b) => a - b);
  const result = {
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    players,
    idempotencyKeys: withKeys,
    bets: latencies.length,
    errors,
    betsPerSecond: Math.round(latencies.length / elapsed),
    p50Ms: Number(percentile(latencies, 50).toFixed(1)),
    p99Ms: Number(percentile(latencies, 99).toFixed(1)),
    cpuMsPerBet: cpuMs,
    ...(ceiling === null
      ? {}
      : {
          rawCeilingPerSecond: Math.round(ceiling),
          shareOfCeiling: Number((latencies.length / elapsed / ceiling).toFixed(3)),
        }),
  };
  poster.close();
  console.log(JSON.stringify(result));
} finally {
  await stopAndCheck(casino);
}
