#!/usr/bin/env node
/**
 * Bet throughput benchmark: 50 concurrent players (real accounts, real sessions,
 * funded through the simulated chain) place dice bets through the HTTP API against
 * one node, each as fast as its previous bet returns. Every bet is a full ledger
 * round: debit, nonce, outcome, payout, round record, feed events.
 *
 *   node bench/bets.mjs [--players 50] [--seconds 15] [--warmup 3] [--keys]
 *
 * `--keys` sends each bet with a fresh Idempotency-Key, as the web app does.
 *
 * Database: PGlite in a temp folder by default; set DATABASE_URL to a fresh
 * PostgreSQL database to measure that instead (REDIS_URL is passed through too).
 * Traffic stays on 127.0.0.1.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
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
const warmup = Number(args.warmup ?? 3);
const withKeys = 'keys' in args;
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
    // One key for every run: on PostgreSQL the runs share a database, which remembers
    // the key it first saw and refuses another (lib/secret-key.ts).
    SECRET_KEY: process.env.SECRET_KEY ?? 'be7c'.repeat(16),
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: dataDir,
    AUTH_RATE_LIMIT: '100000',
    // Each player takes 100,000 USDT of test coins from the faucet: $100,000, over its default hourly allowance.
    TEST_FAUCET_USD_PER_HOUR: '100000',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL, DATABASE_POOL_SIZE: '20' } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  };
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, path.join(root, 'packages/server/dist/main.js')], {
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
  const sent = await post(
    '/api/dev/chain/faucet',
    { network: 'TRON', currency: 'USDT', address, amount: '100000' },
    cookie,
  );
  if (sent.status !== 200) throw new Error(`faucet failed: ${JSON.stringify(sent.body)}`);
  return cookie;
}

/**
 * The bets themselves go through node:http with kept-alive sockets (one per player):
 * fetch costs the load generator several times more CPU per request, and the load
 * generator shares the machine's two cores with the server and the database.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: players });
function postFast(pathname, payload, cookie) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      base + pathname,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          cookie,
          ...(withKeys ? { 'idempotency-key': randomUUID() } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** CPU seconds (user + system) a process has used so far, from /proc. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** CPU seconds used by every process called `postgres` on this machine (a local server's backends). */
function postgresCpuSeconds() {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuSeconds(entry);
    } catch {}
  }
  return total;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const { child, dataDir } = await startServer();
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
  let serverCpuAtStart = Number.NaN;
  let postgresCpuAtStart = Number.NaN;
  let clientCpuAtStart = process.cpuUsage();
  setTimeout(() => {
    serverCpuAtStart = cpuSeconds(child.pid);
    postgresCpuAtStart = postgresCpuSeconds();
    clientCpuAtStart = process.cpuUsage();
  }, warmup * 1000);
  await Promise.all(
    cookies.map(async (cookie) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const status = await postFast('/api/play/dice/bet', bet, cookie);
        if (t0 < measureFrom) continue;
        latencies.push(performance.now() - t0);
        if (status !== 200) errors += 1;
      }
    }),
  );
  const elapsed = seconds;
  const serverCpu = cpuSeconds(child.pid) - serverCpuAtStart;
  const postgresCpu = postgresCpuSeconds() - postgresCpuAtStart;
  const clientUsage = process.cpuUsage(clientCpuAtStart);
  const clientCpu = (clientUsage.user + clientUsage.system) / 1e6;
  const perBet = (cpu) => Number(((cpu * 1000) / latencies.length).toFixed(2));
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
    cpuMsPerBet: {
      server: perBet(serverCpu),
      ...(process.env.DATABASE_URL ? { postgres: perBet(postgresCpu) } : {}),
      loadGenerator: perBet(clientCpu),
    },
  };
  agent.destroy();
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
