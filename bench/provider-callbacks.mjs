#!/usr/bin/env node
/**
 * Provider callback throughput: 50 game sessions (real players, funded through the
 * simulated chain, each launched and authenticated as a provider does) play rounds
 * through the seamless-wallet protocol against one node: a signed `bet`, then a
 * signed `win` that closes the round (half of them paying 2x), each pair as fast as
 * the previous one returns. Every call is one ledger transfer with its transaction
 * record; the round is recorded, announced and counted like an original's.
 *
 *   node bench/provider-callbacks.mjs [--sessions 50] [--seconds 15] [--warmup 3]
 *
 * Database: PGlite in a temp folder by default; DATABASE_URL for PostgreSQL.
 */
import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  benchArgs,
  cpuMeter,
  makePlayer,
  percentile,
  post,
  startCasino,
  stopAndCheck,
} from './casino-process.mjs';

const args = benchArgs();
const sessions = Number(args.sessions ?? 50);
const seconds = Number(args.seconds ?? 15);
const warmup = Number(args.warmup ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3197);
const KEY = 'bench-provider-shared-secret-0123456789';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ante-bench-provider-'));
fs.writeFileSync(
  path.join(folder, 'providers.json'),
  JSON.stringify({
    providers: [
      {
        id: 'bench-house',
        name: 'Bench House',
        scheme: 'hmac-sha256',
        key: KEY,
        launchUrl: 'https://bench.example/launch',
      },
    ],
  }),
);
fs.writeFileSync(
  path.join(folder, 'games.json'),
  JSON.stringify({
    games: [
      {
        slug: 'bench-reels',
        name: 'Bench Reels',
        categories: ['video-slots'],
        provider: 'Bench House',
        providerId: 'bench-house',
        thumbnail: '/img/x.svg',
        rtp: '96',
        releasedAt: '2026-01-01',
        maxMultiplier: '100',
      },
    ],
  }),
);

const signature = (raw) => {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', KEY).update(`${t}.${raw}`).digest('hex')}`;
};
const agent = new http.Agent({ keepAlive: true, maxSockets: sessions });
/** A signed callback through node:http with kept-alive sockets, the cheapest client Node has. */
function callback(base, name, body) {
  const raw = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/api/provider/bench-house/${name}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(raw),
          'x-signature': signature(raw),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    request.end(raw);
  });
}

const casino = await startCasino(port, {
  PROVIDERS_FILE: path.join(folder, 'providers.json'),
  GAMES_FILE: path.join(folder, 'games.json'),
  PROVIDER_CALLS_PER_MINUTE: '10000000',
});
const { child, base } = casino;
try {
  const cookies = [];
  for (let i = 0; i < sessions; i += 1) cookies.push(await makePlayer(base, i));
  await post(base, '/api/dev/chain/mine', { network: 'TRON', blocks: 10 }, cookies[0]);
  const sessionIds = [];
  for (const cookie of cookies) {
    const launch = await post(
      base,
      '/api/casino/games/bench-reels/launch',
      { currency: 'USDT', mode: 'real' },
      cookie,
    );
    const token = new URL(launch.body.url).searchParams.get('token');
    const auth = await callback(base, 'authenticate', { token });
    sessionIds.push(JSON.parse(auth.body).sessionId);
  }
  const latencies = [];
  let errors = 0;
  const measureFrom = performance.now() + warmup * 1000;
  const deadline = measureFrom + seconds * 1000;
  const cpuPer = cpuMeter(child.pid, warmup);
  await Promise.all(
    sessionIds.map(async (sessionId, index) => {
      let round = 0;
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const roundId = randomUUID();
        const bet = await callback(base, 'bet', {
          sessionId,
          transactionId: randomUUID(),
          roundId,
          amount: '1',
        });
        const win = await callback(base, 'win', {
          sessionId,
          transactionId: randomUUID(),
          roundId,
          amount: (round + index) % 2 === 0 ? '2' : '0',
          roundClosed: true,
        });
        round += 1;
        if (t0 < measureFrom) continue;
        latencies.push(performance.now() - t0);
        if (bet.status !== 200 || win.status !== 200) errors += 1;
      }
    }),
  );
  const cpuMs = cpuPer(latencies.length);
  latencies.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      sessions,
      rounds: latencies.length,
      errors,
      roundsPerSecond: Math.round(latencies.length / seconds),
      callbacksPerSecond: Math.round((2 * latencies.length) / seconds),
      p50MsPerRound: Number(percentile(latencies, 50).toFixed(1)),
      p99MsPerRound: Number(percentile(latencies, 99).toFixed(1)),
      cpuMsPerRound: cpuMs,
    }),
  );
  agent.destroy();
} finally {
  await stopAndCheck(casino);
  fs.rmSync(folder, { recursive: true, force: true });
}
