import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromDecimalString, toDecimalString } from '@ante/core';
import { type RunningStudio, startStudio } from '@ante/studio/server';
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
 * Ante Studio under RG_PROFILE=ukgc: the casino's configuration, with an operator's
 * settings written against the profile, decides what the studio is started with, as
 * built-in-studio.ts does; the studio then plays through the casino's signed callbacks,
 * its own records on PGlite or PostgreSQL like the casino's.
 */
const studioDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../studio');

let casino: TestServer;
let studio: RunningStudio;
let studioDatabase: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  casino = await startTestServer({
    env: {
      RG_PROFILE: 'ukgc',
      STUDIO_AUTOPLAY: 'true',
      STUDIO_QUICK_SPIN: 'true',
      STUDIO_MIN_SPIN_MS: '300',
    },
  });
  studioDatabase = await createTestDatabase();
  const { studio: settings } = casino.context.config;
  studio = await startStudio({
    host: '127.0.0.1',
    port: 0,
    casinoUrl: () => casino.url,
    providerId: STUDIO_PROVIDER_ID,
    key: TEST_STUDIO_KEY,
    studioDir,
    database: studioDatabase ? { databaseUrl: studioDatabase.url } : { dataDir: 'memory://' },
    settings: {
      quickSpin: settings.quickSpin,
      autoplay: settings.autoplay,
      minSpinMs: settings.minSpinMs,
      sessionBar: settings.sessionBar,
    },
    frameAncestors: [casino.url],
    log: { warn() {}, error() {} },
    settleEveryMs: 0,
    show: false,
  });
});

afterAll(async () => {
  await studio?.close();
  await studioDatabase?.drop();
  await casino?.close();
});

async function studioCall(route: string, body: unknown) {
  const response = await fetch(`${studio.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** A funded player's real-money studio session of the slot; a second call opens a second tab's. */
async function openSession(client: Awaited<ReturnType<typeof registerPlayer>>['client']) {
  const launch = await client.post('/api/casino/games/forge-of-fortune/launch', {
    currency: 'BTC',
    mode: 'real',
  });
  expect(launch.status, JSON.stringify(launch.body)).toBe(200);
  const url = new URL(launch.body.url);
  const session = await studioCall('/studio/api/session', {
    token: url.searchParams.get('token'),
    game: 'forge-of-fortune',
    currency: 'BTC',
    mode: 'real',
  });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  return session.body;
}

const spin = (sessionKey: string) => studioCall('/studio/api/spin', { sessionKey, bet: '0.0001' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Ante Studio under RG_PROFILE=ukgc', () => {
  it('offers neither quick spin nor autoplay, holds spins 2.5 s apart and shows the session bar', async () => {
    const page = await (
      await fetch(`${studio.url}/launch?game=forge-of-fortune&currency=BTC&mode=demo`)
    ).text();
    expect(page).toContain(
      '"settings":{"quickSpin":false,"autoplay":false,"minSpinMs":2500,"sessionBar":true}',
    );
  });

  it('refuses a spin sooner than 2.5 s after the last, and counts the session’s net from its rounds', async () => {
    const player = await registerPlayer(casino);
    await fund(casino, player.userId, 'BTC', '0.01');
    const session = await openSession(player.client);
    expect(session.session).toEqual({ elapsedMs: 0, staked: '0', won: '0', net: '0' });

    const first = await spin(session.sessionKey);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const firstPayout = fromDecimalString(first.body.round.payout);
    expect(first.body.session).toMatchObject({
      staked: '0.0001',
      won: toDecimalString(firstPayout),
      net: toDecimalString(firstPayout - fromDecimalString('0.0001')),
    });

    const tooSoon = await spin(session.sessionKey);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error).toEqual({
      code: 'TOO_FAST',
      message: 'Spins here are at least 2.5 seconds apart.',
    });

    await sleep(2600);
    const second = await spin(session.sessionKey);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const won = firstPayout + fromDecimalString(second.body.round.payout);
    expect(second.body.session).toMatchObject({
      staked: '0.0002',
      won: toDecimalString(won),
      net: toDecimalString(won - fromDecimalString('0.0002')),
    });
    expect(second.body.session.elapsedMs).toBeGreaterThanOrEqual(2600);
    // The bar's net is what the casino's balance moved by.
    expect(await balanceOf(player.client, 'BTC')).toBe(
      toDecimalString(fromDecimalString('0.01') + won - fromDecimalString('0.0002')),
    );
    await expectLedgerSound(casino);
  });

  it('is held to the pace by the casino too: a second tab cannot double the speed', async () => {
    const player = await registerPlayer(casino);
    await fund(casino, player.userId, 'BTC', '0.01');
    const one = await openSession(player.client);
    const two = await openSession(player.client);
    expect((await spin(one.sessionKey)).status).toBe(200);
    // The studio paces each session; the casino paces the player.
    const other = await spin(two.sessionKey);
    expect(other.status).toBe(403);
    expect(other.body.error.code).toBe('LIMIT_EXCEEDED');
    expect(other.body.error.message).toMatch(/Slot spins are at least 2\.5 seconds apart/);
    // A refused spin counts nothing in its session.
    await sleep(2600);
    const next = await spin(two.sessionKey);
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.session.staked).toBe('0.0001');
    await expectLedgerSound(casino);
  });
});
