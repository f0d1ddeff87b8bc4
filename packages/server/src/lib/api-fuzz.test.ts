import { SocketCloseCode, serverMessageSchema } from '@ante/core';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../modules/ledger/check-ledger';
import { PASSWORD, registerPlayer, startTestServer, type TestClient, type TestServer } from '../test/harness';
import {
  HOSTILE_STRINGS,
  hostileValue,
  type JsonSchema,
  mixedObject,
  validValue,
} from '../test/json-schema-arbitrary';
import { SocketClient } from '../test/socket-client';
import { registerStaff } from '../test/staff-helpers';
import { fund } from '../test/wallet-helpers';
import { FUZZ_REGRESSIONS, type FuzzRequest } from './api-fuzz-regressions';

/**
 * Every route of the OpenAPI document, sent requests generated from its own schemas
 * (fast-check): valid values and their edges, values that break the schema (wrong types,
 * hostile text, numbers out of range, prototype keys, deep nesting), and bodies that are
 * not what they claim (duplicate keys, invalid UTF-8, the wrong content type). Each is
 * sent as a visitor, as a player, as a player naming another player's ids wherever an id
 * goes, and as staff whose role lacks the permission. What must hold for every request:
 *
 * - never a 5xx (a 503 only with Retry-After: a service that is down says when to retry);
 * - a 4xx has the error body, and changes nothing: the players' balances, their ledger
 *   transfers and their accounts' settings are the same after as before;
 * - the ledger check holds after each route's requests, so what a 2xx moved balances.
 *
 * A 2xx's body matching its schema is the server's own check outside production (a reply
 * that does not fit its schema is a 500, lib/api-contracts.ts), so it is asserted here too.
 *
 * `FUZZ_RUNS` requests per route and identity (a few in `npm test`; `npm run fuzz` sends
 * hundreds) and `FUZZ_SEED` to replay a run. A failure found once stays in
 * api-fuzz-regressions.ts and is replayed first on every run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2);
const SEED = process.env.FUZZ_SEED === undefined ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED);
const REPORT = process.env.FUZZ_REPORT === '1';
/** A bound on a hang that grows with the requests asked for, never a measure of speed. */
const TIMEOUT_MS = 120_000 + RUNS * 60_000;

type Identity = 'visitor' | 'player' | 'other-player' | 'staff';
const IDENTITIES: Identity[] = ['visitor', 'player', 'other-player', 'staff'];

interface Operation {
  method: string;
  /** As the document writes it: /api/casino/games/{slug}. */
  path: string;
  pathParams: Record<string, JsonSchema>;
  query: JsonSchema;
  body: JsonSchema | null;
  multipart: boolean;
}

/** The routes to fuzz, from the OpenAPI document. The documentation's own files read no input. */
function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (path.startsWith('/api/docs') || path.endsWith('.json')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const pathParams: Record<string, JsonSchema> = {};
      const query: JsonSchema = { type: 'object', properties: {}, required: [] };
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path') pathParams[parameter.name] = parameter.schema ?? { type: 'string' };
        if (parameter.in === 'query') {
          (query.properties as Record<string, JsonSchema>)[parameter.name] = parameter.schema ?? {};
          if (parameter.required) query.required?.push(parameter.name);
        }
      }
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams,
        query,
        body: content['application/json']?.schema ?? null,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return operations;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Bodies that are not what their headers say: each must be refused with a 4xx. */
