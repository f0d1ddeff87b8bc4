import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  registerPlayer,
  startTestServer,
  type TestClient,
  type TestServer,
  uniqueUsername,
} from '../test/harness';
import { fund } from '../test/wallet-helpers';

/**
 * Bad input is a 4xx, on every route: each route is called with each of its path
 * parameters, query fields and body fields replaced, one at a time, by strings that
 * have broken servers before (a NUL byte, which PostgreSQL refuses in text; names of
 * Object.prototype, which a plain-object look-up finds), logged in as a player and as
 * staff. Real: HTTP, the database, the bus. The route list is read from the server
 * itself, so a new route without a sample request below fails this test.
 */
const HOSTILE = [
  '\u0000',
  'dice\u0000',
  'a\u0000b@x.io',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
];

const uuid = randomUUID();
const SAMPLE_PARAMS: Record<string, string> = {
  slug: 'dice',
  id: uuid,
  fiat: 'USD',
  name: 'vitalik.eth',
  address: '0x0000000000000000000000000000000000000001',
  slot: 'front',
  region: 'en',
  code: 'no-such-campaign',
};

/** A query that the route accepts, per GET route that reads one. */
const SAMPLE_QUERIES: Record<string, Record<string, string>> = {
  '/api/casino/games': { limit: '10', offset: '0', category: 'originals', provider: 'Ante' },
  '/api/casino/games/search': { query: 'dic' },
  '/api/casino/competitions': { campaignId: 'c1' },
  '/api/casino/competitions/:id/leaderboard': { startAt: '1' },
  '/api/feeds/jackpot/history': { limit: '5' },
  '/api/wallet/transactions': { kind: 'deposit', limit: '5', offset: '0' },
  '/api/admin/chat/mutes': { username: 'nobody_here' },
  '/api/admin/support/conversations': { view: 'open' },
  '/api/admin/errors': { limit: '10' },
};

