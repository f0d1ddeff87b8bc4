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
 * On PostgreSQL with pg_stat_statements loaded (`shared_preload_libraries`), the script
 * also compares what each statement costs the database per call (shared blocks read or
 * hit, a count that does not depend on how busy the machine is) in the first and last
 * windows, and names the statements that grew: a statement whose cost grows with the
 * tables is what makes throughput fall in a long run.
 */
import pg from 'pg';
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

/**
 * pg_stat_statements, when the database has it: a snapshot is, per statement, its calls
 * and the shared blocks it read or hit so far. Null when the extension is not loaded.
 */
async function statementStats() {
  if (!process.env.DATABASE_URL) return null;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  try {
    await client.connect();
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    const { rows } = await client.query(
      `SELECT queryid::text AS id, calls::float8 AS calls,
         (shared_blks_hit + shared_blks_read)::float8 AS blocks,
         left(regexp_replace(query, '\\s+', ' ', 'g'), 110) AS query
       FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    return new Map(rows.map((row) => [row.id, row]));
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Calls and blocks per statement between two snapshots. */
function statementWindow(from, to) {
  const window = new Map();
  for (const [id, row] of to) {
    const before = from.get(id) ?? { calls: 0, blocks: 0 };
    const calls = row.calls - before.calls;
    if (calls > 0) window.set(id, { calls, blocks: row.blocks - before.blocks, query: row.query });
  }
  return window;
}

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
  const edgeMinutes = Math.min(5, (minutes - warmupMinutes) / 3);
  const sleepUntil = (minute) =>
    new Promise((resolve) => setTimeout(resolve, Math.max(0, started + minute * 60_000 - Date.now())));
  const statements = [];
  for (const minute of [warmupMinutes, warmupMinutes + edgeMinutes, minutes - edgeMinutes]) {
    await sleepUntil(minute);
    statements.push(await statementStats());
  }
  await sleepUntil(minutes);
  statements.push(await statementStats());
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
  const edge = edgeMinutes;
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
  // How long the node's scheduled jobs took: the embedded database's upkeep runs on the
  // node's own thread, so a long one is time the node serves nothing.
  const metricsText = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } }).then(
    (r) => r.text(),
  );
  const jobs = new Map();
  for (const [, name, labels, value] of metricsText.matchAll(
    /^ante_job_run_duration_seconds_(bucket|sum|count)\{([^}]*)\} ([0-9.e+-]+)$/gm,
  )) {
    const job = /job="([^"]+)"/.exec(labels)?.[1];
    const le = /le="([^"]+)"/.exec(labels)?.[1];
    const entry = jobs.get(job) ?? { sum: 0, count: 0, buckets: [] };
    if (name === 'bucket') entry.buckets.push([le === '+Inf' ? Infinity : Number(le), Number(value)]);
    else entry[name] = Number(value);
    jobs.set(job, entry);
  }
  for (const [job, { sum, count, buckets }] of jobs) {
    if (count === 0) continue;
    const longest = buckets.find(([, below]) => below === count)?.[0];
    console.log(
      `job ${job}: ${count} runs, ${((sum / count) * 1000).toFixed(0)} ms on average, the longest under ${longest} s`,
    );
  }
  if (statements.every(Boolean)) {
    const first = statementWindow(statements[0], statements[1]);
    const last = statementWindow(statements[2], statements[3]);
    const perCall = (window) => {
      let calls = 0;
      let blocks = 0;
      for (const row of window.values()) {
        calls += row.calls;
        blocks += row.blocks;
      }
      return blocks / calls;
    };
    console.log(
      `database blocks per statement: first ${edge.toFixed(1)} min ${perCall(first).toFixed(2)}, last ${edge.toFixed(1)} min ${perCall(last).toFixed(2)}`,
    );
    const grown = [...last]
      .map(([id, row]) => ({ ...row, before: first.get(id) }))
      .filter((row) => row.before && row.before.calls >= 100 && row.calls >= 100)
      .map((row) => ({ ...row, from: row.before.blocks / row.before.calls, to: row.blocks / row.calls }))
      .filter((row) => row.to > row.from * 1.2 + 1)
      .sort((a, b) => (b.to - b.from) * b.calls - (a.to - a.from) * a.calls)
      .slice(0, 5);
    for (const row of grown) {
      console.log(`  grew: ${row.from.toFixed(1)} -> ${row.to.toFixed(1)} blocks a call, ${row.query}`);
    }
    if (grown.length === 0) console.log('  no statement grew by more than 20 % a call');
  } else if (process.env.DATABASE_URL) {
    console.log('database blocks per statement: pg_stat_statements is not loaded, not compared');
  }
} finally {
  running = false;
  await stopAndCheck(casino);
}
