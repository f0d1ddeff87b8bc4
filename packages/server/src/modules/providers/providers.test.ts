import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import {
  fromDecimalString,
  providerHmacSignature,
  providerSignedPayload,
  rewardEdge,
  toDecimalString,
} from '@ante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { writeProviderFiles } from '../../test/provider-files';
import { balanceOf, expectLedgerSound, fund } from '../../test/wallet-helpers';

/**
 * The seamless-wallet protocol end to end over HTTP: a launch, then the provider's
 * signed callbacks as a provider sends them, with the ledger checked after each group.
 */
const HMAC_KEY = 'lucky-forge-shared-secret-0123456789';
const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ecdsa = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const pem = (key: { export(options: { type: 'spki'; format: 'pem' }): string | Buffer }) =>
  key.export({ type: 'spki', format: 'pem' }).toString();

type Signer = (raw: string, t: number) => string;
const hmacSigner =
  (key: string): Signer =>
  (raw, t) =>
    providerHmacSignature(key, raw, t);
const keySigner =
  (privateKey: Parameters<typeof sign>[2]): Signer =>
  (raw, t) =>
    `t=${t},v1=${sign('sha256', Buffer.from(providerSignedPayload(t, raw)), privateKey).toString('hex')}`;

const SIGNERS: Record<string, Signer> = {
  'lucky-forge': hmacSigner(HMAC_KEY),
  'rsa-house': keySigner(rsa.privateKey),
  'ec-house': keySigner(ecdsa.privateKey),
};

let server: TestServer;
let files: ReturnType<typeof writeProviderFiles>;

beforeAll(async () => {
  files = writeProviderFiles(
    [
      { id: 'lucky-forge', scheme: 'hmac-sha256', key: HMAC_KEY },
      { id: 'rsa-house', scheme: 'rsa-sha256', key: pem(rsa.publicKey) },
      { id: 'ec-house', scheme: 'ecdsa-sha256', key: pem(ecdsa.publicKey) },
      { id: 'walled', scheme: 'hmac-sha256', key: HMAC_KEY, allowedAddresses: ['203.0.113.0/24'] },
    ],
    [
      { slug: 'forge-reels', providerId: 'lucky-forge', maxMultiplier: '100' },
      { slug: 'rsa-reels', providerId: 'rsa-house', maxMultiplier: '100' },
      { slug: 'ec-reels', providerId: 'ec-house', maxMultiplier: '100' },
      { slug: 'walled-reels', providerId: 'walled', maxMultiplier: '100' },
    ],
  );
  server = await startTestServer({
    env: { ...files.env, BET_MAX_USD: '200000', MAX_PROFIT_USD: '100000000' },
  });
});

afterAll(async () => {
  await server?.close();
  files?.remove();
});