/** A body that the route accepts (or refuses only for the state it finds), per POST route. */
function sampleBodies(friend: string): Record<string, unknown> {
  const bet = { currency: 'USDT', amount: '0', params: { condition: 'under', target: 50 } };
  return {
    '/api/client-errors': { message: 'boom', stack: 'at x', componentStack: 'in X', url: '/x' },
    '/api/casino/games/:slug/favorite': { favorite: true },
    '/api/user/activate-email': { verificationCode: 'a'.repeat(64) },
    '/api/user/register': {
      username: uniqueUsername(),
      password: PASSWORD,
      email: 'new@x.io',
      referrer: 'r1',
    },
    '/api/user/login': { username: friend, password: PASSWORD },
    '/api/user/login/google': { token: 'code', state: 'state', iss: 'https://accounts.google.com' },
    '/api/user/login/google/totp': { totpCode: '123456' },
    '/api/user/register/google': { username: uniqueUsername(), referrer: 'r1' },
    '/api/user/login/metamask': {
      address: SAMPLE_PARAMS.address,
      signature: `0x${'1'.repeat(130)}`,
      message: 'localhost wants you to sign in with your Ethereum account:',
    },
    '/api/user/register/metamask': {
      address: SAMPLE_PARAMS.address,
      signature: `0x${'1'.repeat(130)}`,
      username: uniqueUsername(),
      referrer: 'r1',
    },
    '/api/user/change-password': { currentPassword: 'wrong password', newPassword: PASSWORD },
    '/api/user/set-email': { email: 'player@x.io', password: PASSWORD },
    '/api/user/start-pw-reset': { email: 'player@x.io' },
    '/api/user/finish-pw-reset': { token: 'a'.repeat(64), password: PASSWORD },
    '/api/user/send-verify-email': {},
    '/api/user/sessions/revoke': { id: uuid },
    '/api/user/seed/current': { clientSeed: 'seed' },
    '/api/user/seed/rotate': { clientSeed: 'seed' },
    '/api/user/exclude/init': { otp: '123456' },
    '/api/user/exclude/reopen': {},
    '/api/user/totp/verify': { code: '123456' },
    '/api/user/totp/disable': { code: '123456' },
    '/api/user/exclude/update': { token: 'a'.repeat(64), timeframe: 'day' },
    '/api/user/limits': { kind: 'loss', period: 'day', amountUsd: '100' },
    '/api/user/reality-check': { minutes: 30 },
    '/api/user/limits/confirm': { kind: 'loss', period: 'day' },
    '/api/user/limits/deposit-offer/decline': {},
    '/api/user/friends': { gameSlug: 'dice' },
    '/api/user/friends/add': { username: friend },
    '/api/user/friends/remove': { username: friend },
    '/api/user/friends/set-favorite': { username: friend, isFavorite: true },
    '/api/user/friends/set-status': { appearOffline: false },
    '/api/wallet/vault/deposit': { currency: 'USDT', amount: '1' },
    '/api/wallet/vault/withdraw': { currency: 'USDT', amount: '1', password: 'wrong password' },
    '/api/wallet/deposit': { currency: 'USDT' },
    '/api/wallet/withdraw': {
      currency: 'ETH',
      network: 'ethereum',
      address: '0x0000000000000000000000000000000000000001',
      amount: '100000',
    },
    '/api/wallet/withdraw/cancel': { withdrawId: uuid },
    '/api/wallet/tip/send': { username: friend, currency: 'USDT', amount: '1' },
    '/api/feeds/chat/:region/send': { message: 'hello' },
    '/api/feeds/chat/:region/rain': { currency: 'USDT', amount: '1', recipients: 2 },
    '/api/play/rounds/info': { roundIds: [uuid] },
    '/api/casino/games/:slug/launch': { currency: 'BTC', mode: 'real' },
    // Unsigned, so refused before the body is read: providers.test.ts sends hostile signed ones.
    '/api/provider/:providerId/authenticate': { token: 'token' },
    '/api/provider/:providerId/balance': { sessionId: uuid },
    '/api/provider/:providerId/bet': { sessionId: uuid, transactionId: 't1', roundId: 'r1', amount: '1' },
    '/api/provider/:providerId/win': {
      sessionId: uuid,
      transactionId: 't2',
      roundId: 'r1',
      amount: '1',
      roundClosed: true,
    },
    '/api/provider/:providerId/rollback': {
      sessionId: uuid,
      transactionId: 't3',
      originalTransactionId: 't1',
    },
    '/api/play/:slug/bet': bet,
    '/api/play/:slug/next': { roundId: uuid, action: 'hit', tile: 1 },
    '/api/play/:slug/cashout': { roundId: uuid },
    '/api/play/:slug/verify': {
      serverSeed: 'server',
      clientSeed: 'client',
      nonce: 0,
      params: { condition: 'under', target: 50 },
    },
    '/api/rewards/rollover-offer/confirm': { optIn: false },
    '/api/rewards/stats/privacy': { private: false },
    '/api/affiliate/campaigns': { name: 'Spring', code: uniqueUsername('c') },
    '/api/affiliate/campaign/:id/rename': { name: 'Spring' },
    '/api/affiliate/campaign/:id/code': { code: uniqueUsername('c') },
    '/api/affiliate/campaign/:id/users': { limit: 10, offset: 0, sort: 'created' },
    '/api/affiliate/code/:code/hit': {},
    '/api/user/set-referrer': { code: friend },
    '/api/rewards/claim/level-up': { currency: 'USDT', level: 1 },
    '/api/rewards/claim/rakeback': {},
    '/api/affiliate/campaign/:id/claim': {},
    '/api/admin/affiliate/campaign/:id/commission': { percent: 12.5 },
    '/api/rewards/claim/code': { code: 'NO_SUCH_CODE', currency: 'USDT' },
    '/api/admin/codes': {
      code: uniqueUsername('c'),
      rewardUsd: '1',
      currency: 'USDT',
      maxUses: 2,
      perPlayer: 1,
      startsAt: '2030-01-01T00:00:00Z',
      expiresAt: '2030-01-02T00:00:00Z',
      minWagerUsd7d: '10',
    },
    '/api/admin/codes/:id/disable': {},
    '/api/rewards/offer/check': { code: 'NO_SUCH_OFFER' },
    '/api/rewards/offer/claim': { code: 'NO_SUCH_OFFER', currency: 'USDT' },
    '/api/admin/offers': {
      kind: 'free',
      code: uniqueUsername('o'),
      amountUsd: '1',
      rollover: 200,
      maxBetUsd: '5',
      days: 7,
      maxUses: 2,
      startsAt: '2030-01-01T00:00:00Z',
      expiresAt: '2030-01-02T00:00:00Z',
      minRankId: 0,
    },
    '/api/admin/offers/:id/disable': {},
    '/api/rewards/claim/weekly': { currency: 'USDT' },
    '/api/rewards/claim/monthly': { currency: 'USDT' },
    '/api/user/verify/level-1': {
      fullName: 'Ada Lovelace',
      dateOfBirth: '1990-12-10',
      country: 'DE',
      addressLine: '12 Analytical Street',
      city: 'Berlin',
      postalCode: '10115',
    },
    // Multipart uploads: a JSON body is refused (415) before anything is read.
    '/api/user/verify/level-2': { front: 'x', back: 'y' },
    '/api/user/verify/level-3': { document: 'x' },
    '/api/user/verify/level-4': { document: 'x', sourceOfFunds: 'salary', occupation: 'Engineer' },
    '/api/admin/verification/:id/approve': {},
    '/api/admin/verification/:id/reject': { reason: 'The photo is blurred.' },
    '/api/admin/game-message': { gameSlug: 'dice', message: 'Paused', username: friend },
    '/api/admin/competitions': {
      name: 'Race',
      startsAt: '2030-01-01T00:00:00Z',
      endsAt: '2030-01-02T00:00:00Z',
      games: ['dice'],
      prizes: ['10'],
      prizeCurrency: 'USDT',
      campaignId: 'c1',
    },
    '/api/admin/competitions/:id/cancel': {},
    '/api/feeds/chat/mute': { username: friend, durationMinutes: 15, reason: 'Spam' },
    '/api/admin/chat/delete': { id: uuid },
    '/api/support/messages': { message: 'hello', email: 'visitor@x.io' },
    '/api/support/read': {},
    '/api/admin/support/conversations/:id/take': {},
    '/api/admin/support/conversations/:id/reply': { message: 'hello' },
    '/api/admin/support/conversations/:id/close': {},
    '/api/admin/staff/role': { userId: uuid, role: 'support' },
    '/api/admin/players/:id/limits': { kind: 'loss', period: 'day', amountUsd: '100' },
    '/api/admin/players/:id/lock': { reason: 'Chargeback' },
    '/api/admin/players/:id/unlock': {},
    '/api/admin/players/:id/logout': {},
    '/api/admin/players/:id/notes': { body: 'Called about a deposit' },
    '/api/admin/players/:id/adjustments': { currency: 'USDT', amount: '-1', reason: 'Correction' },
    '/api/admin/adjustments/:id/approve': {},
    '/api/admin/adjustments/:id/reject': { note: 'No' },
    '/api/admin/withdrawals/:id/approve': {},
    '/api/admin/withdrawals/:id/reject': { reason: 'Source of funds' },
    '/api/admin/games/:slug': { popularity: 5 },
    '/api/admin/risk/scan': {},
    '/api/admin/solvency/snapshot': {},
    '/api/admin/pot/terms': {
      enabled: true,
      seedUsd: '1000',
      maxUsd: '2000',
      contribution: '0.005',
      oddsUsd: '2000000',
      minBetUsd: '0.1',
    },
    '/api/admin/pot/terms/reset': {},
    '/api/admin/risk/:id/dismiss': { note: 'Same household' },
    '/api/admin/roles/:name': { description: 'Night shift', permissions: ['players.read'] },
    '/api/dev/chain/faucet': { network: 'ETH', currency: 'ETH', address: 'nowhere', amount: '1' },
    '/api/dev/chain/mine': { network: 'ETH', blocks: 1 },
  };
}

