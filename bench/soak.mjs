#!/usr/bin/env node
/**
 * Soak: one node (as `npm start` runs it) under a steady mixed load for a long time, to
 * show that nothing grows that should not: memory, event-loop lag, open files and
 * handles, and that the node serves as many calls at the end as at the start.
 *
 *   npm run build && node bench/soak.mjs [--minutes 30] [--players 20] [--warmup 3]
 *
 * Each player loops: a dice bet (most calls), a round of mines (bet, then cash out),
 * a vault deposit and withdrawal, a tip to another player, and reads of the lobby and
 * the wallet, with a short pause between calls so the load is steady, not flat out.
 * Sockets subscribed to the bet feed are opened and closed throughout, so a socket
 * that leaks shows. Every 10 s the node's own metrics (`/metrics`, prom-client's
 * process and Node.js figures) are read. After the warm-up the script fits a line to
 * each figure and prints its slope per 10 minutes, and compares the calls served in
 * the first and last five minutes. Ends with the ledger check.
 *
 * PGlite in a temp folder by default; DATABASE_URL and REDIS_URL are passed through.
 */
import WebSocket from 'ws';
import {
  benchArgs,
  makePlayer as makeFundedPlayer,
  post as postTo,
  startCasino,
  stopAndCheck,
} from './casino-process.mjs';

const args = benchArgs();
const minutes = Number(args.minutes ?? 30);
const playerCount = Number(args.players ?? 20);
const warmupMinutes = Number(args.warmup ?? Math.min(3, minutes / 3));
const port = Number(process.env.BENCH_PORT ?? 3196);
const base = `http://127.0.0.1:${port}`;
const token = 'soak-metrics-token';
const post = (pathname, body, cookie) => postTo(base, pathname, body, cookie);
const get = (pathname, cookie) =>
  fetch(base + pathname, { headers: cookie ? { cookie } : {} }).then((response) => response.status);

const casino = await startCasino(port, { METRICS_TOKEN: token, SOCKETS_PER_ADDRESS: '1000' });
const started = Date.now();
const samples = [];
let served = 0;
let failed = 0;
const failures = new Map();
let running = true;

