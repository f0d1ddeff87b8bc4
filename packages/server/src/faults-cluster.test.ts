import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { PROVIDER_SIGNATURE_HEADER, providerHmacSignature } from '@ante/core';
import { sql } from 'kysely';
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
import { writeProviderFiles } from './test/provider-files';
import { SocketClient } from './test/socket-client';

/**
 * Two casino nodes (their own processes) on one PostgreSQL and one Redis, behind a small
 * balancer, under a mixed load of many players (dice bets, rounds of mines, tips, vault
 * moves), while things break one after another: a node killed with SIGKILL and started
 * again, PostgreSQL restarted fast and then crashed (immediate), PostgreSQL's disk
 * filled until no write finds space and then freed, Redis stopped and started, a node
 * paused with SIGSTOP and resumed. Every client sends a money call
 * again with its Idempotency-Key until it is answered, as the web does. After each
 * scenario the ledger check must hold; at the end every acknowledged bet, tip and vault
 * move is in the database exactly once, every round of mines is settled or still
 * playable, and no answer was a 5xx other than a 503 with Retry-After.
 *
 * `npm test` runs the light version in CI's PostgreSQL + Redis pass; `npm run faults`
 * runs it longer with more players and prints the table of scenarios.
 */
const FULL = process.env.FAULTS_FULL === '1';
const enabled = (Boolean(process.env.DATABASE_URL) || FULL) && hasPostgresServer();
const PLAYERS = FULL ? 30 : 8;
/** How long the load runs between and during the faults. */
const SETTLE_MS = FULL ? 4000 : 1200;
const REDIS_DOWN_MS = FULL ? 20_000 : 3000;
/** Past the job leases (JOB_LEASE_SECONDS below), by 10 s in the full run. */
const PAUSE_MS = (FULL ? 12 : 4) * 1000;
/** How long PostgreSQL's disk stays full before the operator frees space. */
const DISK_FULL_MS = (FULL ? 10 : 3) * 1000;
const STAKE = '0.001';

type Kind = 'dice' | 'mines' | 'tip' | 'vault' | 'withdraw' | 'cancel' | 'claim' | 'slot-bet' | 'slot-win';
interface Call {
  kind: Kind;
  scenario: string;
  key: string;
  userId: string;
  /** The answer's status once the client stopped asking (null: cut off for good). */
  status: number | null;
  retries: number;
  /** What the answer named: the round, the withdrawal, or how many payments a claim made. */
  roundId?: string;
  withdrawalId?: string;
  payments?: number;
}

/** The provider a slot's callbacks come from, signing with a key the test holds. */
const PROVIDER = 'fault-house';
const PROVIDER_KEY = randomBytes(24).toString('hex');
const SLOT = 'fault-reels';
/** Where withdrawals go: a valid Litecoin address (the simulated chain sends nowhere). */
const LTC_ADDRESS = 'ltc1qg82gqh9rjl8mxr4s5ecqzw5xcfzq0yqzk9cg3v';
/** Short leases, so a node paused for a few seconds is past them and its run is taken over. */
const JOB_LEASE_SECONDS = 2;
/** The jobs due every few seconds, whose every due time the run can account for. */
const FREQUENT_JOBS = { 'wallet.withdrawals': 5_000, 'jackpot.accrual': 5_000 } as const;

/**
 * The balancer an operator puts in front of the nodes, reduced to what matters here:
 * round robin, a node that refuses the connection is skipped, and a request whose node
 * died under it is answered 503 with Retry-After (as nginx does with `error_page 502 =503`),
 * so the client sends it again with its key. Sockets stick to a node by the client's
 * address (nginx's `ip_hash`), falling over to the other while theirs is down.
 */