const MALFORMED_BODIES: Array<{ raw: string | Uint8Array; contentType: string }> = [
  {
    raw: '{"amount":"1","amount":"1000000","currency":"USDT","currency":"BTC"}',
    contentType: 'application/json',
  },
  { raw: '{"amount":1e400}', contentType: 'application/json' },
  { raw: '{"a":', contentType: 'application/json' },
  { raw: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
  { raw: `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`, contentType: 'application/json' },
  {
    raw: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
    contentType: 'application/json',
  },
  {
    raw: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
    contentType: 'application/json',
  },
  { raw: 'amount=1&currency=USDT', contentType: 'application/x-www-form-urlencoded' },
  { raw: 'hello', contentType: 'text/plain' },
  { raw: '{"amount":"1"}', contentType: 'application/json; charset=utf-16' },
  { raw: '\ufeff{"amount":"1"}', contentType: 'application/json' },
  { raw: '{"amount":"1"}', contentType: 'multipart/form-data; boundary=x' },
  { raw: 'null', contentType: 'application/json' },
  { raw: '[]', contentType: 'application/json' },
  { raw: '"text"', contentType: 'application/json' },
];

/**
 * What a player's own requests name, field by field: amounts their balance covers, the
 * currencies they hold, networks and addresses that exist, the other player to tip. A
 * quarter of the bodies are made of these (usualBody), so that the money routes answer
 * 2xx often enough for "a 2xx leaves the ledger holding" to be tested, not only their
 * refusals.
 */
const REALISTIC: Record<string, readonly unknown[]> = {
  amount: ['0.01', '0.5', '1', '20'],
  currency: ['USDT', 'BTC'],
  fiat: ['USD'],
  network: ['ETH', 'BTC'],
  address: ['0x52908400098527886E0F7030069857D2E4169EE7', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
  region: ['en'],
  message: ['good luck everyone'],
  mode: ['real'],
  password: [PASSWORD],
};
/**
 * Whole bodies for the routes whose fields only work together (a network with its
 * address, a game's own parameters): a withdrawal to a real address above its
 * network's minimum, a bet at dice or mines (the path names one of them often).
 */
const USUAL_BODIES: Record<string, readonly object[]> = {
  'POST /api/wallet/withdraw': [
    { currency: 'USDT', network: 'ETH', address: '0x52908400098527886E0F7030069857D2E4169EE7', amount: '20' },
    {
      currency: 'BTC',
      network: 'BTC',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      amount: '0.001',
    },
  ],
  'POST /api/play/{slug}/bet': [
    { currency: 'USDT', amount: '1', params: { condition: 'under', target: 49.5 } },
    { currency: 'USDT', amount: '0.5', params: { mines: 3 } },
  ],
};

function realisticValues(username: () => string) {
  return (key: string): fc.Arbitrary<unknown> | undefined => {
    if (key === 'username' || key === 'recipient') return fc.constant(username());
    const values = REALISTIC[key];
    return values ? fc.constantFrom(...values) : undefined;
  };
}

/** A body with every field valid (another player's ids where the identity tries them). */
function validBody(schema: JsonSchema, ids: (key: string) => fc.Arbitrary<unknown> | undefined) {
  if (!schema.properties) return validValue(schema);
  const properties = schema.properties;
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) shape[key] = ids(key) ?? validValue(property);
  return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

/**
 * A body as a player's client sends it: the usual value of every field that has one,
 * the required fields valid by the schema, and no other optional field.
 */
function usualBody(
  schema: JsonSchema,
  ids: (key: string) => fc.Arbitrary<unknown> | undefined,
  usual: (key: string) => fc.Arbitrary<unknown> | undefined,
) {
  if (!schema.properties) return validValue(schema);
  const required = new Set(schema.required ?? []);
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(schema.properties)) {
    const own = ids(key) ?? usual(key);
    if (own) shape[key] = own;
    else if (required.has(key)) shape[key] = validValue(property);
  }
  return fc.record(shape);
}

/** A path parameter's value: what a real request names, what its schema allows, or hostile text. */
function pathParamValue(name: string, schema: JsonSchema, own: fc.Arbitrary<string> | undefined) {
  const real: Record<string, string[]> = {
    slug: ['dice', 'mines', 'blackjack'],
    region: ['en', 'es'],
    fiat: ['USD', 'EUR'],
    providerId: ['studio', 'pragmatic'],
    name: ['support', 'vitalik.eth'],
    slot: ['front', 'back'],
  };
  return fc.oneof(
    {
      weight: 3,
      arbitrary: own ?? fc.constantFrom(...(real[name] ?? ['00000000-0000-4000-8000-000000000000'])),
    },
    { weight: 2, arbitrary: validValue(schema).map(String) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  );
}

/**
 * A path segment as a URL carries it. A lone surrogate has no UTF-8 form, so it goes as
 * the three bytes it would have had (invalid UTF-8: one more thing the server must refuse).
 */
function encodePathPart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((character) => {
        const unit = character.charCodeAt(0);
        if (character.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(character);
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      })
      .join('');
  }
}

function requestFor(
  operation: Operation,
  ids: (key: string) => fc.Arbitrary<unknown> | undefined,
  usual?: (key: string) => fc.Arbitrary<unknown> | undefined,
): fc.Arbitrary<FuzzRequest> {
  const names = Object.keys(operation.pathParams);
  const params = fc.tuple(
    ...names.map((name) =>
      pathParamValue(name, operation.pathParams[name] ?? {}, ids(name) as fc.Arbitrary<string> | undefined),
    ),
  );
  const query = fc.oneof(validBody(operation.query, ids), mixedObject(operation.query, ids)) as fc.Arbitrary<
    Record<string, unknown>
  >;
  const sendsBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const body: fc.Arbitrary<Pick<FuzzRequest, 'json' | 'raw' | 'contentType'>> = !sendsBody
    ? fc.constant({})
    : fc.oneof(
        // Wholly valid bodies reach the use case behind the schema; mixed ones its checks.
        { weight: 3, arbitrary: validBody(operation.body ?? {}, ids).map((json) => ({ json })) },
        ...(usual
          ? [{ weight: 3, arbitrary: usualBody(operation.body ?? {}, ids, usual).map((json) => ({ json })) }]
          : []),
        ...(usual && USUAL_BODIES[`${operation.method} ${operation.path}`]
          ? [
              {
                weight: 3,
                arbitrary: fc
                  .constantFrom(...(USUAL_BODIES[`${operation.method} ${operation.path}`] ?? []))
                  .map((json) => ({ json })),
              },
            ]
          : []),
        { weight: 4, arbitrary: mixedObject(operation.body ?? {}, ids).map((json) => ({ json })) },
        { weight: 1, arbitrary: hostileValue({}).map((json) => ({ json })) },
        { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_BODIES) },
      );
  return fc.tuple(params, query, body).map(([values, fields, payload]) => {
    let path = operation.path;
    names.forEach((name, index) => {
      path = path.replace(`{${name}}`, encodePathPart(String(values[index])));
    });
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
      }
    }
    const queryText = search.toString();
    return { method: operation.method, path: queryText ? `${path}?${queryText}` : path, ...payload };
  });
}