/**
 * More bodies for a route whose body takes several shapes, each shape sent as the
 * sample is: a limit in dollars or in minutes.
 */
const MORE_BODIES: Record<string, unknown[]> = {
  '/api/user/limits': [{ kind: 'time', period: 'week', amountMinutes: 90 }],
  '/api/admin/players/:id/limits': [{ kind: 'time', period: 'week', amountMinutes: 90 }],
};

/** Every route of the server as [method, url], read from Fastify's route tree. */
function routesOf(server: TestServer): Array<[string, string]> {
  const routes: Array<[string, string]> = [];
  const stack: Array<{ depth: number; path: string }> = [];
  for (const line of server.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    while (stack.length > depth) stack.pop();
    const path = (stack.at(-1)?.path ?? '') + (match[2] ?? '');
    stack.push({ depth, path });
    for (const method of (match[3] ?? '').split(', ')) {
      if (method === 'GET' || method === 'POST' || method === 'PUT') routes.push([method, path]);
    }
  }
  return routes;
}

/** The same value with one string (a leaf of an object or list) replaced, for every string in it. */
function* replaceEachString(value: unknown, by: string): Generator<unknown> {
  if (typeof value === 'string') {
    yield by;
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      for (const replaced of replaceEachString(value[i], by)) {
        yield value.map((item, at) => (at === i ? replaced : item));
      }
    }
  } else if (value && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      for (const replaced of replaceEachString(field, by)) yield { ...value, [key]: replaced };
    }
  }
}

