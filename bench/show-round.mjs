#!/usr/bin/env node
/**
 * The live show under a full table: 1,000 players (real, funded through the simulated
 * chain, each with a studio session opened from a casino launch as the browser opens
 * it) each place one bet in the same betting window, through the studio's show API,
 * which calls the casino's signed `bet`; then the round settles, one signed `win` per
 * player. Measured: the bets accepted per second, and the settlement's time from the
 * round's result to the round settled. The raw ceiling, in the same run: the same
 * number of signed `bet` callbacks sent straight to the casino with the same
 * concurrency, skipping the studio.
 *
 *   node bench/show-round.mjs [--players 1000] [--concurrency 50]
 *
 * Database: PGlite in a temp folder by default; DATABASE_URL for PostgreSQL (the studio
 * then uses it too, STUDIO_DATABASE_URL).
 */
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import { benchArgs, makePlayer, percentile, post, startCasino, stopAndCheck } from './casino-process.mjs';

const args = benchArgs();
const players = Number(args.players ?? 1000);
const concurrency = Number(args.concurrency ?? 50);
const port = Number(process.env.BENCH_PORT ?? 3196);
const studioPort = port + 1;
const KEY = 'bench-studio-shared-secret-0123456789abcdef';
const BETTING_SECONDS = 90;

const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
function request(url, body, headers = {}) {
  const raw = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = http.request(
      url,
      {
        method: raw === undefined ? 'GET' : 'POST',
        agent,
        headers: raw === undefined ? headers : { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: response.statusCode, body: text ? JSON.parse(text) : null });
        });
      },
    );
    call.on('error', reject);
    call.end(raw);
  });
}
const signed = (raw) => {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', KEY).update(`${t}.${raw}`).digest('hex')}`;
};
function callback(base, name, body) {
  return request(`${base}/api/provider/ante-studio/${name}`, body, {
    'x-signature': signed(JSON.stringify(body)),
  });
}

/** Runs `work` over `items`, `concurrency` at a time; answers each one's time in ms. */
async function pool(items, work) {
  const times = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const item = items[next++];
        const t0 = performance.now();
        await work(item);
        times.push(performance.now() - t0);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const casino = await startCasino(port, {
  STUDIO: 'true',
  STUDIO_PORT: String(studioPort),
  STUDIO_KEY: KEY,
  STUDIO_SHOW_TIMINGS: `${BETTING_SECONDS},2,3,2,3`,
  PROVIDER_CALLS_PER_MINUTE: '10000000',
  ...(process.env.DATABASE_URL ? { STUDIO_DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const { base } = casino;
const studio = `http://127.0.0.1:${studioPort}`;
try {
  const started = performance.now();
  const cookies = [];
  for (let i = 0; i < players; i += 1) cookies.push(await makePlayer(base, i));
  await post(base, '/api/dev/chain/mine', { network: 'TRON', blocks: 10 }, cookies[0]);
  // Deposits are credited as their blocks confirm: wait until every player has theirs.
  await pool(cookies, async (cookie) => {
    for (;;) {
      const balances = await request(`${base}/api/wallet/balances`, undefined, { cookie });
      if (Number(balances.body?.USDT ?? 0) >= 100_000) return;
      await post(base, '/api/dev/chain/mine', { network: 'TRON', blocks: 1 }, cookie);
      await sleep(500);
    }
  });
  const launch = async (cookie) => {
    const answer = await post(
      base,
      '/api/casino/games/forge-wheel/launch',
      { currency: 'USDT', mode: 'real' },
      cookie,
    );
    return new URL(answer.body.url).searchParams.get('token');
  };
  const sessions = [];
  const casinoSessions = [];
  await pool(cookies, async (cookie) => {
    const opened = await request(`${studio}/studio/api/show/session`, {
      token: await launch(cookie),
      game: 'forge-wheel',
    });
    if (opened.status !== 200) throw new Error(`session: ${JSON.stringify(opened.body)}`);
    sessions.push(opened.body.sessionKey);
    // A second session per player, authenticated straight with the casino: the ceiling's.
    const auth = await callback(base, 'authenticate', { token: await launch(cookie) });
    casinoSessions.push(auth.body.sessionId);
  });
  const setupSeconds = (performance.now() - started) / 1000;

  // The ceiling: one signed bet per player, straight to the casino, closed by a zero win.
  const ceilingStart = performance.now();
  const ceilingTimes = await pool(casinoSessions, async (sessionId) => {
    const roundId = `ceiling-${randomUUID()}`;
    const bet = await callback(base, 'bet', { sessionId, transactionId: randomUUID(), roundId, amount: '1' });
    if (bet.status !== 200) throw new Error(`ceiling bet: ${JSON.stringify(bet.body)}`);
    await callback(base, 'win', {
      sessionId,
      transactionId: randomUUID(),
      roundId,
      amount: '0',
      roundClosed: true,
    });
  });
  const ceilingSeconds = (performance.now() - ceilingStart) / 1000;

  // Wait for a betting window with most of its time left.
  let round;
  for (;;) {
    const state = (await request(`${studio}/studio/api/show/state`)).body;
    round = state.round;
    if (round && round.phase === 'betting' && round.closesAt - state.now > (BETTING_SECONDS - 10) * 1000)
      break;
    await sleep(200);
  }
  const spots = ['1', '2', '5', '10', 'ember-pick', 'dragon-wheel'];
  let refused = 0;
  const betStart = performance.now();
  const betTimes = await pool(sessions, async (sessionKey) => {
    const spot = spots[Math.floor(Math.random() * spots.length)];
    const answer = await request(`${studio}/studio/api/show/bets`, {
      sessionKey,
      roundId: round.id,
      spot,
      amount: '1',
    });
    if (answer.status !== 200) refused += 1;
  });
  const betSeconds = (performance.now() - betStart) / 1000;

  // Settlement: from the round's result time to the round settled.
  let record;
  for (;;) {
    record = (await request(`${studio}/studio/api/show/rounds/${round.id}`)).body;
    if (record.settled) break;
    await sleep(100);
  }
  const settledSeen = Date.now();
  const settlementSeconds = (settledSeen - record.resultAt) / 1000;
  const state = (await request(`${studio}/studio/api/show/state`)).body;
  console.log(
    JSON.stringify({
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      players,
      concurrency,
      setupSeconds: Number(setupSeconds.toFixed(1)),
      bets: players - refused,
      refused,
      betsPerSecond: Math.round(players / betSeconds),
      betP50Ms: Number(percentile(betTimes, 50).toFixed(1)),
      betP99Ms: Number(percentile(betTimes, 99).toFixed(1)),
      ceilingBetsPerSecond: Math.round(players / ceilingSeconds),
      ceilingP50MsPerBetAndWin: Number(percentile(ceilingTimes, 50).toFixed(1)),
      segment: record.segment,
      winners: state.winners?.roundId === round.id ? state.winners.list.length : null,
      settlementSeconds: Number(settlementSeconds.toFixed(2)),
    }),
  );
  agent.destroy();
} finally {
  await stopAndCheck(casino);
}