async function send(client: TestClient, request: FuzzRequest) {
  const headers: Record<string, string> = {};
  if (client.cookies.size > 0) {
    headers.cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  let body: string | Uint8Array | undefined;
  if (request.json !== undefined) {
    body = JSON.stringify(request.json);
    headers['content-type'] = 'application/json';
  } else if (request.raw !== undefined) {
    body = typeof request.raw === 'string' ? request.raw : new Uint8Array(request.raw);
    headers['content-type'] = request.contentType ?? 'application/json';
  }
  const response = await fetch(client.baseUrl + request.path, { method: request.method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: kept as text, which the properties below report.
  }
  return { status: response.status, body: parsed, retryAfter: response.headers.get('retry-after') };
}

let server: TestServer;
const clients = {} as Record<Identity, TestClient>;
const players: Array<{ userId: string; username: string }> = [];
let victim: { userId: string; username: string };

async function newPlayer() {
  const registered = await registerPlayer(server);
  await fund(server, registered.userId, 'USDT', '100');
  await fund(server, registered.userId, 'BTC', '0.01');
  players.push(registered);
  return registered;
}

/** What a 4xx must leave as it was: the players' balances, their transfers and their accounts' settings. */
async function stateOfPlayers(): Promise<string> {
  const db = server.context.database.db;
  const ids = players.map((player) => player.userId);
  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'balance'])
    .where('user_id', 'in', ids)
    .orderBy('id')
    .execute();
  const transfers = await sql<{ count: string }>`
    SELECT count(*)::text AS count FROM transfers t JOIN accounts a
      ON a.id = t.debit_account_id OR a.id = t.credit_account_id
    WHERE a.user_id IN (${sql.join(ids)})
  `.execute(db);
  const users = await db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'email',
      'password_hash',
      'role',
      'excluded_until',
      'excluded_permanently',
      'private',
      'referrer_code',
      'totp_enabled_at',
      'locked_at',
    ])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  return JSON.stringify({ accounts, transfers: transfers.rows, users });
}

/** With FUZZ_REPORT, the last refusal each route gave per status, to see why valid bodies were refused. */
const seenRefusals = new Map<string, string>();

const ERROR_BODY = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { message?: unknown }).message === 'string' &&
  typeof (body as { code?: unknown }).code === 'string';

/** Checks one answer; returns what is wrong with it, or null. */
async function judge(request: FuzzRequest, client: TestClient, statuses?: Record<number, number>) {
  const before = await stateOfPlayers();
  const answer = await send(client, request);
  if (statuses) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  if (REPORT && answer.status >= 400) {
    const said = (answer.body as { message?: string } | undefined)?.message;
    if (said) seenRefusals.set(`${request.method} ${request.path.split('?')[0]} ${answer.status}`, said);
  }
  if (answer.status >= 500 && !(answer.status === 503 && answer.retryAfter)) {
    return `${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
  }
  if (answer.status >= 400 && answer.status < 500) {
    if (!ERROR_BODY(answer.body))
      return `${answer.status} without the error body: ${String(answer.body).slice(0, 200)}`;
    const after = await stateOfPlayers();
    if (after !== before)
      return `${answer.status} ${JSON.stringify(answer.body)} but the players' state changed`;
  }
  return null;
}