async function startBalancer(ports: number[]) {
  let turn = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const forward = (tried: number) => {
        const port = ports[turn++ % ports.length];
        const upstream = http.request(
          { host: '127.0.0.1', port, method: request.method, path: request.url, headers: request.headers },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED' && tried + 1 < ports.length) return forward(tried + 1);
          if (response.headersSent) return response.destroy();
          response.writeHead(503, { 'retry-after': '1', 'content-type': 'application/json' });
          response.end(
            JSON.stringify({ message: 'No node answered. Please try again.', code: 'UNAVAILABLE' }),
          );
        });
        upstream.end(body);
      };
      forward(0);
    });
  });
  server.on('upgrade', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const address = String(request.headers['x-forwarded-for'] ?? '');
    const sticky = Number(address.split('.').pop()) || 0;
    const connect = (tried: number) => {
      const upstream = net.connect(ports[(sticky + tried) % ports.length] as number, '127.0.0.1');
      upstream.once('connect', () => {
        const lines = [`${request.method} ${request.url} HTTP/1.1`];
        for (let i = 0; i < request.rawHeaders.length; i += 2) {
          lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
        }
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length > 0) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
        upstream.on('close', () => client.destroy());
        client.on('close', () => upstream.destroy());
      });
      upstream.once('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED' && tried + 1 < ports.length) return connect(tried + 1);
        client.destroy();
      });
    };
    client.on('error', () => client.destroy());
    connect(0);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.runIf(enabled)('two nodes behind a balancer while everything breaks', () => {
  const workDir = tempDir('ante-faults-cluster-');
  let postgres: PrivatePostgres;
  let redis: PrivateRedis;
  let bundle = '';
  let providerFiles: ReturnType<typeof writeProviderFiles>;
  const nodes: NodeProcess[] = [];
  const envs: Array<Record<string, string>> = [];
  let balancer: Awaited<ReturnType<typeof startBalancer>>;

  beforeAll(async () => {
    bundle = await bundleMain();
    // A disk of its own, so the run can fill it (mounting one needs root; without, that scenario is left out).
    postgres = await startPrivatePostgres({ diskMb: 512 });
    redis = await startPrivateRedis();
    providerFiles = writeProviderFiles(
      [{ id: PROVIDER, scheme: 'hmac-sha256', key: PROVIDER_KEY }],
      [{ slug: SLOT, providerId: PROVIDER, maxMultiplier: '100' }],
    );
    const ports = [await freePort(), await freePort()];
    // Every node of one casino shares its key (sessions, sealed secrets).
    const secretKey = randomBytes(32).toString('hex');
    for (const [index, port] of ports.entries()) {
      envs[index] = {
        ...providerFiles.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        DATA_DIR: `${workDir}/node-${index}`,
        WEB_DIST_DIR: workDir,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '127.0.0.1',
        SECRET_KEY: secretKey,
        JOB_LEASE_SECONDS: String(JOB_LEASE_SECONDS),
        WITHDRAWAL_DELAY_SECONDS: '1',
        // Sends a fault cut off are settled from their keys after this, not 5 minutes.
        WITHDRAWAL_STRANDED_SECONDS: '10',
        PROVIDER_CALLS_PER_MINUTE: '100000',
        // The feed check sends a line every few seconds until both nodes' readers get one.
        CHAT_SEND_PER_MINUTE: '600',
      };
    }
    // One after the other: the first migrates the database.
    for (const env of envs) nodes.push(await startNode(bundle, env));
    balancer = await startBalancer(ports);
  });

  afterAll(async () => {
    await balancer?.close();
    for (const node of nodes) {
      if (node.child.exitCode === null && node.child.signalCode === null) {
        node.child.kill('SIGCONT');
        node.child.kill('SIGTERM');
        await node.exited;
      }
    }
    await redis?.stop();
    await postgres?.stop();
    providerFiles?.remove();
    fs.rmSync(workDir, { recursive: true, force: true });
    removeBundle(bundle);
  });

  const { post, get, fundedPlayer } = faultClients(() => balancer.url, '10.8');

  it('loses and doubles nothing through a killed node, PostgreSQL restarts, a Redis outage and a paused node', async () => {
    const players = await Promise.all(Array.from({ length: PLAYERS }, (_, i) => fundedPlayer(i)));
    const database = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 2 });
    const calls: Call[] = [];
    const statuses = new Map<string, number>();
    let scenario = 'steady';
    let running = true;

    /** The first answer seen of each kind, to show what an unexpected one said. */
    const examples = new Map<string, string>();
    const countStatus = (
      status: number,
      retryAfter: string | null,
      code: string | undefined,
      body?: unknown,
    ) => {
      const label =
        status === 503 && !retryAfter
          ? '503 without Retry-After'
          : status >= 400
            ? `${status} ${code ?? ''}`.trim()
            : String(status);
      statuses.set(label, (statuses.get(label) ?? 0) + 1);
      if (!examples.has(label)) examples.set(label, JSON.stringify(body ?? null).slice(0, 300));
    };

    /** A money call sent again with its key until answered: on a broken connection, a 503, "still in progress". */
    async function call(kind: Kind, path: string, body: unknown, cookie: string, userId: string) {
      const entry: Call = { kind, scenario, key: randomUUID(), userId, status: null, retries: 0 };
      calls.push(entry);
      for (;;) {
        let answer: Awaited<ReturnType<typeof post>> | null = null;
        try {
          answer = await post(path, body, cookie, entry.key);
        } catch {
          // The balancer itself never goes away; a broken connection is retried.
        }
        if (answer) countStatus(answer.status, answer.retryAfter, answer.body?.code, answer.body);
        const inProgress = answer?.status === 409 && answer.body.code === 'IDEMPOTENCY_KEY_IN_PROGRESS';
        // A key whose answer a crash lost says "in progress" for a minute: found by its key below.
        if (inProgress && entry.retries > 25) return entry;
        if (!answer || answer.status === 503 || inProgress) {
          entry.retries += 1;
          await new Promise((resolve) => setTimeout(resolve, 200));
          continue;
        }
        entry.status = answer.status;
        entry.roundId = answer.body?.round?.id;
        entry.withdrawalId = answer.body?.withdrawal?.id;
        entry.payments = answer.body?.payments?.length;
        return entry;
      }
    }

    /**
     * A provider's signed callback, sent again with the same transaction id until
     * answered, as the protocol asks of providers: the id is what makes it safe.
     */
    async function callback(kind: Kind | null, name: string, body: Record<string, unknown>, userId: string) {
      const entry: Call = {
        kind: kind ?? 'slot-bet',
        scenario,
        key: String(body.transactionId ?? ''),
        userId,
        status: null,
        retries: 0,
      };
      if (kind) calls.push(entry);
      const raw = JSON.stringify(body);
      for (;;) {
        let answer: { status: number; retryAfter: string | null; body: any } | null = null;
        try {
          const response = await fetch(`${balancer.url}/api/provider/${PROVIDER}/${name}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              [PROVIDER_SIGNATURE_HEADER]: providerHmacSignature(
                PROVIDER_KEY,
                raw,
                Math.floor(Date.now() / 1000),
              ),
            },
            body: raw,
          });
          answer = {
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            body: await response.json(),
          };
        } catch {
          // Retried below, like a connection the balancer lost.
        }
        if (answer) {
          // The protocol's refusals are {error: {code}}; the balancer's own 503 is in the API's shape.
          const code = answer.body?.error?.code ?? answer.body?.code;
          countStatus(answer.status, answer.retryAfter, code, answer.body);
        }
        if (!answer || answer.status === 503) {
          entry.retries += 1;
          await new Promise((resolve) => setTimeout(resolve, 200));
          continue;
        }
        entry.status = answer.status;
        return { entry, body: answer.body };
      }
    }

    /** A provider session per player, as a slot's launch and first call make it. */
    const sessions = new Map<string, string>();
    for (const player of players) {
      const launch = await post(
        `/api/casino/games/${SLOT}/launch`,
        { currency: 'LTC', mode: 'real' },
        player.cookie,
      );
      expect(launch.status, JSON.stringify(launch.body)).toBe(200);
      const token = new URL(launch.body.url).searchParams.get('token');
      const auth = await callback(null, 'authenticate', { token }, player.userId);
      expect(auth.entry.status, JSON.stringify(auth.body)).toBe(200);
      sessions.set(player.userId, auth.body.sessionId);
    }

    async function play(player: (typeof players)[number], index: number) {
      const { cookie, userId } = player;
      const other = players[(index + 1) % players.length] as (typeof players)[number];
      const choice = Math.random();
      if (choice < 0.4) {
        await call(
          'dice',
          '/api/play/dice/bet',
          { currency: 'LTC', amount: STAKE, params: { condition: 'under', target: 49.5 } },
          cookie,
          userId,
        );
      } else if (choice < 0.55) {
        const start = await call(
          'mines',
          '/api/play/mines/bet',
          { currency: 'LTC', amount: STAKE, params: { mines: 3 } },
          cookie,
          userId,
        );
        if (start.status !== 200 || !start.roundId) return;
        const reveal = await post(
          '/api/play/mines/next',
          { roundId: start.roundId, action: 'reveal', tile: Math.floor(Math.random() * 25) },
          cookie,
        ).catch(() => null);
        if (reveal?.status === 200 && reveal.body.round.status === 'active') {
          await post('/api/play/mines/cashout', { roundId: start.roundId }, cookie).catch(() => null);
        }
      } else if (choice < 0.7) {
        // A slot's round: the provider's bet, then its win (nothing or double) closing it.
        const sessionId = sessions.get(userId);
        const roundId = randomUUID();
        const bet = { sessionId, transactionId: randomUUID(), roundId, amount: STAKE };
        const placed = await callback('slot-bet', 'bet', bet, userId);
        if (placed.entry.status !== 200) return;
        const amount = Math.random() < 0.5 ? '0' : '0.002';
        const win = { sessionId, transactionId: randomUUID(), roundId, amount, roundClosed: true };
        await callback('slot-win', 'win', win, userId);
      } else if (choice < 0.8) {
        await call(
          'tip',
          '/api/wallet/tip/send',
          { username: other.username, currency: 'LTC', amount: STAKE },
          cookie,
          userId,
        );
      } else if (choice < 0.87) {
        await call('vault', '/api/wallet/vault/deposit', { currency: 'LTC', amount: STAKE }, cookie, userId);
      } else if (choice < 0.92) {
        const withdrawal = { currency: 'LTC', network: 'LTC', address: LTC_ADDRESS, amount: '0.03' };
        const sent = await call('withdraw', '/api/wallet/withdraw', withdrawal, cookie, userId);
        // Half are cancelled at once, racing the job that sends them a second later.
        if (sent.status === 200 && sent.withdrawalId && Math.random() < 0.5) {
          await call(
            'cancel',
            '/api/wallet/withdraw/cancel',
            { withdrawId: sent.withdrawalId },
            cookie,
            userId,
          );
        }
      } else if (choice < 0.96) {
        await call('claim', '/api/rewards/claim/rakeback', {}, cookie, userId);
      } else {
        // Chat is not retry-safe (a message sent twice is a message the player sees twice): one try.
        const chat = await post(
          '/api/feeds/chat/en/send',
          { message: `gl ${index} ${randomUUID().slice(0, 4)}` },
          cookie,
        ).catch(() => null);
        if (chat) countStatus(chat.status, chat.retryAfter, chat.body?.code, chat.body);
      }
    }

    /**
     * Two readers of the chat feed through the balancer, one stuck to each node. After a
     * fault, each is reconnected if its socket closed (as the web does), and a message
     * sent every few seconds must reach both: proof that each node's feed resumed,
     * including its subscription to Redis after Redis came back.
     */
    const announcer = players[0] as (typeof players)[number];
    const readers: Array<SocketClient | null> = [null, null];
    async function openReader(index: number) {
      const deadline = Date.now() + 60_000;
      for (;;) {
        try {
          const socket = await SocketClient.open(balancer.url, {
            headers: { 'x-forwarded-for': `10.9.0.${index}` },
          });
          // A node killed under the socket ends it with an error: the check reopens it.
          socket.ws.on('error', () => {});
          await socket.init();
          socket.send({ type: 'subscribe', id: 'chat', payload: { feed: 'chat', region: 'en' } });
          let open = true;
          void socket.closed.then(() => {
            open = false;
          });
          readers[index] = socket;
          return () => open;
        } catch (error) {
          if (Date.now() > deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
    }
    const readerOpen: Array<() => boolean> = [];
    for (const index of [0, 1]) readerOpen[index] = await openReader(index);
    async function feedsResume(): Promise<string> {
      const started = Date.now();
      for (const index of [0, 1]) {
        if (!readerOpen[index]?.()) readerOpen[index] = await openReader(index);
      }
      const seen = [false, false];
      while (Date.now() - started < 60_000) {
        const line = `feed check ${randomUUID().slice(0, 8)}`;
        const sent = await post('/api/feeds/chat/en/send', { message: line }, announcer.cookie).catch(
          () => null,
        );
        if (sent?.status === 200) {
          await Promise.all(
            [0, 1].map(async (index) => {
              if (seen[index]) return;
              const reader = readers[index];
              seen[index] =
                (await reader
                  ?.next((m) => m.type === 'next' && m.payload?.message?.message === line, 3_000)
                  .then(() => true)
                  .catch(() => false)) ?? false;
            }),
          );
          if (seen.every(Boolean)) return `both nodes in ${((Date.now() - started) / 1000).toFixed(1)} s`;
        } else {
          await new Promise((resolve) => setTimeout(resolve, 2_100));
        }
      }
      return `not resumed (${seen.map((ok, index) => `node ${index}: ${ok ? 'yes' : 'no'}`).join(', ')})`;
    }

    const loadStarted = new Date();
    const load = players.map(async (player, index) => {
      while (running) await play(player, index);
    });
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const table: Array<{ scenario: string; ledger: string; feeds: string; from: number; to: number }> = [];
    async function step(name: string, fault: () => Promise<unknown>) {
      scenario = name;
      const from = Date.now();
      await wait(SETTLE_MS / 2);
      const detail = await fault();
      await wait(SETTLE_MS);
      const to = Date.now();
      const problems = await checkLedger(database.db).catch((error) => [{ detail: String(error) }]);
      const feeds = await feedsResume();
      table.push({
        scenario: typeof detail === 'string' ? `${name} ${detail}` : name,
        ledger: problems.length === 0 ? 'holds' : JSON.stringify(problems),
        feeds,
        from,
        to,
      });
    }

    await step('steady load', async () => {});
    await step('node killed (SIGKILL), started again', async () => {
      const node = nodes[0] as NodeProcess;
      node.child.kill('SIGKILL');
      await node.exited;
      nodes[0] = await startNode(bundle, envs[0] as Record<string, string>);
    });
    await step('PostgreSQL restarted (fast)', () => postgres.restart('fast'));
    await step('PostgreSQL crashed (immediate)', () => postgres.restart('immediate'));
    const disk = postgres.disk;
    if (disk) {
      await step(`PostgreSQL's disk full ${DISK_FULL_MS / 1000} s`, async () => {
        disk.fill();
        await wait(DISK_FULL_MS);
        disk.free();
        // A write to the write-ahead log that found no space stops the server: the
        // operator who frees the space starts it again.
        await postgres.ensureRunning();
      });
    } else {
      console.log("PostgreSQL's disk full: not run, mounting a small disk for it needs root");
    }
    await step(`Redis down ${REDIS_DOWN_MS / 1000} s`, async () => {
      await redis.stop();
      await wait(REDIS_DOWN_MS);
      await redis.start();
    });
    await step(`node paused (SIGSTOP) ${PAUSE_MS / 1000} s`, async () => {
      const node = nodes[1] as NodeProcess;
      // Paused while it holds a job's lease, when the timing allows: that run outlives its
      // lease, the other node takes it over, and the paused one finishes it late.
      const holding = await leaseHeldBy(database, node.child.pid ?? 0, 10_000);
      node.child.kill('SIGSTOP');
      await wait(PAUSE_MS);
      node.child.kill('SIGCONT');
      return holding ? `holding the lease of ${holding}` : 'between job runs';
    });
    running = false;
    await Promise.all(load);
    for (const reader of readers) reader?.close();

    try {
      const ids = players.map((player) => player.userId);
      // Withdrawals still waiting are sent or refunded by the job within a few of its runs.
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        const open = await database.db
          .selectFrom('withdrawals')
          .select('id')
          .where('user_id', 'in', ids)
          .where('status', 'not in', ['completed', 'cancelled', 'failed'])
          .execute();
        if (open.length === 0) break;
        await wait(1_000);
      }
      const rounds = await database.db
        .selectFrom('rounds')
        .select(['id', 'game', 'status', 'user_id'])
        .where('user_id', 'in', ids)
        .where('provider_id', 'is', null)
        .execute();
      const moved = await sql<{ code: string; count: string }>`
        SELECT t.code, count(*)::text AS count FROM transfers t
        JOIN accounts a ON a.id = t.debit_account_id OR a.id = t.credit_account_id
        WHERE a.user_id IN (${sql.join(ids)})
          AND ((t.code IN ('tip', 'vault_in') AND a.id = t.debit_account_id)
            OR (t.code = 'rakeback' AND a.id = t.credit_account_id))
        GROUP BY t.code
      `.execute(database.db);
      const withdrawals = await database.db
        .selectFrom('withdrawals')
        .select(['id', 'status', 'tx_hash'])
        .where('user_id', 'in', ids)
        .execute();
      const withdrawalMoves = await sql<{ reference: string; code: string; count: string }>`
        SELECT reference, code, count(*)::text AS count FROM transfers
        WHERE reference IN (${sql.join(withdrawals.length > 0 ? withdrawals.map((w) => `withdrawal:${w.id}`) : [''])})
        GROUP BY reference, code
      `.execute(database.db);
      const onChain = await sql<{ tx_hash: string; count: string }>`
        SELECT tx_hash, count(*)::text AS count FROM sim_chain_transactions
        WHERE from_address = 'casino-hot-wallet' GROUP BY tx_hash
      `.execute(database.db);
      const providerRows = await database.db
        .selectFrom('provider_transactions')
        .select(['transaction_id', 'kind'])
        .where('provider_id', '=', PROVIDER)
        .execute();
      const lostKeys = await database.db
        .selectFrom('idempotency_keys')
        .select(['key'])
        .where('user_id', 'in', ids)
        .where('status', 'is', null)
        .execute();
      const answerLost = new Set(lostKeys.map((row) => row.key));
      const roundIds = new Set(rounds.map((round) => round.id));
      const withdrawalById = new Map(withdrawals.map((w) => [w.id, w]));
      const providerIds = new Set(providerRows.map((row) => row.transaction_id));
      const jobs = await jobAccount(database, loadStarted, table);

      const isLost = (c: Call) => {
        if (c.status !== 200) return false;
        if (c.kind === 'dice' || c.kind === 'mines') return !roundIds.has(c.roundId ?? '');
        if (c.kind === 'withdraw') return !withdrawalById.has(c.withdrawalId ?? '');
        if (c.kind === 'cancel') return withdrawalById.get(c.withdrawalId ?? '')?.status !== 'cancelled';
        if (c.kind === 'slot-bet' || c.kind === 'slot-win') return !providerIds.has(c.key);
        return false;
      };
      const rows = [];
      for (const { scenario: name, ledger, feeds } of table) {
        const mine = calls.filter((c) => name.startsWith(c.scenario));
        rows.push({
          name,
          sent: mine.length,
          acknowledged: mine.filter((c) => c.status === 200).length,
          retried: mine.filter((c) => c.retries > 0).length,
          lost: mine.filter(isLost).length,
          ledger,
          feeds,
          jobs: jobs.byScenario.get(name) ?? '',
        });
      }
      // Doubled: rows in the database beyond what was acknowledged or had its answer lost.
      const settled = (c: Call) => c.status === 200 || (c.status === null && answerLost.has(c.key));
      const expectedOf = (kinds: Kind[]) => calls.filter((c) => kinds.includes(c.kind) && settled(c)).length;
      const count = (code: string) => Number(moved.rows.find((row) => row.code === code)?.count ?? 0);
      const claimsLost = calls.filter(
        (c) => c.kind === 'claim' && c.status === null && answerLost.has(c.key),
      );
      const claimsPaid = calls
        .filter((c) => c.kind === 'claim' && c.status === 200)
        .reduce((sum, c) => sum + (c.payments ?? 0), 0);
      const providerCalls = (kind: string) => providerRows.filter((row) => row.kind === kind).length;
      const doubled = {
        bets: rounds.length - expectedOf(['dice', 'mines']),
        tips: count('tip') - expectedOf(['tip']),
        vault: count('vault_in') - expectedOf(['vault']),
        withdrawals: withdrawals.length - expectedOf(['withdraw']),
        // A claim whose answer was lost may or may not have paid: at most one payment each.
        rakeback: Math.max(0, count('rakeback') - claimsPaid - claimsLost.length),
        slotBets: providerCalls('bet') - expectedOf(['slot-bet']),
        slotWins: providerCalls('win') - expectedOf(['slot-win']),
      };
      // Each withdrawal moved its money once and was sent at most once: completed ones
      // are on the chain once and never refunded; cancelled and failed ones refunded once
      // and never sent.
      const moves = (id: string, code: string) =>
        Number(
          withdrawalMoves.rows.find((row) => row.reference === `withdrawal:${id}` && row.code === code)
            ?.count ?? 0,
        );
      const sends = new Map(onChain.rows.map((row) => [row.tx_hash, Number(row.count)]));
      const withdrawalProblems = withdrawals.flatMap((w) => {
        const taken = moves(w.id, 'withdrawal');
        const sent = moves(w.id, 'withdrawal_sent');
        const refunded = moves(w.id, 'withdrawal_refund');
        const chain = w.tx_hash ? (sends.get(w.tx_hash) ?? 0) : 0;
        const fine =
          w.status === 'completed'
            ? taken === 1 && sent === 1 && refunded === 0 && chain === 1
            : ['cancelled', 'failed'].includes(w.status)
              ? taken === 1 && sent === 0 && refunded === 1 && chain === 0
              : false;
        return fine ? [] : [{ id: w.id, status: w.status, taken, sent, refunded, chain }];
      });
      const byStatus = (status: string) => withdrawals.filter((w) => w.status === status).length;
      console.log(
        [
          'scenario | sent | acknowledged | retried | lost | ledger | feeds after | jobs due: ran, carried to the next run, missed',
          ...rows.map(
            (r) =>
              `${r.name} | ${r.sent} | ${r.acknowledged} | ${r.retried} | ${r.lost} | ${r.ledger} | ${r.feeds} | ${r.jobs}`,
          ),
          `doubled (whole run): ${Object.entries(doubled)
            .map(([what, n]) => `${what} ${n}`)
            .join(
              ', ',
            )}; keys kept without their answer (the node died or the database restarted after the commit): ${answerLost.size}`,
          `withdrawals: ${withdrawals.length} (${byStatus('completed')} sent once, ${byStatus('cancelled')} cancelled, ${byStatus('failed')} failed), ${withdrawalProblems.length} with money moved other than once`,
          `jobs: ${jobs.summary}`,
          `statuses: ${[...statuses].map(([status, n]) => `${status}×${n}`).join(' ')}`,
          ...[...examples]
            .filter(([status]) => status !== '200')
            .map(([status, body]) => `  ${status}, first: ${body}`),
        ].join('\n'),
      );

      for (const row of rows) {
        expect(row.ledger, row.name).toBe('holds');
        expect(row.lost, row.name).toBe(0);
        expect(row.feeds, row.name).toMatch(/^both nodes/);
      }
      expect(doubled).toEqual({
        bets: 0,
        tips: 0,
        vault: 0,
        withdrawals: 0,
        rakeback: 0,
        slotBets: 0,
        slotWins: 0,
      });
      expect(withdrawalProblems).toEqual([]);
      expect(jobs.problems).toEqual([]);
      // Every call was answered in the end, or its key shows the money moved once.
      for (const c of calls) if (c.status === null) expect(answerLost.has(c.key), c.key).toBe(true);
      for (const status of statuses.keys())
        expect(/^[24]\d\d\b|^503 UNAVAILABLE$/.test(status), `${status}: ${examples.get(status)}`).toBe(true);
      // A round of mines is settled or still playable, never lost in between.
      for (const round of rounds) {
        expect(['active', 'finished', 'cancelled']).toContain(round.status);
        if (round.status !== 'active') continue;
        const owner = players.find((player) => player.userId === round.user_id);
        const active = await get(`/api/play/${round.game}/active`, owner?.cookie ?? '');
        expect(active.body.round?.id).toBe(round.id);
      }
      expect(await checkLedger(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 900_000);
});

type Database = Awaited<ReturnType<typeof openDatabase>>;

/**
 * The name of a job whose run the node with this process id holds a lease on, once one
 * does (looked for until `withinMs`), or null. The scheduler names a node
 * `<host>:<pid>:<random>`.
 */
async function leaseHeldBy(database: Database, pid: number, withinMs: number): Promise<string | null> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const row = await database.db
      .selectFrom('job_runs')
      .select('job')
      .where('status', '=', 'running')
      .where('node', 'like', `%:${pid}:%`)
      .executeTakeFirst();
    if (row) return row.job;
  }
  return null;
}

