import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromDecimalString, showRoundRecordSchema, showStateSchema, toDecimalString } from '@ante/core';
import {
  advanceShow,
  CasinoClient,
  loadShowGame,
  openStore,
  type RunningStudio,
  ShowClock,
  type ShowTimings,
  type Store,
  showDeps,
  startStudio,
} from '@ante/studio/server';
import { chainHash, FORGE_WHEEL, resolveRound } from '@ante/studio/show';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  registerPlayer,
  startTestServer,
  TEST_STUDIO_KEY,
  type TestServer,
} from '../../test/harness';
import { balanceOf, expectLedgerSound, fund } from '../../test/wallet-helpers';
import { STUDIO_PROVIDER_ID } from './providers-file';

/**
 * Forge Wheel, the studio's live show, against a real casino: the round clock and its
 * leader lease, bets through the studio's API, settlement through the signed callbacks,
 * and the hash chain's commit and reveal. Through a proxy that can lose the casino's
 * answers, to interrupt a settlement half way. On PGlite, or on a fresh PostgreSQL
 * database of its own when the suite runs with DATABASE_URL.
 */
const studioDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../studio');
const quietLog = { warn() {}, error() {} };
const FAST: Partial<ShowTimings> = {
  bettingMs: 3000,
  closedMs: 250,
  spinMs: 350,
  bonusMs: 250,
  resultMs: 250,
  staleMs: 60_000,
  leaseMs: 700,
  tickMs: 50,
};

let casino: TestServer;
let studio: RunningStudio;
let studioDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
let clock: ShowClock;
let proxy: http.Server;
let proxyUrl = '';
/** Wins forwarded before the proxy cuts: the next win's answer is lost, later ones never arrive. Null: no cut. */
let winsBeforeCut: number | null = null;