function pathWith(route: string, params: Record<string, string>): string {
  return route.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? SAMPLE_PARAMS[name] ?? 'x'),
  );
}

let server: TestServer;
let player: TestClient;
let staff: TestClient;
let friend: string;
beforeAll(async () => {
  server = await startTestServer();
  const registered = await registerPlayer(server);
  player = registered.client;
  await fund(server, registered.userId, 'USDT', '100');
  const admin = await registerPlayer(server);
  staff = admin.client;
  await server.context.database.db
    .updateTable('users')
    .set({ role: 'admin' })
    .where('id', '=', admin.userId)
    .execute();
  friend = (await registerPlayer(server)).username;
});
afterAll(() => server.close());

describe('hostile strings on every route', () => {
  it('never answer 500, whoever sends them and wherever they are', async () => {
    const routes = routesOf(server);
    expect(routes.length).toBeGreaterThan(60);
    const bodies = sampleBodies(friend);
    const failures: string[] = [];

    async function send(client: TestClient, method: string, path: string, body?: unknown, rawBody?: string) {
      const response = await client.request(method, path, {
        ...(body === undefined ? {} : { body }),
        ...(rawBody === undefined ? {} : { rawBody, headers: { 'content-type': 'application/json' } }),
      });
      // 503 is a service that is not configured here (ENS lookups without ETH_RPC_URL).
      if (response.status >= 500 && response.status !== 503) {
        failures.push(`${method} ${path} ${rawBody ?? JSON.stringify(body)} -> ${response.status}`);
      }
    }

    for (const [method, route] of routes) {
      // The API's documentation (Swagger UI's files and the OpenAPI document) reads no input.
      if (route.startsWith('/api/docs') || route === '/api/openapi.json') continue;
      const sendsBody = method === 'POST' || method === 'PUT';
      const body = sendsBody ? bodies[route] : undefined;
      if (sendsBody) expect(body, `a sample body for ${method} ${route}`).toBeDefined();
      const query = SAMPLE_QUERIES[route] ?? {};
      const params = [...route.matchAll(/:(\w+)/g)].map((found) => found[1] ?? '');
      // Signing in, up or out would change who the shared clients are: a fresh client each time.
      const signsIn = ['/api/user/register', '/api/user/login', '/api/user/logout'].includes(route);
      for (const shared of [player, staff]) {
        const client = signsIn ? server.client() : shared;
        for (const hostile of HOSTILE) {
          const queryString = (fields: Record<string, string>) =>
            Object.keys(fields).length > 0 ? `?${new URLSearchParams(fields)}` : '';
          for (const param of params) {
            await send(client, method, pathWith(route, { [param]: hostile }) + queryString(query), body);
          }
          for (const replaced of replaceEachString(query, hostile)) {
            await send(
              client,
              method,
              pathWith(route, {}) + queryString(replaced as Record<string, string>),
              body,
            );
          }
          for (const sample of body === undefined ? [] : [body, ...(MORE_BODIES[route] ?? [])]) {
            for (const replaced of replaceEachString(sample, hostile)) {
              await send(client, method, pathWith(route, {}), replaced);
            }
          }
        }
        if (method === 'GET') {
          await send(client, method, `${pathWith(route, {})}?__proto__=x&constructor=y&toString=z`);
        } else {
          for (const key of ['__proto__', 'constructor']) {
            await send(client, method, pathWith(route, {}), undefined, `{"${key}":{"prototype":{"x":1}}}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Thousands of requests, growing with every route: a loaded machine needs more than
    // the default time, and this bounds a hang rather than measuring speed.
  }, 180_000);
});

describe('the input guard and the game registries', () => {
  it('refuses a NUL byte in usernames, searches and slugs with a 400 naming the field', async () => {
    const anonymous = server.client();
    const refused = [
      await anonymous.post('/api/user/register', { username: 'nul\u0000name', password: PASSWORD }),
      await anonymous.post('/api/user/login', { username: 'nul\u0000name', password: PASSWORD }),
      await player.post('/api/user/friends/add', { username: `${friend}\u0000` }),
      await player.post('/api/wallet/tip/send', {
        username: `${friend}\u0000`,
        currency: 'USDT',
        amount: '1',
      }),
      await staff.post('/api/admin/game-message', {
        gameSlug: 'dice',
        message: 'Paused',
        username: 'a\u0000',
      }),
      await anonymous.get('/api/casino/games/search?query=di%00ce'),
      await anonymous.get('/api/casino/games/dice%00'),
      await player.post('/api/play/dice%00/bet', { currency: 'USDT', amount: '0', params: {} }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: expect.stringContaining('control characters'),
        code: 'VALIDATION',
        field: expect.any(String),
      });
    }
    expect(refused[1]?.body.message).toBe('username must not contain control characters');
    expect(refused[6]?.body.message).toBe('slug must not contain control characters');
  });

  it('keeps line breaks and tabs, which free text may hold', async () => {
    const response = await staff.post('/api/admin/game-message', {
      gameSlug: 'dice',
      message: 'Paused for maintenance:\n\tback at noon.\r\n',
    });
    expect(response.status).toBe(200);
  });

  it("answers 404 for a game named after one of Object.prototype's members, on every play route", async () => {
    for (const slug of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const calls = [
        await player.post(`/api/play/${slug}/bet`, { currency: 'USDT', amount: '0', params: {} }),
        await player.post(`/api/play/${slug}/next`, { roundId: uuid, action: 'hit' }),
        await player.post(`/api/play/${slug}/cashout`, { roundId: uuid }),
        await player.get(`/api/play/${slug}/active`),
        await player.post(`/api/play/${slug}/verify`, { serverSeed: 's', clientSeed: 'c', nonce: 0 }),
      ];
      for (const response of calls) {
        expect(response.status, slug).toBe(404);
        expect(response.body.code).toBe('NOT_FOUND');
      }
    }
  });
});
