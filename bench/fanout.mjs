#!/usr/bin/env node
/**
 * Fan-out benchmark for the real-time socket. Starts one casino node (the built
 * bundle, PGlite in a temp folder, Redis bus), opens N WebSocket clients that each
 * subscribe to `all_bets`, then publishes bet events on Redis at a steady rate, as
 * game rounds on any node would. Reports delivered messages per second and the
 * delivery latency (publish to receipt) at p50 and p99.
 *
 *   node bench/fanout.mjs [--sockets 1000,5000] [--rate 20] [--seconds 10]
 *
 * Needs Redis (REDIS_URL, default redis://127.0.0.1:6379). Traffic stays on 127.0.0.1.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { buildServer } from '../scripts/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, index, all) => {
    if (arg.startsWith('--')) pairs.push([arg.slice(2), all[index + 1]]);
    return pairs;
  }, []),
);
const socketCounts = String(args.sockets ?? '1000,5000')
  .split(',')
  .map(Number);
const ratePerSecond = Number(args.rate ?? 20);
const seconds = Number(args.seconds ?? 10);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const port = Number(process.env.BENCH_PORT ?? 3199);
const now = () => performance.timeOrigin + performance.now();

async function startServer() {
  await buildServer({ onlyIfStale: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ante-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: dataDir,
      SOCKET_MAX_MESSAGES_PER_SECOND: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 300; i += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { child, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

function openClient(stats) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/feeds/websocket`);
    ws.on('error', reject);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init' })));
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString());
      if (message.type === 'connection_ack') {
        ws.send(JSON.stringify({ type: 'subscribe', id: 'bets', payload: { feed: 'all_bets' } }));
        resolve(ws);
      } else if (message.type === 'next' && stats.recording) {
        stats.delivered += 1;
        stats.latencies.push(now() - message.payload.sentAt);
      }
    });
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function runOnce(count) {
  const stats = { delivered: 0, latencies: [], recording: false };
  const clients = [];
  for (let i = 0; i < count; i += 200) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(200, count - i) }, () => openClient(stats)),
    );
    clients.push(...batch);
  }
  const pinger = setInterval(() => {
    for (const ws of clients) ws.send('{"type":"ping"}');
  }, 20_000);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const redis = new Redis(redisUrl);
  stats.recording = true;
  const started = now();
  const total = ratePerSecond * seconds;
  for (let sent = 0; sent < total; sent += 1) {
    const due = started + (sent * 1000) / ratePerSecond;
    const wait = due - now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const event = {
      roundId: `r${sent}`,
      currency: 'BTC',
      wager: '0.001',
      payout: '0.002',
      multiplier: '2',
      sentAt: now(),
    };
    await redis.publish('feed:all_bets', JSON.stringify(event));
  }
  // Let the last events arrive (bounded).
  const expected = total * count;
  const deadline = now() + 10_000;
  while (stats.delivered < expected && now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const elapsedSeconds = (now() - started) / 1000;
  stats.recording = false;
  clearInterval(pinger);
  await redis.quit();
  for (const ws of clients) ws.terminate();
  const sorted = stats.latencies.sort((a, b) => a - b);
  return {
    sockets: count,
    eventsPublished: total,
    expected,
    delivered: stats.delivered,
    deliveredPerSecond: Math.round(stats.delivered / elapsedSeconds),
    p50Ms: Number(percentile(sorted, 50).toFixed(2)),
    p99Ms: Number(percentile(sorted, 99).toFixed(2)),
  };
}

const { child, dataDir } = await startServer();
try {
  const results = [];
  for (const count of socketCounts) {
    const result = await runOnce(count);
    results.push(result);
    console.log(JSON.stringify(result));
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.log('\nsockets | events/s published | delivered | delivered msg/s | p50 ms | p99 ms');
  for (const r of results) {
    console.log(
      `${r.sockets} | ${ratePerSecond} | ${r.delivered}/${r.expected} | ${r.deliveredPerSecond} | ${r.p50Ms} | ${r.p99Ms}`,
    );
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