/**
 * What became of every due time of the frequent jobs since the load started, per
 * scenario: ran (succeeded, once: the table's unique (job, due_at) allows no second
 * run), carried (its run failed or was cut off, or an earlier run of the job was still
 * going when it fell due, so the scheduler, which never overlaps runs of a job, left it
 * to the next due time, which does all outstanding work), or missed (no node claimed
 * it: only while PostgreSQL was down). Problems: a run given up, one still running long
 * after its lease, a due time missed while the database was up.
 */
async function jobAccount(
  database: Database,
  since: Date,
  scenarios: Array<{ scenario: string; from: number; to: number }>,
) {
  const runs = await database.db
    .selectFrom('job_runs')
    .select(['job', 'due_at', 'status', 'lease_until', 'started_at', 'finished_at'])
    .where('job', 'in', Object.keys(FREQUENT_JOBS))
    .where('due_at', '>=', since)
    .execute();
  const problems: string[] = [];
  const byScenario = new Map<string, string>();
  const totals = { due: 0, ran: 0, carried: 0, missed: 0 };
  for (const run of runs) {
    if (run.status === 'gave_up') problems.push(`${run.job} at ${run.due_at.toISOString()} gave up`);
    if (run.status === 'running' && run.lease_until && run.lease_until.getTime() < Date.now() - 10_000)
      problems.push(`${run.job} at ${run.due_at.toISOString()} still running past its lease`);
  }
  const counts = new Map(
    scenarios.map(({ scenario }) => [scenario, { due: 0, ran: 0, carried: 0, missed: 0 }]),
  );
  const first = scenarios[0]?.from ?? Date.now();
  const last = scenarios.at(-1)?.to ?? Date.now();
  for (const [job, everyMs] of Object.entries(FREQUENT_JOBS)) {
    // Every due time from the first scenario's start that its nodes had a whole interval
    // to run, counted under the scenario in progress when it fell due.
    for (let due = Math.ceil(first / everyMs) * everyMs; due + everyMs <= last; due += everyMs) {
      const during = [...scenarios].reverse().find((window) => window.from <= due) ?? scenarios[0];
      const scenario = during?.scenario ?? '';
      const count = counts.get(scenario) ?? { due: 0, ran: 0, carried: 0, missed: 0 };
      count.due += 1;
      const run = runs.find((r) => r.job === job && r.due_at.getTime() === due);
      // A run of the job that had started before this due time and not yet finished
      // (a node paused in the middle of it renews its lease when it resumes).
      const overlapping = runs.some(
        (r) =>
          r.job === job &&
          r.started_at.getTime() <= due &&
          (r.finished_at === null || r.finished_at.getTime() > due),
      );
      if (run?.status === 'succeeded') count.ran += 1;
      else if (run || overlapping) count.carried += 1;
      else {
        count.missed += 1;
        if (!scenario.startsWith('PostgreSQL'))
          problems.push(`${job} due at ${new Date(due).toISOString()} (${scenario}) never ran`);
      }
    }
  }
  for (const [scenario, count] of counts) {
    for (const key of Object.keys(totals) as Array<keyof typeof totals>) totals[key] += count[key];
    byScenario.set(scenario, `${count.due}: ${count.ran}, ${count.carried}, ${count.missed}`);
  }
  const summary = `${totals.due} due times of ${Object.keys(FREQUENT_JOBS).join(' and ')}: ${totals.ran} ran once, ${totals.carried} carried to the next run, ${totals.missed} missed while PostgreSQL was down; ${problems.length} problems`;
  return { byScenario, summary, problems };
}
