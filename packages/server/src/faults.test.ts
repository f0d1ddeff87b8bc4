import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './lib/db/database';
import { checkLedger } from './modules/ledger/check-ledger';
import { faultClients } from './test/fault-clients';
import {
  bundleMain,
  freePort,
  type NodeProcess,
  removeBundle,
  startNode,
  tempDir,
} from './test/node-process';
import {
  hasPostgresServer,
  type PrivatePostgres,
  type PrivateRedis,
  startPrivatePostgres,
  startPrivateRedis,
} from './test/private-services';
import { SocketClient } from './test/socket-client';

/**
 * A casino node (its own process, as an operator runs it) while PostgreSQL restarts
 * and Redis goes away under a steady load of bets. It must stay up, answer what it
 * cannot do right now with a 503 and Retry-After, which a client retries with the
 * same Idempotency-Key, reconnect by itself, and lose or double nothing. The services
 * restarted are the test's own, on free ports. Runs in CI's PostgreSQL + Redis pass.
 */
const enabled = Boolean(process.env.DATABASE_URL) && hasPostgresServer();

const PLAYERS = 20;
const STAKE = '0.001';

interface Outcome {
  key: string;
  userId: string;
  roundId: string;
}

describe.runIf(enabled)('a node under load while its services restart', () => {
  const workDir = tempDir('ante-faults-');
  let postgres: PrivatePostgres;
  let redis: PrivateRedis;
  let node: NodeProcess;
  let bundle = '';
  let base = '';
  let nodeEnv: Record<string, string> = {};

  beforeAll(async () => {
    bundle = await bundleMain();
    postgres = await startPrivatePostgres();
    redis = await startPrivateRedis();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    nodeEnv = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      DATA_DIR: `${workDir}/data`,
      WEB_DIST_DIR: workDir,
      LOG_LEVEL: 'warn',
      // Each player comes from an address of its own, as players do.
      TRUST_PROXY: '127.0.0.1',
    };
    node = await startNode(bundle, nodeEnv);
  });

  afterAll(async () => {
    if (node && node.child.exitCode === null) {
      node.child.kill('SIGTERM');
      await node.exited;
    }
    await redis?.stop();
    await postgres?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
    removeBundle(bundle);
  });

  const { post, fundedPlayer } = faultClients(() => base, '10.9');

  /** The rounds these players have in the database. */
  function roundsOf(database: Awaited<ReturnType<typeof openDatabase>>, players: Array<{ userId: string }>) {
    return database.db
      .selectFrom('rounds')
      .select(['id', 'user_id'])
      .where(
        'user_id',
        'in',
        players.map((p) => p.userId),
      )
      .execute();
  }

  /** Each of these bets' keys is recorded once, with no answer stored: the bet was carried out once. */
  async function expectKeptWithoutAnswer(
    database: Awaited<ReturnType<typeof openDatabase>>,
    bets: Array<{ key: string; userId: string }>,
  ) {
    for (const { key, userId } of bets) {
      const recorded = await database.db
        .selectFrom('idempotency_keys')
        .select(['status'])
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute();
      expect(recorded).toEqual([{ status: null }]);
    }
  }

  it('stays up through PostgreSQL restarts and a Redis outage, and every acknowledged bet is on the ledger once', async () => {
    const players = await Promise.all(Array.from({ length: PLAYERS }, (_, i) => fundedPlayer(i)));
    const watcher = await SocketClient.open(base);
    await watcher.init();
    watcher.send({ type: 'subscribe', id: 'bets', payload: { feed: 'all_bets' } });
    const statuses = new Map<number, number>();
    const unavailable: { retryAfter: string | null; code: string }[] = [];
    const outcomes: Outcome[] = [];
    let running = true;

    const answerLost: { key: string; userId: string }[] = [];

    /**
     * One bet, retried with its key on a 503 or a key still in progress, as the web does,
     * until it is answered. A bet committed just before PostgreSQL went away keeps its key
     * without an answer: a retry is told it is in progress, and after a while the test
     * takes it as an answer lost, to be found once on the ledger below.
     */
    async function bet(cookie: string, userId: string): Promise<void> {
      const key = randomUUID();
      for (let attempt = 0; ; attempt += 1) {
        let answer: Awaited<ReturnType<typeof post>>;
        try {
          answer = await post(
            '/api/play/dice/bet',
            { currency: 'LTC', amount: STAKE, params: { condition: 'under', target: 49.5 } },
            cookie,
            key,
          );
        } catch (error) {
          // The node itself is gone: the test fails on the exit check below.
          if (node.child.exitCode !== null) throw new Error(`the node exited: ${node.output()}`);
          throw error;
        }
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 409) {
          expect(answer.body.code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
          if (attempt > 25) {
            answerLost.push({ key, userId });
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
          continue;
        }
        if (answer.status === 503) {
          unavailable.push({ retryAfter: answer.headers.get('retry-after'), code: answer.body.code });
          await new Promise((resolve) => setTimeout(resolve, 200));
          continue;
        }
        if (answer.status === 200) outcomes.push({ key, userId, roundId: answer.body.round.id });
        return;
      }
    }

    const load = players.map(async ({ cookie, userId }) => {
      while (running) await bet(cookie, userId);
    });

    const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));
    await settle();
    await postgres.restart('fast');
    await settle();
    await postgres.restart('immediate');
    await settle();
    await redis.stop();
    await settle();
    // With Redis gone, a route whose limit is counted there answers or asks to retry.
    const login = await post('/api/user/login', { username: 'nobody_here', password: 'wrong password' });
    expect([401, 503]).toContain(login.status);
    if (login.status === 503) expect(Number(login.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    await redis.start();
    await settle();
    running = false;
    await Promise.all(load);

    expect(node.child.exitCode, node.output()).toBeNull();
    // Only answers and "try again": never a 500, never a refusal of a good bet.
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([200]));
    for (const status of statuses.keys()) expect([200, 409, 503]).toContain(status);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const answer of unavailable) {
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(answer.code).toBe('UNAVAILABLE');
    }

    // The node answers again by itself.
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    const after = await post(
      '/api/play/dice/bet',
      { currency: 'LTC', amount: STAKE, params: { condition: 'under', target: 49.5 } },
      players[0]?.cookie,
      randomUUID(),
    );
    expect(after.status).toBe(200);
    // The bus resubscribed by itself: the bet reaches a socket through Redis again.
    const roundId: string = after.body.round.id;
    await watcher.next(
      (m) => m.type === 'next' && m.id === 'bets' && JSON.stringify(m.payload).includes(roundId),
    );
    watcher.close();

    // Every acknowledged bet is in the database once, and nothing else is.
    const database = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 2 });
    try {
      const rounds = await roundsOf(database, players);
      const acknowledged = new Set(outcomes.map((o) => o.roundId));
      expect(acknowledged.size).toBe(outcomes.length);
      expect(rounds.some((r) => r.id === roundId)).toBe(true);
      for (const outcome of outcomes) expect(rounds.some((r) => r.id === outcome.roundId)).toBe(true);
      // A bet whose answer the restart lost was played once: its key is kept, with no answer.
      await expectKeptWithoutAnswer(database, answerLost);
      expect(rounds.length).toBe(outcomes.length + answerLost.length + 1);
      expect(await checkLedger(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
  it('loses and doubles nothing when the node is killed mid-bet and started again', async () => {
    const players = await Promise.all(Array.from({ length: 10 }, (_, i) => fundedPlayer(100 + i)));
    const outcomes: Outcome[] = [];
    const answers = new Map<string, number>();
    let cutOff = 0;
    let running = true;

    /** Keys whose request the kill cut off after its money moved and before its answer was kept. */
    const answerLost: Array<{ key: string; userId: string }> = [];

    /**
     * One bet, sent again with the same key until it is answered: on a 503, on a
     * connection that broke or was refused while the node was down, and on "still in
     * progress", as a client does. A request the kill cut off between its commit and
     * the keeping of its answer stays "in progress" for a minute and then says its
     * answer was lost (lib/idempotency/retry-safe-routes.ts); after a few seconds this
     * client stops asking, and the check below finds that bet by its key.
     */
    async function bet(cookie: string, userId: string): Promise<void> {
      const key = randomUUID();
      for (let attempt = 0; ; attempt += 1) {
        let answer: Awaited<ReturnType<typeof post>> | null = null;
        try {
          answer = await post(
            '/api/play/dice/bet',
            { currency: 'LTC', amount: STAKE, params: { condition: 'under', target: 49.5 } },
            cookie,
            key,
          );
        } catch {
          cutOff += 1;
        }
        if (answer) answers.set(String(answer.status), (answers.get(String(answer.status)) ?? 0) + 1);
        const inProgress = answer?.status === 409 && answer.body.code === 'IDEMPOTENCY_KEY_IN_PROGRESS';
        if (inProgress && attempt > 25) {
          answerLost.push({ key, userId });
          return;
        }
        if (!answer || answer.status === 503 || inProgress) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          continue;
        }
        if (answer.status === 200) outcomes.push({ key, userId, roundId: answer.body.round.id });
        return;
      }
    }

    const load = players.map(async ({ cookie, userId }) => {
      while (running) await bet(cookie, userId);
    });
    for (let kill = 0; kill < 2; kill += 1) {
      // A moment within the load, different each time.
      await new Promise((resolve) => setTimeout(resolve, 700 + Math.random() * 800));
      node.child.kill('SIGKILL');
      await node.exited;
      node = await startNode(bundle, nodeEnv);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    running = false;
    await Promise.all(load);

    // Requests were cut off by the kills, and every one was answered once sent again.
    expect(cutOff).toBeGreaterThan(0);
    for (const status of answers.keys()) expect(['200', '409', '503']).toContain(status);
    const database = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 2 });
    try {
      const rounds = await roundsOf(database, players);
      // Each acknowledged bet once; none that was cut off and sent again was played twice.
      const acknowledged = new Set(outcomes.map((o) => o.roundId));
      expect(acknowledged.size).toBe(outcomes.length);
      for (const outcome of outcomes) expect(rounds.some((r) => r.id === outcome.roundId)).toBe(true);
      // A bet whose answer the kill lost was played once: its key is recorded, with no answer.
      await expectKeptWithoutAnswer(database, answerLost);
      expect(rounds.length).toBe(outcomes.length + answerLost.length);
      expect(await checkLedger(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