async function callback(
  providerId: string,
  call: string,
  body: unknown,
  options: { raw?: string; t?: number; signer?: Signer; headers?: Record<string, string> } = {},
) {
  const raw = options.raw ?? JSON.stringify(body);
  const t = options.t ?? Math.floor(Date.now() / 1000);
  const signer =
    options.signer ??
    (Object.hasOwn(SIGNERS, providerId) ? SIGNERS[providerId] : undefined) ??
    hmacSigner(HMAC_KEY);
  const response = await fetch(`${server.url}/api/provider/${providerId}/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': signer(raw, t), ...options.headers },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function launch(client: TestClient, slug: string, currency = 'BTC') {
  const response = await client.post(`/api/casino/games/${slug}/launch`, { currency, mode: 'real' });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return new URL(response.body.url);
}

/** A funded player with an authenticated session of `slug`. */
async function session(slug = 'forge-reels', providerId = 'lucky-forge', funds = '1') {
  const player = await registerPlayer(server);
  await fund(server, player.userId, 'BTC', funds);
  const url = await launch(player.client, slug);
  const auth = await callback(providerId, 'authenticate', { token: url.searchParams.get('token') });
  expect(auth.status, JSON.stringify(auth.body)).toBe(200);
  return { ...player, sessionId: auth.body.sessionId as string, providerId };
}

const id = () => randomUUID();

describe('launching a provider game', () => {
  it('gives a real-money URL with a single-use token, and a demo URL without one to anyone', async () => {
    const { client, userId } = await registerPlayer(server);
    const url = await launch(client, 'forge-reels');
    expect(url.origin + url.pathname).toBe('https://lucky-forge.example/launch');
    expect(url.searchParams.get('skin')).toBe('dark');
    expect(
      Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'token' && key !== 'lobbyUrl')),
    ).toEqual({
      skin: 'dark',
      game: 'forge-reels',
      currency: 'BTC',
      mode: 'real',
      lang: 'en',
    });
    expect(url.searchParams.get('lobbyUrl')).toMatch(/\/games\/forge-reels$/);
    const token = url.searchParams.get('token');
    expect(token).toMatch(/^[\w-]{43}$/);
    const first = await callback('lucky-forge', 'authenticate', { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ playerId: userId, currency: 'BTC', balance: '0' });
    // Once only, and only for the provider it was made for.
    expect((await callback('lucky-forge', 'authenticate', { token })).body.error.code).toBe(
      'SESSION_EXPIRED',
    );
    const other = await launch(client, 'forge-reels');
    const wrongProvider = await callback('rsa-house', 'authenticate', {
      token: other.searchParams.get('token'),
    });
    expect(wrongProvider.status).toBe(401);
    expect(wrongProvider.body.error.code).toBe('SESSION_EXPIRED');

    const visitor = server.client();
    const demo = await visitor.post('/api/casino/games/forge-reels/launch', {
      currency: 'BTC',
      mode: 'demo',
    });
    expect(demo.status).toBe(200);
    expect(new URL(demo.body.url).searchParams.get('token')).toBeNull();
    expect(new URL(demo.body.url).searchParams.get('mode')).toBe('demo');
  });

  it('refuses real money to a visitor, an expired token, bad input and games no provider serves', async () => {
    const visitor = server.client();
    expect(
      (await visitor.post('/api/casino/games/forge-reels/launch', { currency: 'BTC', mode: 'real' })).status,
    ).toBe(401);
    const { client } = await registerPlayer(server);
    for (const [slug, body, status] of [
      ['dice', { currency: 'BTC', mode: 'real' }, 404],
      ['no-such-game', { currency: 'BTC', mode: 'demo' }, 404],
      ['forge-reels', { currency: 'XYZ', mode: 'real' }, 400],
      ['forge-reels', { currency: 'BTC', mode: 'free' }, 400],
      ['forge-reels', { currency: 'BTC', mode: 'real', extra: 1 }, 400],
      ['__proto__', { currency: 'BTC', mode: 'demo' }, 404],
    ] as const) {
      const response = await client.post(`/api/casino/games/${slug}/launch`, body);
      expect(response.status, `${slug} ${JSON.stringify(body)}`).toBe(status);
    }
    const url = await launch(client, 'forge-reels');
    await server.context.database.db
      .updateTable('provider_sessions')
      .set({ token_expires_at: new Date(Date.now() - 1000) })
      .where('game', '=', 'forge-reels')
      .where('authenticated_at', 'is', null)
      .execute();
    const late = await callback('lucky-forge', 'authenticate', { token: url.searchParams.get('token') });
    expect(late.body.error.code).toBe('SESSION_EXPIRED');
  });
});

describe('signatures', () => {
  it('accepts HMAC, RSA and ECDSA signatures, and refuses a wrong key, an old timestamp, a changed body or an unknown provider', async () => {
    for (const [slug, providerId] of [
      ['forge-reels', 'lucky-forge'],
      ['rsa-reels', 'rsa-house'],
      ['ec-reels', 'ec-house'],
    ] as const) {
      const player = await session(slug, providerId);
      const balance = await callback(providerId, 'balance', { sessionId: player.sessionId });
      expect(balance.status, providerId).toBe(200);
      expect(balance.body).toEqual({ balance: '1' });
    }
    const player = await session();
    const bet = { sessionId: player.sessionId, transactionId: id(), roundId: id(), amount: '0.01' };
    const otherRsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const now = Math.floor(Date.now() / 1000);
    const refusals: Array<[string, Parameters<typeof callback>[3], string?]> = [
      ['wrong key', { signer: hmacSigner('not-the-key-of-lucky-forge-at-all') }],
      ['another scheme', { signer: keySigner(otherRsa.privateKey) }],
      // 15 s past the 60 s window either way: the calls before these take time on a loaded machine.
      ['75 s old', { t: now - 75 }],
      ['75 s ahead', { t: now + 75 }],
      ['no header', { signer: () => '' }],
      ['garbage header', { signer: () => 't=abc,v1=zz' }],
      [
        'changed body',
        {
          signer: (_raw, t) =>
            providerHmacSignature(HMAC_KEY, JSON.stringify({ ...bet, amount: '0.001' }), t),
        },
      ],
    ];
    for (const [what, options] of refusals) {
      const response = await callback('lucky-forge', 'bet', bet, options);
      expect(response.status, what).toBe(401);
      expect(response.body.error.code, what).toBe('INVALID_SIGNATURE');
    }
    const ecPlayer = await session('ec-reels', 'ec-house');
    const forged = await callback(
      'ec-house',
      'balance',
      { sessionId: ecPlayer.sessionId },
      { signer: keySigner(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey) },
    );
    expect(forged.body.error.code).toBe('INVALID_SIGNATURE');
    for (const unknown of ['nobody', 'NOBODY', 'constructor', '__proto__']) {
      const response = await callback(unknown, 'bet', bet);
      expect(response.status, unknown).toBe(401);
    }
    const walled = await callback('walled', 'balance', { sessionId: player.sessionId });
    expect(walled.status).toBe(403);
    expect(walled.body.error.code).toBe('ADDRESS_NOT_ALLOWED');
    // A bet signed right but sent twice within the window is a retry, answered the same.
    expect(await balanceOf(player.client, 'BTC')).toBe('1');
  });
});

describe('bets and wins', () => {
  it('moves a bet to the provider and a win back, closes the round once and counts it like an original', async () => {
    const player = await session();
    const db = server.context.database.db;
    const xpBefore = (
      await db.selectFrom('users').select('xp').where('id', '=', player.userId).executeTakeFirstOrThrow()
    ).xp;
    const roundId = id();
    const bet = await callback('lucky-forge', 'bet', {
      sessionId: player.sessionId,
      transactionId: id(),
      roundId,
      amount: '0.1',
    });
    expect(bet).toEqual({ status: 200, body: { balance: '0.9' } });
    const second = await callback('lucky-forge', 'bet', {
      sessionId: player.sessionId,
      transactionId: id(),
      roundId,
      amount: '0.05',
    });
    expect(second.body).toEqual({ balance: '0.85' });
    const win = await callback('lucky-forge', 'win', {
      sessionId: player.sessionId,
      transactionId: id(),
      roundId,
      amount: '0.3',
      roundClosed: true,
    });
    expect(win.body).toEqual({ balance: '1.15' });
    expect(await balanceOf(player.client, 'BTC')).toBe('1.15');
    const again = await callback('lucky-forge', 'win', {
      sessionId: player.sessionId,
      transactionId: id(),
      roundId,
      amount: '1',
      roundClosed: true,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ROUND_CLOSED');

    const round = await db
      .selectFrom('rounds')
      .selectAll()
      .where('user_id', '=', player.userId)
      .executeTakeFirstOrThrow();
    expect(round).toMatchObject({
      game: 'forge-reels',
      status: 'finished',
      provider_id: 'lucky-forge',
      seed_id: null,
    });
    expect(toDecimalString(fromDecimalString(round.amount))).toBe('0.15');
    expect(toDecimalString(fromDecimalString(round.payout ?? '0'))).toBe('0.3');
    expect(round.multiplier).toBe('2.00000000');
    // The edge every reward reads is the catalogue's published 4%.
    expect(round.params).toEqual({ providerId: 'lucky-forge', rtp: '96' });
    const edge = rewardEdge(round.game, round.params);
    expect(edge && edge.n * 25n).toBe(edge?.d);
    const xpAfter = (
      await db.selectFrom('users').select('xp').where('id', '=', player.userId).executeTakeFirstOrThrow()
    ).xp;
    expect(fromDecimalString(xpAfter) - fromDecimalString(xpBefore)).toBe(fromDecimalString(round.wager_usd));
    expect(fromDecimalString(round.wager_usd)).toBeGreaterThan(0n);
    const myBets = await player.client.get('/api/feeds/my-bets');
    expect(myBets.body.bets[0]).toMatchObject({
      roundId: round.id,
      game: 'forge-reels',
      wager: '0.15',
      payout: '0.3',
    });
    const house = await db
      .selectFrom('accounts')
      .select('balance')
      .where('kind', '=', 'provider:lucky-forge')
      .where('currency', '=', 'BTC')
      .executeTakeFirstOrThrow();
    expect(fromDecimalString(house.balance)).toBeLessThan(0n);
    await expectLedgerSound(server);
  });

  it('debits a bet sent 20 times at once exactly once, and refuses its id with another body', async () => {
    const player = await session();
    const bet = { sessionId: player.sessionId, transactionId: id(), roundId: id(), amount: '0.2' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => callback('lucky-forge', 'bet', bet)));
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: { balance: '0.8' } });
    expect(await balanceOf(player.client, 'BTC')).toBe('0.8');
    const changed = await callback('lucky-forge', 'bet', { ...bet, amount: '0.3' });
    expect(changed.status).toBe(409);
    expect(changed.body.error.code).toBe('DUPLICATE_TRANSACTION');
    const asWin = await callback('lucky-forge', 'win', { ...bet, roundClosed: false });
    expect(asWin.body.error.code).toBe('DUPLICATE_TRANSACTION');
    expect(await balanceOf(player.client, 'BTC')).toBe('0.8');
    await expectLedgerSound(server);
  });

  it('refuses what the player cannot cover, a break, a bet over the cap, and a round or session it does not know', async () => {
    const player = await session();
    const base = { sessionId: player.sessionId, roundId: id() };
    const broke = await callback('lucky-forge', 'bet', { ...base, transactionId: id(), amount: '1.5' });
    expect(broke.status).toBe(402);
    expect(broke.body.error.code).toBe('INSUFFICIENT_FUNDS');
    // BET_MAX_USD is $200,000 here; 5 BTC are worth more ($95,000 each at the static rate).
    const rich = await session('forge-reels', 'lucky-forge', '10');
    const capped = await callback('lucky-forge', 'bet', {
      sessionId: rich.sessionId,
      roundId: id(),
      transactionId: id(),
      amount: '5',
    });
    expect(capped.status).toBe(403);
    expect(capped.body.error.code).toBe('LIMIT_EXCEEDED');
    const orphanWin = await callback('lucky-forge', 'win', {
      ...base,
      transactionId: id(),
      amount: '0.5',
      roundClosed: true,
    });
    expect(orphanWin.status).toBe(404);
    expect(orphanWin.body.error.code).toBe('TRANSACTION_NOT_FOUND');
    const ghost = await callback('lucky-forge', 'bet', {
      ...base,
      sessionId: randomUUID(),
      transactionId: id(),
      amount: '0.1',
    });
    expect(ghost.body.error.code).toBe('SESSION_EXPIRED');
    const notMine = await callback('rsa-house', 'bet', { ...base, transactionId: id(), amount: '0.1' });
    expect(notMine.body.error.code).toBe('SESSION_EXPIRED');

    const excluded = await registerPlayer(server);
    await fund(server, excluded.userId, 'BTC', '1');
    const url = await launch(excluded.client, 'forge-reels');
    const auth = await callback('lucky-forge', 'authenticate', { token: url.searchParams.get('token') });
    await server.context.database.db
      .updateTable('users')
      .set({ excluded_until: new Date(Date.now() + 86_400_000) })
      .where('id', '=', excluded.userId)
      .execute();
    const blocked = await callback('lucky-forge', 'bet', {
      sessionId: auth.body.sessionId,
      roundId: id(),
      transactionId: id(),
      amount: '0.1',
    });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error.code).toBe('PLAYER_BLOCKED');
    expect(
      (await excluded.client.post('/api/casino/games/forge-reels/launch', { currency: 'BTC', mode: 'real' }))
        .status,
    ).toBe(403);
    expect(await balanceOf(player.client, 'BTC')).toBe('1');
    expect(await balanceOf(excluded.client, 'BTC')).toBe('1');
    await expectLedgerSound(server);
  });

  it("refuses a bet past the player's wager limit with LIMIT_EXCEEDED, and moves nothing", async () => {
    const player = await session();
    const limit = await player.client.request('PUT', '/api/user/limits', {
      body: { kind: 'wager', period: 'day', amountUsd: '1' },
    });
    expect(limit.status).toBe(200);
    const bet = { sessionId: player.sessionId, transactionId: id(), roundId: id(), amount: '0.01' };
    const refused = await callback('lucky-forge', 'bet', bet);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('LIMIT_EXCEEDED');
    expect(refused.body.error.message).toContain('daily wager limit of $1.00');
    expect(await balanceOf(player.client, 'BTC')).toBe('1');
  });

  it('refuses a bet once the time played reaches a time limit, with LIMIT_EXCEEDED', async () => {
    const player = await session();
    const first = { sessionId: player.sessionId, transactionId: id(), roundId: id(), amount: '0.01' };
    expect((await callback('lucky-forge', 'bet', first)).status).toBe(200);
    // The spin was four minutes ago, and the player has played since: four minutes of a three-minute limit.
    await server.context.database.db
      .updateTable('rounds')
      .set({ created_at: new Date(Date.now() - 4 * 60_000) })
      .where('user_id', '=', player.userId)
      .execute();
    const limit = await player.client.request('PUT', '/api/user/limits', {
      body: { kind: 'time', period: 'month', amountMinutes: 3 },
    });
    expect(limit.status).toBe(200);
    const bet = { sessionId: player.sessionId, transactionId: id(), roundId: id(), amount: '0.01' };
    const refused = await callback('lucky-forge', 'bet', bet);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('LIMIT_EXCEEDED');
    expect(refused.body.error.message).toContain('monthly time limit of 3 min');
    expect(await balanceOf(player.client, 'BTC')).toBe('0.99');
  });

  it('takes wins and rollbacks after the session expired, but no new bet', async () => {
    const player = await session();
    const roundId = id();
    const betId = id();
    await callback('lucky-forge', 'bet', {
      sessionId: player.sessionId,
      transactionId: betId,
      roundId,
      amount: '0.4',
    });
    await server.context.database.db
      .updateTable('provider_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', player.sessionId)
      .execute();
    const late = await callback('lucky-forge', 'bet', {
      sessionId: player.sessionId,
      transactionId: id(),
      roundId,
      amount: '0.1',
    });
    expect(late.status).toBe(401);
    expect(late.body.error.code).toBe('SESSION_EXPIRED');
    expect((await callback('lucky-forge', 'balance', { sessionId: player.sessionId })).body.error.code).toBe(
      'SESSION_EXPIRED',
    );
    const win = await callback('lucky-forge', 'win', {
      sessionId: player.sessionId,
      transactionId: id(),
      roundId,
      amount: '0.8',
      roundClosed: true,
    });
    expect(win.body).toEqual({ balance: '1.4' });
    await expectLedgerSound(server);
  });
});

describe('rollbacks', () => {
  it('refunds a bet once, cancels its round and refuses a win after it', async () => {
    const player = await session();
    const roundId = id();
    const betId = id();
    await callback('lucky-forge', 'bet', {
      sessionId: player.sessionId,
      transactionId: betId,
      roundId,
      amount: '0.25',
    });
    const rollback = { sessionId: player.sessionId, transactionId: id(), originalTransactionId: betId };
    const answers = await Promise.all([
      callback('lucky-forge', 'rollback', rollback),
      callback('lucky-forge', 'rollback', rollback),
      callback('lucky-forge', 'rollback', { ...rollback, transactionId: id() }),
    ]);
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: { balance: '1' } });
    const win = await callback('lucky-forge', 'win', {
      sessionId: player.sessionId,
      transactionId: id(),
      roundId,
      amount: '1',
      roundClosed: true,
    });
    expect(win.status).toBe(409);
    expect(win.body.error.code).toBe('ROUND_CLOSED');
    const more = await callback('lucky-forge', 'bet', {
      sessionId: player.sessionId,
      transactionId: id(),
      roundId,
      amount: '0.1',
    });
    expect(more.body.error.code).toBe('ROUND_CLOSED');
    const round = await server.context.database.db
      .selectFrom('rounds')
      .select(['status', 'amount', 'wager_usd'])
      .where('user_id', '=', player.userId)
      .executeTakeFirstOrThrow();
    expect(round.status).toBe('cancelled');
    expect(fromDecimalString(round.amount)).toBe(0n);
    const xp = await server.context.database.db
      .selectFrom('users')
      .select('xp')
      .where('id', '=', player.userId)
      .executeTakeFirstOrThrow();
    expect(fromDecimalString(xp.xp)).toBe(0n);
    expect((await player.client.get('/api/feeds/my-bets')).body.bets).toEqual([]);
    expect(await balanceOf(player.client, 'BTC')).toBe('1');
    await expectLedgerSound(server);
  });

  it('leaves a tombstone for a bet it never saw, so the late bet is refused', async () => {
    const player = await session();
    const betId = id();
    const early = await callback('lucky-forge', 'rollback', {
      sessionId: player.sessionId,
      transactionId: id(),
      originalTransactionId: betId,
    });
    expect(early).toEqual({ status: 200, body: { balance: '1' } });
    const late = await callback('lucky-forge', 'bet', {
      sessionId: player.sessionId,
      transactionId: betId,
      roundId: id(),
      amount: '0.1',
    });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('DUPLICATE_TRANSACTION');
    expect(await balanceOf(player.client, 'BTC')).toBe('1');
    await expectLedgerSound(server);
  });

  it('settles a rollback racing its own bet either way, never taking the stake', async () => {
    const player = await session();
    for (let race = 0; race < 10; race += 1) {
      const betId = id();
      const [bet, rollback] = await Promise.all([
        callback('lucky-forge', 'bet', {
          sessionId: player.sessionId,
          transactionId: betId,
          roundId: id(),
          amount: '0.1',
        }),
        callback('lucky-forge', 'rollback', {
          sessionId: player.sessionId,
          transactionId: id(),
          originalTransactionId: betId,
        }),
      ]);
      // Either the bet came first and was refunded, or the tombstone came first and refused it.
      expect([200, 409], JSON.stringify(bet.body)).toContain(bet.status);
      expect(rollback.status, JSON.stringify(rollback.body)).toBe(200);
      expect(await balanceOf(player.client, 'BTC')).toBe('1');
    }
    await expectLedgerSound(server);
  });

  it('refuses to roll back a win, a bet of a settled round, or another player’s bet', async () => {
    const player = await session();
    const roundId = id();
    const betId = id();
    const winId = id();
    await callback('lucky-forge', 'bet', {
      sessionId: player.sessionId,
      transactionId: betId,
      roundId,
      amount: '0.1',
    });
    await callback('lucky-forge', 'win', {
      sessionId: player.sessionId,
      transactionId: winId,
      roundId,
      amount: '0',
      roundClosed: true,
    });
    const ofWin = await callback('lucky-forge', 'rollback', {
      sessionId: player.sessionId,
      transactionId: id(),
      originalTransactionId: winId,
    });
    expect(ofWin.body.error.code).toBe('TRANSACTION_NOT_FOUND');
    const settled = await callback('lucky-forge', 'rollback', {
      sessionId: player.sessionId,
      transactionId: id(),
      originalTransactionId: betId,
    });
    expect(settled.body.error.code).toBe('ROUND_CLOSED');
    const other = await session();
    const otherBet = id();
    await callback('lucky-forge', 'bet', {
      sessionId: other.sessionId,
      transactionId: otherBet,
      roundId: id(),
      amount: '0.1',
    });
    const stolen = await callback('lucky-forge', 'rollback', {
      sessionId: player.sessionId,
      transactionId: id(),
      originalTransactionId: otherBet,
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.code).toBe('INVALID_REQUEST');
    // Another player's round id is not this player's to bet or win in.
    const intoOther = await callback('lucky-forge', 'win', {
      sessionId: player.sessionId,
      transactionId: id(),
      roundId,
      amount: '0.1',
      roundClosed: true,
    });
    expect(intoOther.body.error.code).toBe('ROUND_CLOSED');
    expect(await balanceOf(player.client, 'BTC')).toBe('0.9');
    expect(await balanceOf(other.client, 'BTC')).toBe('0.9');
    await expectLedgerSound(server);
  });
});

describe('hostile input', () => {
  it('answers INVALID_REQUEST for malformed bodies and changes nothing', async () => {
    const player = await session();
    const good = { sessionId: player.sessionId, transactionId: id(), roundId: id(), amount: '0.1' };
    const bodies: Array<[string, string]> = [
      ['not JSON', '{"sessionId":'],
      ['an array', '[]'],
      ['an extra key', JSON.stringify({ ...good, bonus: true })],
      ['a prototype key', `{"__proto__":{"amount":"1"},${JSON.stringify(good).slice(1)}`],
      ['a negative amount', JSON.stringify({ ...good, amount: '-1' })],
      ['a number amount', JSON.stringify({ ...good, amount: 0.1 })],
      ['zero', JSON.stringify({ ...good, amount: '0' })],
      ['too many decimals', JSON.stringify({ ...good, amount: '0.000000001' })],
      ['a huge amount', JSON.stringify({ ...good, amount: '99999999999999999999' })],
      ['a control character', JSON.stringify({ ...good, roundId: 'a\u0000b' })],
      ['a long id', JSON.stringify({ ...good, transactionId: 'x'.repeat(129) })],
      ['a session that is not a uuid', JSON.stringify({ ...good, sessionId: 'abc' })],
    ];
    for (const [what, raw] of bodies) {
      const response = await callback('lucky-forge', 'bet', null, { raw });
      expect([400, 402, 403], what).toContain(response.status);
      expect(['INVALID_REQUEST', 'LIMIT_EXCEEDED', 'INSUFFICIENT_FUNDS'], what).toContain(
        response.body.error.code,
      );
    }
    const huge = await callback('lucky-forge', 'bet', null, {
      raw: JSON.stringify({ ...good, pad: 'x'.repeat(20_000) }),
    });
    expect(huge.status).toBe(400);
    const document = (await fetch(`${server.url}/api/provider/openapi.json`).then((response) =>
      response.json(),
    )) as { paths: object };
    expect(Object.keys(document.paths)).toEqual([
      '/api/provider/{providerId}/authenticate',
      '/api/provider/{providerId}/balance',
      '/api/provider/{providerId}/bet',
      '/api/provider/{providerId}/win',
      '/api/provider/{providerId}/rollback',
    ]);
    expect(await balanceOf(player.client, 'BTC')).toBe('1');
    await expectLedgerSound(server);
  });
});
