#!/usr/bin/env node
/**
 * Fan-out benchmark for the real-time socket, driven by real bets. One casino node (as
 * `npm start` runs it, on DATABASE_URL or PGlite, with the Redis bus) takes dice bets
 * from 50 players as fast as they return, while N WebSocket clients are subscribed to
 * `all_bets`. For each N it reports the bets per second beside the figure with no
 * sockets, the time from a bet's commit to its arrival at a socket (p50, p99), and
 * whether every socket received every frame (each frame's `seq`, none skipped).
 *
 *   node bench/fanout.mjs [--sockets 0,1000,5000,10000] [--players 50] [--seconds 10]
 *
 * Needs Redis (REDIS_URL, default redis://127.0.0.1:6379). Traffic stays on 127.0.0.1.
 * The load generator shares the machine with the node and the database: it reads only
 * each frame's `seq` on most sockets and times every event on a sample of 200.
 */
import WebSocket from 'ws';
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

const args = benchArgs();
const socketCounts = String(args.sockets ?? '0,1000,5000,10000')
  .split(',')
  .map(Number);
const players = Number(args.players ?? 50);
const seconds = Number(args.seconds ?? 10);
const SAMPLED = 200;
const port = Number(process.env.BENCH_PORT ?? 3199);
const base = `http://127.0.0.1:${port}`;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const poster = fastPoster(base, { sockets: players });

const SEQ = /"seq":(\d+)/;

/** A subscribed socket: it notes each frame's seq, and on a sampled socket times each event. */
function openClient(stats, sampled) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/feeds/websocket`);
    const mine = { first: 0, last: 0, frames: 0, gaps: 0 };
    ws.on('error', reject);
    ws.on('open', () => ws.send('{"type":"connection_init"}'));
    ws.on('message', (data) => {
      const text = data.toString();
      if (!text.startsWith('{"type":"next"')) {
        if (text.includes('connection_ack')) {
          ws.send(JSON.stringify({ type: 'subscribe', id: 'bets', payload: { feed: 'all_bets' } }));
          setTimeout(() => resolve({ ws, mine }), 0);
        }
        return;
      }
      const arrivedAt = Date.now();
      const seq = Number(SEQ.exec(text.slice(0, 80))?.[1]);
      if (mine.frames > 0 && seq !== mine.last + 1) mine.gaps += 1;
      if (mine.frames === 0) mine.first = seq;
      mine.last = seq;
      mine.frames += 1;
      if (sampled && stats.recording) {
        for (const event of JSON.parse(text).payload.events) {
          stats.latencies.push(arrivedAt - Date.parse(event.createdAt));
        }
      }
    });
  });
}

async function openClients(count, stats) {
  const clients = [];
  for (let i = 0; i < count; i += 250) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(250, count - i) }, (_, j) => openClient(stats, i + j < SAMPLED)),
    );
    clients.push(...batch);
  }
  return clients;
}

async function runOnce(count, cookies, child) {
  const stats = { latencies: [], recording: false };
  const clients = await openClients(count, stats);
  const pinger = setInterval(() => {
    for (const { ws } of clients) ws.send('{"type":"ping"}');
  }, 20_000);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const payload = JSON.stringify({
    currency: 'USDT',
    amount: '1',
    params: { condition: 'under', target: 49.5 },
  });
  const warmup = 2;
  let bets = 0;
  let errors = 0;
  const measureFrom = performance.now() + warmup * 1000;
  const deadline = measureFrom + seconds * 1000;
  setTimeout(() => {
    stats.recording = true;
  }, warmup * 1000);
  const cpuPer = cpuMeter(child.pid, warmup);
  await Promise.all(
    cookies.map(async (cookie) => {
      while (performance.now() < deadline) {
        const status = await poster.post('/api/play/dice/bet', payload, cookie);
        if (performance.now() < measureFrom) continue;
        bets += 1;
        if (status !== 200) errors += 1;
      }
    }),
  );
  stats.recording = false;
  const cpuMs = cpuPer(bets);
  // The last frames are on their way: wait until every socket has the newest one (bounded).
  const settleBy = Date.now() + 10_000;
  let newest = 0;
  while (Date.now() < settleBy) {
    newest = Math.max(0, ...clients.map((client) => client.mine.last));
    if (clients.every((client) => client.mine.last === newest)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  clearInterval(pinger);
  const complete = clients.filter(
    (client) => client.mine.gaps === 0 && client.mine.last === newest && client.mine.frames > 0,
  ).length;
  const frames = clients.reduce((sum, client) => sum + client.mine.frames, 0);
  for (const { ws } of clients) ws.terminate();
  const sorted = stats.latencies.sort((a, b) => a - b);
  return {
    sockets: count,
    betsPerSecond: Math.round(bets / seconds),
    errors,
    framesDelivered: frames,
    socketsWithEveryFrame: `${complete}/${count}`,
    p50Ms: count ? percentile(sorted, 50) : null,
    p99Ms: count ? percentile(sorted, 99) : null,
    cpuMsPerBet: cpuMs,
  };
}

const casino = await startCasino(port, {
  REDIS_URL: redisUrl,
  SOCKETS_PER_ADDRESS: '100000',
  SOCKET_MAX_MESSAGES_PER_SECOND: '1000',
});
try {
  const cookies = [];
  for (let i = 0; i < players; i += 1) cookies.push(await makeFundedPlayer(base, i));
  await postTo(base, '/api/dev/chain/mine', { network: 'TRON', blocks: 10 }, cookies[0]);
  const results = [];
  for (const count of socketCounts) {
    const result = await runOnce(count, cookies, casino.child);
    results.push(result);
    console.log(JSON.stringify(result));
  }
  const alone = results.find((r) => r.sockets === 0)?.betsPerSecond;
  console.log('\nsockets | bets/s | share of no sockets | every frame | p50 ms | p99 ms');
  for (const r of results) {
    const share = alone ? `${Math.round((100 * r.betsPerSecond) / alone)}%` : '-';
    console.log(
      `${r.sockets} | ${r.betsPerSecond} | ${share} | ${r.socketsWithEveryFrame} | ${r.p50Ms} | ${r.p99Ms}`,
    );
  }
} finally {
  poster.close();
  await stopAndCheck(casino);
}
