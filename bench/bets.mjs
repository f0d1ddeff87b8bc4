#!/usr/bin/env node
/**
 * Bet throughput benchmark: 50 concurrent players (real accounts, real sessions,
 * funded through the simulated chain) place dice bets through the HTTP API against
 * one node, each as fast as its previous bet returns. Every bet is a full ledger
 * round: debit, nonce, outcome, payout, round record, feed events.
 *
 *   node bench/bets.mjs [--players 50] [--seconds 15]
 *
 * Database: PGlite in a temp folder by default; set DATABASE_URL to a fresh
 * PostgreSQL database to measure that instead (REDIS_URL is passed through too).
 * Traffic stays on 127.0.0.1.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../scripts/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, index, all) => {
    if (arg.startsWith('--')) pairs.push([arg.slice(2), all[index + 1]]);
    return pairs;
  }, []),
);
const players = Number(args.players ?? 50);
const seconds = Number(args.seconds ?? 15);
const port = Number(process.env.BENCH_PORT ?? 3198);
const base = `http://127.0.0.1:${port}`;

async function startServer() {
  await buildServer({ onlyIfStale: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ante-bench-bets-'));
  const env = {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: dataDir,
    AUTH_RATE_LIMIT: '100000',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL, DATABASE_POOL_SIZE: '20' } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  };
  const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 300; i += 1) {
    if (
      await fetch(`${base}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return { child, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

async function post(pathname, body, cookie) {
  const response = await fetch(base + pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

async function makePlayer(index) {
  const username = `bench${Date.now().toString(36).slice(-5)}${index}`;
  const registered = await post('/api/user/register', { username, password: 'benchmark password' });
  if (registered.status !== 200) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const cookie = registered.headers.getSetCookie()[0].split(';')[0];
  const info = await post('/api/wallet/deposit', { currency: 'USDT' }, cookie);
  const address = info.body.addresses.find((entry) => entry.network === 'TRON').address;
  await post('/api/dev/chain/send', { network: 'TRON', address, amount: '100000', currency: 'USDT' });
  return cookie;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const { child, dataDir } = await startServer();
try {
  const cookies = [];
  for (let i = 0; i < players; i += 1) cookies.push(await makePlayer(i));
  await post('/api/dev/chain/mine', { network: 'TRON', blocks: 10 });
  const bet = { currency: 'USDT', amount: '1', params: { condition: 'under', target: 49.5 } };
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    cookies.map(async (cookie) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const response = await post('/api/play/dice/bet', bet, cookie);
        latencies.push(performance.now() - t0);
        if (response.status !== 200) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const result = {
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    players,
    bets: latencies.length,
    errors,
    betsPerSecond: Math.round(latencies.length / elapsed),
    p50Ms: Number(percentile(latencies, 50).toFixed(1)),
    p99Ms: Number(percentile(latencies, 99).toFixed(1)),
  };
  console.log(JSON.stringify(result));
  // PGlite allows one process per folder: stop the server before checking its ledger.
  child.kill('SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
  const check = spawn(process.execPath, [path.join(root, 'scripts/ledger-check.mjs')], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  await new Promise((resolve) => check.on('exit', resolve));
} finally {
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