beforeAll(async () => {
  // Forge Wheel is in the built-in catalogue with its largest win, 12,500x: a profit cap
  // above what the tests' 0.0001 BTC stakes could win keeps the cap out of their way.
  casino = await startTestServer({ env: { MAX_PROFIT_USD: '100000000' } });
  proxy = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const isWin = request.url?.endsWith('/win');
    if (isWin && winsBeforeCut !== null && winsBeforeCut < 0) {
      request.socket.destroy();
      return;
    }
    const answer = await fetch(`${casino.url}${request.url}`, {
      method: request.method,
      headers: { 'content-type': 'application/json', 'x-signature': String(request.headers['x-signature']) },
      body: Buffer.concat(chunks),
    });
    const body = await answer.text();
    if (isWin && winsBeforeCut !== null) {
      winsBeforeCut -= 1;
      if (winsBeforeCut < 0) {
        request.socket.destroy();
        return;
      }
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  studioDatabase = await createTestDatabase();
  studio = await startStudio({
    host: '127.0.0.1',
    port: 0,
    casinoUrl: () => proxyUrl,
    providerId: STUDIO_PROVIDER_ID,
    key: TEST_STUDIO_KEY,
    studioDir,
    database: studioDatabase ? { databaseUrl: studioDatabase.url } : { dataDir: 'memory://' },
    settings: { quickSpin: true, autoplay: true, minSpinMs: 0, sessionBar: false },
    frameAncestors: [casino.url],
    log: quietLog,
    settleEveryMs: 0,
    show: { ...FAST, chainLength: 3 },
  });
  clock = (studio.show as NonNullable<RunningStudio['show']>).clock;
});

afterAll(async () => {
  await clock?.stop();
  await studio?.close();
  await studioDatabase?.drop();
  await new Promise((resolve) => proxy?.close(resolve));
  await casino?.close();
});

function show() {
  return studio.show as NonNullable<RunningStudio['show']>;
}

async function call(method: string, route: string, body?: unknown) {
  const response = await fetch(`${studio.url}${route}`, {
    method,
    headers: { origin: casino.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

async function state() {
  return showStateSchema.parse((await call('GET', '/studio/api/show/state')).body);
}

async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 15_000,
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

/** A round open for bets with at least `leftMs` of betting left. */
async function bettingRound(leftMs = 2500) {
  return waitFor('a round open for bets', async () => {
    const now = await state();
    const round = now.round;
    return round && round.phase === 'betting' && round.closesAt - now.now > leftMs ? round : null;
  });
}

async function settledRound(id: number) {
  return waitFor(`round ${id} to settle`, async () => {
    const record = await call('GET', `/studio/api/show/rounds/${id}`);
    return record.status === 200 && record.body.settled ? showRoundRecordSchema.parse(record.body) : null;
  });
}

/** A funded player with a studio session of the show. */
async function showPlayer(funds = '0.01') {
  const player = await registerPlayer(casino);
  await fund(casino, player.userId, 'BTC', funds);
  const launch = await player.client.post('/api/casino/games/forge-wheel/launch', {
    currency: 'BTC',
    mode: 'real',
  });
  expect(launch.status, JSON.stringify(launch.body)).toBe(200);
  const url = new URL(launch.body.url);
  const session = await call('POST', '/studio/api/show/session', {
    token: url.searchParams.get('token'),
    game: 'forge-wheel',
  });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  return { ...player, funds, sessionKey: session.body.sessionKey as string, session: session.body };
}

type Player = Awaited<ReturnType<typeof showPlayer>>;

async function bet(player: Player, roundId: number, spot: string, amount: string) {
  return call('POST', '/studio/api/show/bets', { sessionKey: player.sessionKey, roundId, spot, amount });
}

/** Each player's balance is its funds less its stakes plus its payouts, by the studio's own record of its bets. */
async function expectBalancesAddUp(players: Player[]) {
  let staked = 0n;
  let paid = 0n;
  for (const player of players) {
    const rows = await show().deps.store.query<{ amount: string; payout: string | null; status: string }>(
      `SELECT b.amount::text AS amount, b.payout::text AS payout, b.status FROM show_bets b
       JOIN studio_sessions s ON s.key = b.session_key WHERE s.player_key = (SELECT player_key FROM studio_sessions WHERE key = $1)`,
      [player.sessionKey],
    );
    let net = 0n;
    for (const row of rows) {
      if (row.status === 'refused' || row.status === 'refunded') continue;
      expect(['won', 'lost']).toContain(row.status);
      net -= fromDecimalString(row.amount);
      net += fromDecimalString(row.payout ?? '0');
      staked += fromDecimalString(row.amount);
      paid += fromDecimalString(row.payout ?? '0');
    }
    expect(await balanceOf(player.client, 'BTC')).toBe(
      toDecimalString(fromDecimalString(player.funds) + net),
    );
  }
  return { staked, paid };
}

describe('Forge Wheel, the live show', () => {
  it('takes bets while betting is open, pays every winner once, and reveals seeds that hash to the published links', async () => {
    const players = [await showPlayer(), await showPlayer(), await showPlayer()];
    expect(players[0]?.session).toMatchObject({ currency: 'BTC', balance: '0.01' });
    expect(players[0]?.session.chips).toHaveLength(6);
    const round = await bettingRound();
    expect(round.seed).toBeNull();
    expect(round.segment).toBeNull();
    expect(round.resultAt).toBeNull();
    const spots = FORGE_WHEEL.spots.map((spot) => spot.id);
    // Sent at once, as a table of players would: one after another, nine bets on a
    // loaded machine can outlast the test's short betting window.
    const wagers = players.flatMap((player, index) =>
      spots.slice(index, index + 3).map((spot) => ({ player, spot })),
    );
    const answers = await Promise.all(
      wagers.map(({ player, spot }) => bet(player, round.id, spot, '0.0001')),
    );
    for (const [index, placed] of answers.entries()) {
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      expect(placed.body.bet).toMatchObject({
        roundId: round.id,
        spot: wagers[index]?.spot,
        amount: '0.0001',
        status: 'placed',
      });
      expect(placed.headers.get('access-control-allow-origin')).toBe(casino.url);
    }
    const during = await state();
    expect(during.round?.bettors).toBe(3);

    // After the window the studio refuses, and no money moves.
    const closed = await waitFor('betting to close', async () => {
      const now = await state();
      return now.round?.id === round.id && now.round.phase !== 'betting' ? now.round : null;
    });
    expect(closed.booster).not.toBeNull();
    const before = await balanceOf(players[0]?.client as Player['client'], 'BTC');
    const late = await bet(players[0] as Player, round.id, '1', '0.0001');
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('BETTING_CLOSED');
    expect(await balanceOf(players[0]?.client as Player['client'], 'BTC')).toBe(before);

    const record = await settledRound(round.id);
    const { staked, paid } = await expectBalancesAddUp(players);
    expect(staked).toBe(fromDecimalString('0.0009'));
    const mine = await call('GET', `/studio/api/show/bets?sessionKey=${players[0]?.sessionKey}`);
    expect(mine.body.bets.filter((entry: any) => entry.roundId === round.id)).toHaveLength(3);
    const winners = (await state()).winners;
    if (paid > 0n && winners?.roundId === round.id) expect(winners.list.length).toBeGreaterThan(0);
    expect(record.chain.salt).toBe(`forge-wheel:${loadShowGame(studioDir).sha256}`);
    await expectLedgerSound(casino);

    // Every revealed round links to the hash published before it and replays from the document.
    await settledRound(4);
    for (let id = 1; id <= 4; id += 1) {
      const revealed = showRoundRecordSchema.parse((await call('GET', `/studio/api/show/rounds/${id}`)).body);
      expect(revealed.seed).not.toBeNull();
      expect(chainHash(revealed.seed as string)).toBe(revealed.hash);
      if (revealed.nonce === 1) expect(revealed.hash).toBe(revealed.chain.terminalHash);
      if (revealed.settled === 'void') continue;
      const replay = resolveRound(FORGE_WHEEL, {
        serverSeed: revealed.seed as string,
        clientSeed: revealed.chain.salt,
        nonce: revealed.nonce,
      });
      expect(replay.segmentIndex).toBe(revealed.segmentIndex);
      expect(replay.booster).toEqual(revealed.booster);
      expect(replay.bonus).toEqual(revealed.bonus);
    }
    // A chain of 3 rounds ran out and a new one went on from round 4.
    const fourth = showRoundRecordSchema.parse((await call('GET', '/studio/api/show/rounds/4')).body);
    expect(fourth).toMatchObject({ nonce: 1, chain: { firstRound: 4 } });
  });

  it('refuses bad bets and unknown rounds with a 4xx, moving no money', async () => {
    const player = await showPlayer();
    const round = await bettingRound(300);
    const cases: Array<[string, unknown, number, string]> = [
      ['an unknown spot', { roundId: round.id, spot: '7', amount: '0.0001' }, 400, 'INVALID_SPOT'],
      ['a prototype key', { roundId: round.id, spot: '__proto__', amount: '0.0001' }, 400, 'INVALID_SPOT'],
      ['zero', { roundId: round.id, spot: '1', amount: '0' }, 400, 'INVALID_BET'],
      ['a negative amount', { roundId: round.id, spot: '1', amount: '-1' }, 400, 'INVALID_REQUEST'],
      ['a huge amount', { roundId: round.id, spot: '1', amount: '99999999999' }, 400, 'INVALID_BET'],
      ['too precise', { roundId: round.id, spot: '1', amount: '0.000000001' }, 400, 'INVALID_BET'],
      ['an unknown round', { roundId: 9_999_999, spot: '1', amount: '0.0001' }, 404, 'ROUND_NOT_FOUND'],
      ['a past round', { roundId: 1, spot: '1', amount: '0.0001' }, 409, 'BETTING_CLOSED'],
      ['an extra field', { roundId: round.id, spot: '1', amount: '0.0001', x: 1 }, 400, 'INVALID_REQUEST'],
    ];
    for (const [what, body, status, code] of cases) {
      const answer = await call('POST', '/studio/api/show/bets', {
        sessionKey: player.sessionKey,
        ...(body as object),
      });
      expect(answer.status, what).toBe(status);
      expect(answer.body.error.code, what).toBe(code);
    }
    const unknown = await call('POST', '/studio/api/show/bets', {
      sessionKey: 'nope',
      roundId: round.id,
      spot: '1',
      amount: '0.0001',
    });
    expect(unknown.status).toBe(401);
    expect(
      (await call('POST', '/studio/api/show/session', { token: 'used', game: 'forge-wheel' })).status,
    ).toBe(401);
    expect((await call('GET', '/studio/api/show/rounds/abc')).status).toBe(400);
    expect((await call('GET', '/studio/api/show/rounds/99999999')).status).toBe(404);
    expect(await balanceOf(player.client, 'BTC')).toBe('0.01');

    // The browser's preflight is answered for the casino's origin only.
    const preflight = await fetch(`${studio.url}/studio/api/show/bets`, {
      method: 'OPTIONS',
      headers: {
        origin: casino.url,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(casino.url);
    const stranger = await fetch(`${studio.url}/studio/api/show/bets`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const document = await fetch(`${studio.url}/studio/games/forge-wheel.json`);
    expect(await document.text()).toBe(
      fs.readFileSync(path.join(studioDir, 'src/show/forge-wheel.json'), 'utf8'),
    );
  });

  it('finishes a settlement cut off half way, paying no win twice and losing none', async () => {
    const players = [await showPlayer(), await showPlayer(), await showPlayer()];
    const round = await bettingRound();
    const placed = await Promise.all(
      players.flatMap((player) => ['1', '2', '5', '10'].map((spot) => bet(player, round.id, spot, '0.0001'))),
    );
    for (const answer of placed) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // This process stops before the result; a second one, whose casino link dies after one win, starts the settlement.
    await clock.stop();
    const store = show().deps.store;
    await waitFor('the result time', async () => {
      const [row] = await store.query<{ due: boolean }>(
        'SELECT now() >= result_at AS due FROM show_rounds WHERE id = $1',
        [round.id],
      );
      return row?.due;
    });
    const game = loadShowGame(studioDir);
    const processWith = (casinoUrl: string) =>
      showDeps(
        {
          store,
          casino: new CasinoClient({
            casinoUrl: () => casinoUrl,
            providerId: STUDIO_PROVIDER_ID,
            key: TEST_STUDIO_KEY,
            timeoutMs: 2000,
          }),
          locks: show().deps.locks,
          log: quietLog,
        },
        game,
        { ...FAST, chainLength: 3 },
      );
    winsBeforeCut = 1;
    expect(await advanceShow(processWith(proxyUrl))).toBe(false);
    winsBeforeCut = null;
    const [{ status } = { status: '' }] = await store.query<{ status: string }>(
      'SELECT status FROM show_rounds WHERE id = $1',
      [round.id],
    );
    expect(status).toBe('settling');
    const paidSoFar = await store.query('SELECT 1 FROM show_payouts WHERE round_id = $1 AND status = $2', [
      round.id,
      'paid',
    ]);
    expect(paidSoFar).toHaveLength(1);
    // A fresh process finishes it; the win whose answer was lost is sent again and booked once.
    expect(await advanceShow(processWith(proxyUrl))).toBe(true);
    await expectBalancesAddUp(players);
    const payouts = await store.query('SELECT 1 FROM show_payouts WHERE round_id = $1 AND status = $2', [
      round.id,
      'paid',
    ]);
    expect(payouts).toHaveLength(3);
    await expectLedgerSound(casino);
    clock = new ShowClock(show().deps);
    clock.start();
  });

  it('voids a round the show was down for, refunding its bets and still revealing its seed', async () => {
    const player = await showPlayer();
    const round = await bettingRound();
    expect((await bet(player, round.id, '2', '0.0002')).status).toBe(200);
    expect(await balanceOf(player.client, 'BTC')).toBe('0.0098');
    await clock.stop();
    const store = show().deps.store;
    // The show was down: the round's result time passed two minutes ago.
    await store.query(
      `UPDATE show_rounds SET opens_at = opens_at - interval '3 minutes', closes_at = closes_at - interval '3 minutes',
         spin_at = spin_at - interval '3 minutes', bonus_at = bonus_at - interval '3 minutes',
         result_at = result_at - interval '3 minutes', next_at = next_at - interval '3 minutes' WHERE id = $1`,
      [round.id],
    );
    clock = new ShowClock(show().deps);
    clock.start();
    const record = await waitFor('the round to be void', async () => {
      const answer = await call('GET', `/studio/api/show/rounds/${round.id}`);
      return answer.body.settled === 'void' ? answer.body : null;
    });
    expect(record.phase).toBe('void');
    expect(chainHash(record.seed)).toBe(record.hash);
    await waitFor('the refund', async () => (await balanceOf(player.client, 'BTC')) === '0.01');
    // The studio marks its bet once the casino has answered the refund: a moment after
    // the casino's balance shows it.
    const refunded = await waitFor('the bet marked refunded', async () => {
      const bets = await call('GET', `/studio/api/show/bets?sessionKey=${player.sessionKey}`);
      return bets.body.bets[0]?.status === 'refunded' ? bets.body.bets[0] : null;
    });
    expect(refunded).toMatchObject({ roundId: round.id, status: 'refunded' });
    // The show goes on at once with the next round.
    const next = await waitFor('the next round', async () => {
      const now = await state();
      return now.round && now.round.id > round.id && now.round.phase === 'betting' ? now.round : null;
    });
    expect(next.id).toBe(round.id + 1);
    await expectLedgerSound(casino);
  });

  it('goes on under a second process when the leader dies mid-round, skipping and repeating no round', async () => {
    const secondStore: Store | null = studioDatabase
      ? await openStore({ databaseUrl: studioDatabase.url })
      : null;
    const second = new ShowClock(
      secondStore
        ? { ...show().deps, store: secondStore }
        : showDeps(show().deps, loadShowGame(studioDir), { ...FAST, chainLength: 3 }),
    );
    second.start();
    try {
      const player = await showPlayer();
      const round = await bettingRound();
      expect((await bet(player, round.id, '1', '0.0001')).status).toBe(200);
      // The leader dies without giving its lease up; the second process takes over once it runs out.
      await clock.stop({ release: false });
      const record = await settledRound(round.id);
      expect(record.settled).toBe('settled');
      await settledRound(round.id + 2);
      const ids = (
        await show().deps.store.query<{ id: string }>('SELECT id FROM show_rounds ORDER BY id')
      ).map((row) => Number(row.id));
      expect(ids).toEqual(ids.map((_, index) => index + 1));
      await expectBalancesAddUp([player]);
    } finally {
      await second.stop();
      await secondStore?.close();
    }
  });
});