/** The figures this soak follows, from the node's Prometheus text. */
async function sample() {
  const text = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
    r.text(),
  );
  const value = (name) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+-]+)$`, 'm').exec(text)?.[1]);
  samples.push({
    minute: (Date.now() - started) / 60_000,
    rssMb: value('process_resident_memory_bytes') / 2 ** 20,
    heapMb: value('nodejs_heap_size_used_bytes') / 2 ** 20,
    lagP99Ms: value('nodejs_eventloop_lag_p99_seconds') * 1000,
    fds: value('process_open_fds'),
    handles: value('nodejs_active_handles_total'),
    sockets: value('ante_socket_connections'),
    served,
  });
}

try {
  const cookies = [];
  const names = [];
  for (let index = 0; index < playerCount; index += 1) {
    const cookie = await makeFundedPlayer(base, index);
    cookies.push(cookie);
    const me = await fetch(`${base}/api/user/current`, { headers: { cookie } }).then((r) => r.json());
    names.push(me.user.username);
  }
  await post('/api/dev/chain/mine', { network: 'TRON', blocks: 20 }, cookies[0]);
  for (const cookie of cookies) await post('/api/user/seed/current', {}, cookie);

  const count = (status, what) => {
    if (status === 200) served += 1;
    else {
      failed += 1;
      failures.set(`${what} ${status}`, (failures.get(`${what} ${status}`) ?? 0) + 1);
    }
  };
  const pause = () => new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 30));

  async function player(index) {
    const cookie = cookies[index];
    const other = names[(index + 1) % names.length];
    while (running) {
      const choice = Math.random();
      if (choice < 0.6) {
        const bet = { currency: 'USDT', amount: '1', params: { condition: 'under', target: 49.5 } };
        count((await post('/api/play/dice/bet', bet, cookie)).status, 'dice');
      } else if (choice < 0.75) {
        const start = await post(
          '/api/play/mines/bet',
          { currency: 'USDT', amount: '1', params: { mines: 3 } },
          cookie,
        );
        count(start.status, 'mines');
        if (start.status === 200) {
          // One tile, then cash out if it was safe (a round cannot be cashed out before a reveal).
          const roundId = start.body.round.id;
          const tile = Math.floor(Math.random() * 25);
          const reveal = await post('/api/play/mines/next', { roundId, action: 'reveal', tile }, cookie);
          count(reveal.status, 'reveal');
          if (reveal.status === 200 && reveal.body.round.status === 'active') {
            count((await post('/api/play/mines/cashout', { roundId }, cookie)).status, 'cashout');
          }
        }
      } else if (choice < 0.82) {
        count(
          (await post('/api/wallet/vault/deposit', { currency: 'USDT', amount: '1' }, cookie)).status,
          'vault',
        );
        const out = { currency: 'USDT', amount: '1', password: 'benchmark password' };
        count((await post('/api/wallet/vault/withdraw', out, cookie)).status, 'vault out');
      } else if (choice < 0.87) {
        count(
          (await post('/api/wallet/tip/send', { username: other, currency: 'USDT', amount: '1' }, cookie))
            .status,
          'tip',
        );
      } else {
        count(await get('/api/casino/games?limit=24&category=originals'), 'lobby');
        count(await get('/api/wallet/balances', cookie), 'balances');
      }
      await pause();
    }
  }

  /** Sockets come and go: each opens, subscribes to the bet feed, listens a while and closes. */
  async function socketChurn() {
    while (running) {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/feeds/websocket`);
      await new Promise((resolve) => {
        socket.once('open', resolve);
        socket.once('error', resolve);
      });
      if (socket.readyState === WebSocket.OPEN) {
        socket.send(JSON.stringify({ type: 'connection_init' }));
        socket.send(JSON.stringify({ type: 'subscribe', id: 'bets', payload: { feed: 'all_bets' } }));
      }
      await new Promise((resolve) => setTimeout(resolve, 2000 + Math.random() * 3000));
      socket.close();
    }
  }

  const load = [...cookies.map((_, index) => player(index)), ...Array.from({ length: 10 }, socketChurn)];
  await sample();
  const sampler = setInterval(() => void sample().catch(() => {}), 10_000);
  await new Promise((resolve) => setTimeout(resolve, minutes * 60_000));
  running = false;
  clearInterval(sampler);
  await sample();
  await Promise.all(load);

  const steady = samples.filter((s) => s.minute >= warmupMinutes);
  /** Least-squares slope of `key` against time, per 10 minutes. */
  const slope = (key) => {
    const n = steady.length;
    const mx = steady.reduce((sum, s) => sum + s.minute, 0) / n;
    const my = steady.reduce((sum, s) => sum + s[key], 0) / n;
    const sxy = steady.reduce((sum, s) => sum + (s.minute - mx) * (s[key] - my), 0);
    const sxx = steady.reduce((sum, s) => sum + (s.minute - mx) ** 2, 0);
    return (sxy / sxx) * 10;
  };
  const mean = (list, key) => list.reduce((sum, s) => sum + s[key], 0) / list.length;
  const rate = (from, to) => {
    const window = samples.filter((s) => s.minute >= from && s.minute <= to);
    const first = window[0];
    const last = window.at(-1);
    return (last.served - first.served) / ((last.minute - first.minute) * 60);
  };
  const edge = Math.min(5, (minutes - warmupMinutes) / 3);
  console.log(
    `${minutes} min, ${playerCount} players, warm-up ${warmupMinutes} min; ${served} calls served, ${failed} refused`,
  );
  if (failures.size > 0)
    console.log(`refused: ${[...failures].map(([what, n]) => `${what}×${n}`).join(', ')}`);
  console.log('figure | after warm-up (mean) | at the end | slope per 10 min');
  for (const [key, label] of [
    ['rssMb', 'resident memory, MB'],
    ['heapMb', 'heap used, MB'],
    ['lagP99Ms', 'event-loop lag p99, ms'],
    ['fds', 'open files'],
    ['handles', 'active handles'],
    ['sockets', 'open sockets'],
  ]) {
    console.log(
      `${label} | ${mean(steady, key).toFixed(1)} | ${steady.at(-1)[key].toFixed(1)} | ${slope(key).toFixed(2)}`,
    );
  }
  console.log(
    `calls served per second: first ${edge.toFixed(1)} min after warm-up ${rate(warmupMinutes, warmupMinutes + edge).toFixed(1)}, last ${edge.toFixed(1)} min ${rate(minutes - edge, minutes + 1).toFixed(1)}`,
  );
} finally {
  running = false;
  await stopAndCheck(casino);
}