function describeRequest(request: FuzzRequest): string {
  const body =
    request.json !== undefined
      ? JSON.stringify(request.json)
      : request.raw === undefined
        ? ''
        : typeof request.raw === 'string'
          ? `${request.contentType}: ${request.raw}`
          : `${request.contentType}: bytes ${Buffer.from(request.raw).toString('hex')}`;
  return `${request.method} ${request.path} ${body.slice(0, 300)}`;
}

/** Makes the shared clients usable again after a request signed one out (logout, a revoked session). */
async function restoreSessions() {
  for (const identity of ['player', 'other-player'] as const) {
    const current = await clients[identity].get('/api/user/current');
    if (current.status !== 200 || !current.body?.user) clients[identity] = (await newPlayer()).client;
  }
  const staff = await clients.staff.get('/api/user/current');
  if (staff.status !== 200 || !staff.body?.user)
    clients.staff = (await registerStaff(server, undefined, 'support')).client;
}

beforeAll(async () => {
  // The socket's per-second and per-minute limits would close most connections within a
  // few frames; lifted, every frame reaches the code behind them (socket-limits.test.ts
  // holds the limits themselves).
  server = await startTestServer({
    env: { SOCKET_MAX_MESSAGES_PER_SECOND: '1000000', SOCKET_LOGINS_PER_MINUTE: '10000' },
  });
  clients.visitor = server.client();
  clients.player = (await newPlayer()).client;
  victim = await newPlayer();
  clients['other-player'] = (await newPlayer()).client;
  const staff = await registerStaff(server, undefined, 'support');
  players.push(staff);
  clients.staff = staff.client;
});
afterAll(() => server.close());

describe('every route, every input', () => {
  it('replays the requests that failed once', async () => {
    const failures: string[] = [];
    for (const { identity, request } of FUZZ_REGRESSIONS) {
      const problem = await judge(request, clients[identity]);
      if (problem) failures.push(`${identity}: ${describeRequest(request)} -> ${problem}`);
      await restoreSessions();
    }
    expect(failures).toEqual([]);
    expect(await checkLedger(server.context.database.db)).toEqual([]);
  });

  it(
    `answers every generated request with no 5xx, and a 4xx that changes nothing (seed ${SEED})`,
    async () => {
      const document = (await clients.visitor.get('/api/openapi.json')).body;
      const operations = operationsOf(document);
      expect(operations.length).toBeGreaterThan(150);
      const failures: string[] = [];
      const counts: Array<{ route: string; sent: number; statuses: Record<number, number> }> = [];

      // Another player's ids wherever an id or a name goes, for the identity that tries them.
      const victimIds = (key: string) =>
        /(^id$|Id$|^userId$)/.test(key)
          ? fc.constant(victim.userId)
          : /^(username|name|recipient|code)$/.test(key)
            ? fc.constant(victim.username)
            : undefined;

      for (const operation of operations) {
        const statuses: Record<number, number> = {};
        let sent = 0;
        for (const identity of IDENTITIES) {
          const arbitrary = requestFor(
            operation,
            identity === 'other-player' ? victimIds : () => undefined,
            identity === 'visitor' ? undefined : realisticValues(() => victim.username),
          );
          const result = await fc.check(
            fc.asyncProperty(arbitrary, async (request) => {
              sent += 1;
              const problem = await judge(request, clients[identity], statuses);
              if (problem) throw new Error(problem);
            }),
            { numRuns: RUNS, seed: SEED, endOnFailure: true },
          );
          if (result.failed) {
            const [request] = result.counterexample ?? [];
            failures.push(
              `${identity}: ${request ? describeRequest(request) : '?'} -> ${String(result.errorInstance instanceof Error ? result.errorInstance.message : result.errorInstance)}`,
            );
          }
          await restoreSessions();
        }
        const problems = await checkLedger(server.context.database.db);
        if (problems.length > 0)
          failures.push(`${operation.method} ${operation.path}: ledger ${JSON.stringify(problems)}`);
        counts.push({ route: `${operation.method} ${operation.path}`, sent, statuses });
      }
      if (REPORT) {
        const histogram = (statuses: Record<number, number>) =>
          Object.entries(statuses)
            .map(([status, count]) => `${status}×${count}`)
            .join(' ');
        console.log(
          counts
            .map((count) => `${String(count.sent).padStart(6)}  ${count.route}  ${histogram(count.statuses)}`)
            .join('\n'),
        );
        console.log(
          `${counts.reduce((total, count) => total + count.sent, 0)} requests to ${counts.length} routes, seed ${SEED}`,
        );
        console.log([...seenRefusals].map(([where, message]) => `  ${where}: ${message}`).join('\n'));
      }
      expect(failures).toEqual([]);
    },
    TIMEOUT_MS,
  );
});

