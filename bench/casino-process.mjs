/**
 * What the HTTP benchmarks share: a casino started as `npm start` runs it (the built
 * server, in a process of its own, on PGlite in a temp folder or on DATABASE_URL), real
 * players funded through the simulated chain, CPU read from /proc, and the ledger
 * check once the casino has stopped.
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

/** Starts the casino on `port` with `env` added; resolves once it answers its health check. */
export async function startCasino(port, env = {}) {
  await buildServer({ onlyIfStale: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ante-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const childEnv = {
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
    // The benchmarks measure the casino alone.
    STUDIO: 'false',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL, DATABASE_POOL_SIZE: '20' } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    // BENCH_NODE_OPTIONS reaches the server's Node.js, for instance
    // `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=/tmp/heap` to take heap snapshots of a soak.
    ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
    ...env,
  };
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, path.join(root, 'packages/server/dist/main.js')], {
    env: childEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 300; i += 1) {
    if (
      await fetch(`${base}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return { child, dataDir, base };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

export async function post(base, pathname, body, cookie) {
  const response = await fetch(base + pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** A registered player with 100,000 USDT of test coins sent (mine blocks to confirm them); answers its cookie. */
export async function makePlayer(base, index) {
  const username = `bench${Date.now().toString(36).slice(-5)}${index}`;
  const registered = await post(base, '/api/user/register', { username, password: 'benchmark password' });
  if (registered.status !== 200) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const cookie = registered.headers.getSetCookie()[0].split(';')[0];
  const info = await post(base, '/api/wallet/deposit', { currency: 'USDT' }, cookie);
  const address = info.body.addresses.find((entry) => entry.network === 'TRON').address;
  const sent = await post(
    base,
    '/api/dev/chain/faucet',
    { network: 'TRON', currency: 'USDT', address, amount: '100000' },
    cookie,
  );
  if (sent.status !== 200) throw new Error(`faucet failed: ${JSON.stringify(sent.body)}`);
  return cookie;
}

/** CPU seconds (user + system) a process has used so far, from /proc. */
export function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** CPU seconds used by every process called `postgres` on this machine (a local server's backends). */
export function postgresCpuSeconds() {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuSeconds(entry);
    } catch {}
  }
  return total;
}

/** The command line's `--name value` pairs (a flag alone maps to undefined), as an object. */
export function benchArgs() {
  return Object.fromEntries(
    process.argv.slice(2).reduce((pairs, arg, index, all) => {
      if (arg.startsWith('--')) pairs.push([arg.slice(2), all[index + 1]]);
      return pairs;
    }, []),
  );
}

/**
 * Counts CPU from `warmupSeconds` on: the server process `pid`, every local postgres
 * process (on DATABASE_URL) and this load generator. The function it answers gives
 * each one's milliseconds per counted item.
 */
export function cpuMeter(pid, warmupSeconds) {
  let server = Number.NaN;
  let postgres = Number.NaN;
  let client = process.cpuUsage();
  setTimeout(() => {
    server = cpuSeconds(pid);
    postgres = postgresCpuSeconds();
    client = process.cpuUsage();
  }, warmupSeconds * 1000);
  return (count) => {
    const usage = process.cpuUsage(client);
    const per = (cpu) => Number(((cpu * 1000) / count).toFixed(2));
    return {
      server: per(cpuSeconds(pid) - server),
      ...(process.env.DATABASE_URL ? { postgres: per(postgresCpuSeconds() - postgres) } : {}),
      loadGenerator: per((usage.user + usage.system) / 1e6),
    };
  };
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Stops the casino (PGlite allows one process per folder), checks its ledger, removes its folder. */
export async function stopAndCheck({ child, dataDir }) {
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
  }
  const check = spawn(process.execPath, [path.join(root, 'scripts/ledger-check.mjs')], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  await new Promise((resolve) => check.on('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Posts JSON through node:http with kept-alive sockets (up to `sockets` of them): fetch
 * costs the load generator several times more CPU per request, and the load generator
 * shares the machine's two cores with the server and the database. With `withKeys`,
 * each call carries a fresh Idempotency-Key, as the web app sends. `post` resolves
 * with the status code.
 */
export function fastPoster(base, { sockets, withKeys = false }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  return {
    post(pathname, payload, cookie) {
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
    },
    close: () => agent.destroy(),
  };
}
