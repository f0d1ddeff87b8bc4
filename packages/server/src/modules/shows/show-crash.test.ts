import fs from 'node:fs';
import path from 'node:path';
import { fromDecimalString, toDecimalString } from '@ante/core';
import { openStore } from '@ante/studio/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, seedPgliteDataDir, TEST_SECRET_KEY, TEST_STUDIO_KEY } from '../../test/harness';
import {
  bundleMain,
  freePort,
  type NodeProcess,
  removeBundle,
  runNode,
  tempDir,
} from '../../test/node-process';

/**
 * The live show's settlement survives the process dying in the middle of it: a casino
 * node with its built-in studio (its own process, as an operator runs it) is killed
 * with SIGKILL while it is paying a round's wins, then started again on the same
 * databases. Every player bet on every spot, so every player has a win to be paid; after
 * the restart each is paid exactly once. On PGlite (the data folder outlives the
 * process) or, with DATABASE_URL, on a fresh PostgreSQL database.
 */
const PLAYERS = 12;
const SPOTS = ['1', '2', '5', '10', 'ember-pick', 'dragon-wheel'];
const STAKE = '1';

describe('a show settlement cut by a killed process', () => {
  const workDir = tempDir('ante-show-crash-');
  let bundle = '';
  let node: NodeProcess | null = null;
  let env: Record<string, string> = {};
  let base = '';
  let studio = '';
  let database: Awaited<ReturnType<typeof createTestDatabase>> = null;

  beforeAll(async () => {
    bundle = await bundleMain();
    database = await createTestDatabase();
    const port = await freePort();
    const studioPort = await freePort();
    base = `http://127.0.0.1:${port}`;
    studio = `http://127.0.0.1:${studioPort}`;
    env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      WEB_DIST_DIR: workDir,
      SECRET_KEY: TEST_SECRET_KEY,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      STUDIO: 'true',
      STUDIO_PORT: String(studioPort),
      STUDIO_KEY: TEST_STUDIO_KEY,
      // A window long enough for every bet to land on a loaded machine; the rest short.
      STUDIO_SHOW_TIMINGS: '8,1,1,1,2',
      MAX_PROFIT_USD: '100000000',
      PROVIDER_CALLS_PER_MINUTE: '100000',
      ...(database ? { DATABASE_URL: database.url, STUDIO_DATABASE_URL: database.url } : {}),
    };
    if (!database) await seedPgliteDataDir(env.DATA_DIR as string);
    node = await start();
  });

  afterAll(async () => {
    if (node && node.child.exitCode === null) {
      node.child.kill('SIGTERM');
      await node.exited;
    }
    await database?.drop();
    removeBundle(bundle);
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  /** Starts the node and waits for its health check: a first start on PGlite migrates, so it may take a while. */
  async function start(): Promise<NodeProcess> {
    const started = runNode(bundle, env);
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (started.child.exitCode !== null) throw new Error(`node exited: ${started.output()}`);
      const healthy = await fetch(`${base}/api/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (healthy) return started;
      if (Date.now() > deadline) throw new Error(`node did not start: ${started.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function call(url: string, body?: unknown, cookie?: string) {
    const response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as any };
  }

  async function player(index: number) {
    const registered = await call(`${base}/api/user/register`, {
      username: `crash${index}${Date.now().toString(36).slice(-4)}`,
      password: 'show crash test password',
    });
    expect(registered.status).toBe(200);
    const cookie = registered.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const info = await call(`${base}/api/wallet/deposit`, { currency: 'USDT' }, cookie);
    const address = info.body.addresses.find(
      (entry: { network: string }) => entry.network === 'TRON',
    ).address;
    await call(
      `${base}/api/dev/chain/faucet`,
      { network: 'TRON', currency: 'USDT', address, amount: '100' },
      cookie,
    );
    return cookie;
  }

  const balance = async (cookie: string) =>
    fromDecimalString((await call(`${base}/api/wallet/balances`, undefined, cookie)).body.USDT ?? '0');

  async function sessionOf(cookie: string): Promise<string> {
    const launch = await call(
      `${base}/api/casino/games/forge-wheel/launch`,
      { currency: 'USDT', mode: 'real' },
      cookie,
    );
    const token = new URL(launch.body.url).searchParams.get('token');
    const opened = await call(`${studio}/studio/api/show/session`, { token, game: 'forge-wheel' });
    expect(opened.status).toBe(200);
    return opened.body.sessionKey;
  }

  async function until<T>(read: () => Promise<T | null | undefined>, timeoutMs = 60_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read().catch(() => null);
      if (value !== null && value !== undefined) return value;
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('pays every win exactly once after a SIGKILL mid-settlement and a restart', async () => {
    const cookies = await Promise.all(Array.from({ length: PLAYERS }, (_, index) => player(index)));
    await call(`${base}/api/dev/chain/mine`, { network: 'TRON', blocks: 20 }, cookies[0]);
    await until(async () => ((await Promise.all(cookies.map(balance))).every((b) => b > 0n) ? true : null));
    const funded = await Promise.all(cookies.map(balance));
    const sessions = await Promise.all(cookies.map(sessionOf));

    // A window with time left for every bet.
    const round = await until(async () => {
      const state = (await call(`${studio}/studio/api/show/state`)).body;
      const open = state.round?.phase === 'betting' && state.round.closesAt - state.now > 6_000;
      return open ? state.round : null;
    });
    // The players bet at once, each on one spot after another, as at a table.
    await Promise.all(
      sessions.map(async (sessionKey) => {
        for (const spot of SPOTS) {
          const placed = await call(`${studio}/studio/api/show/bets`, {
            sessionKey,
            roundId: round.id,
            spot,
            amount: STAKE,
          });
          expect(placed.status, JSON.stringify(placed.body)).toBe(200);
        }
      }),
    );

    // Kill the node as soon as the first of the round's wins has reached a balance.
    const stake = fromDecimalString(STAKE);
    const staked = funded.map((value) => value - 6n * stake);
    await until(async () => {
      const now = await Promise.all(cookies.map(balance));
      if (!now.some((value, index) => value > (staked[index] as bigint))) return null;
      node?.child.kill('SIGKILL');
      return true;
    });
    await node?.exited;
    node = null;

    // The studio's own books show the settlement was cut half way.
    const store = await openStore(
      database ? { databaseUrl: database.url } : { dataDir: path.join(env.DATA_DIR as string, 'studio') },
    );
    const rows = await store.query<{ status: string; count: string }>(
      'SELECT status, count(*)::text AS count FROM show_payouts WHERE round_id = $1 GROUP BY status',
      [round.id],
    );
    await store.close();
    const byStatus = Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
    // A win had reached a balance before the kill, and some are not yet booked as paid: the
    // kill fell inside the settlement. A win the casino paid whose answer the studio never
    // recorded is still `pending`; the restart must send it again and be paid once.
    expect((byStatus.paid ?? 0) + (byStatus.pending ?? 0), JSON.stringify(byStatus)).toBe(PLAYERS);
    expect(byStatus.pending ?? 0, JSON.stringify(byStatus)).toBeGreaterThan(0);

    // Started again, it finishes the round: each player gets back what the round paid, once.
    node = await start();
    const record = await until(async () => {
      const answer = (await call(`${studio}/studio/api/show/rounds/${round.id}`)).body;
      return answer.settled === 'settled' ? answer : null;
    });
    const payout = stake * BigInt(record.multiplier);
    for (const [index, cookie] of cookies.entries()) {
      await until(async () => ((await balance(cookie)) === (staked[index] as bigint) + payout ? true : null));
    }
    // And nothing more arrives later.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const final = await Promise.all(cookies.map(balance));
    expect(final.map((value) => toDecimalString(value))).toEqual(
      staked.map((value) => toDecimalString(value + payout)),
    );
  });
});