/** Frames that are not what the socket's protocol allows: each must get an error, or a close the protocol names. */
const MALFORMED_FRAMES: readonly string[] = [
  '',
  '{',
  'null',
  '[]',
  '"ping"',
  '{"type":"ping","type":"login"}',
  '{"type":"subscribe","id":"1","payload":{"feed":"__proto__"}}',
  '{"__proto__":{"type":"ping"}}',
  `{"type":"subscribe","id":"${'9'.repeat(400)}","payload":{"feed":"all-bets"}}`,
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  'x'.repeat(70_000),
];

/** Closes the protocol itself makes for a client that breaks it; anything else (1006, 1011) is a fault. */
const EXPECTED_CLOSES = new Set<number>([
  SocketCloseCode.NotInitialised,
  SocketCloseCode.TooManyMessages,
  SocketCloseCode.TooManyLogins,
  SocketCloseCode.TooBig,
  1000,
  1005,
]);

describe('every socket message', () => {
  it(
    `answers every generated frame within the protocol, and never with an internal error (seed ${SEED})`,
    async () => {
      const document = (await clients.visitor.get('/api/asyncapi.json')).body;
      const clientMessage = document.components.messages.clientMessage.payload as JsonSchema;
      const variants = clientMessage.oneOf ?? clientMessage.anyOf ?? [clientMessage];
      expect(variants.length).toBeGreaterThan(4);
      const frame = fc.oneof(
        {
          weight: 6,
          arbitrary: fc
            .constantFrom(...variants)
            .chain((variant) => mixedObject(variant))
            .map((m) => JSON.stringify(m)),
        },
        { weight: 1, arbitrary: hostileValue({}).map((value) => JSON.stringify(value) ?? 'undefined') },
        { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_FRAMES) },
      );
      const failures: string[] = [];
      let frames = 0;

      for (const identity of ['visitor', 'player'] as const) {
        const cookie = [...clients[identity].cookies].map(([name, value]) => `${name}=${value}`).join('; ');
        let socket: SocketClient | null = null;
        const seen: unknown[] = [];
        const connect = async () => {
          const opened = await SocketClient.open(server.url, cookie ? { cookie } : {});
          opened.ws.on('message', (data) => seen.push(JSON.parse(data.toString())));
          void opened.closed.then(({ code }) => {
            if (!EXPECTED_CLOSES.has(code)) failures.push(`${identity}: the socket closed with ${code}`);
          });
          if (Math.random() < 0.9) await opened.init();
          return opened;
        };
        const result = await fc.check(
          fc.asyncProperty(frame, async (text) => {
            frames += 1;
            if (!socket || socket.ws.readyState !== socket.ws.OPEN) socket = await connect();
            const current: SocketClient = socket;
            current.ws.send(text);
            // A ping after each frame, and its pong awaited: the connection still serves, and
            // the frames go one at a time. A close the protocol makes ends the wait instead.
            if (current.ws.readyState !== current.ws.OPEN) return;
            current.ws.send('{"type":"ping"}');
            await Promise.race([
              current.nextOfType('pong', undefined, 10_000).catch(() => null),
              current.closed,
            ]);
          }),
          { numRuns: RUNS * 40, seed: SEED },
        );
        if (result.failed) failures.push(`${identity}: ${String(result.errorInstance)}`);
        // What the server still had in hand has answered by now.
        await new Promise((resolve) => setTimeout(resolve, 300));
        (socket as SocketClient | null)?.ws.close();
        for (const message of seen) {
          const parsed = serverMessageSchema.safeParse(message);
          if (!parsed.success)
            failures.push(`${identity}: a frame outside the protocol: ${JSON.stringify(message)}`);
          else if (
            parsed.data.type === 'error' &&
            parsed.data.payload.message.startsWith('Something went wrong')
          ) {
            failures.push(`${identity}: an internal error answered a frame`);
          }
        }
      }
      // The node still serves sockets after all of it.
      const fresh = await SocketClient.open(server.url);
      await fresh.init();
      fresh.send({ type: 'ping' });
      await fresh.nextOfType('pong');
      fresh.ws.close();
      expect(frames).toBeGreaterThan(0);
      expect(failures).toEqual([]);
    },
    TIMEOUT_MS,
  );
});
