import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromDecimalString, toDecimalString } from '@ante/core';
import { type RunningStudio, type StudioSettings, settlePending, startStudio } from '@ante/studio/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeRound } from '../../../../studio/src/verify/recompute';
import { registerPlayer, startTestServer, TEST_STUDIO_KEY, type TestServer } from '../../test/harness';
import { balanceOf, expectLedgerSound, fund } from '../../test/wallet-helpers';
import { STUDIO_PROVIDER_ID } from './providers-file';

/**
 * Ante Studio against a real casino, as a third party plugs in: the casino's launch
 * call, the studio's own HTTP API, and between them the signed callbacks, through a
 * small proxy that can lose the casino's answers the way a network does.
 */
const studioDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../studio');
const quietLog = { warn() {}, error() {} };

let casino: TestServer;
let studio: RunningStudio;
let proxy: http.Server;
let proxyUrl = '';
/** The next callback of this kind reaches the casino, but its answer is lost on the way back. */
let loseAnswerOf: string | null = null;

/** A studio on a free port with its own in-memory records, calling the casino through the proxy. */
function startTestStudio(settings: StudioSettings) {
  return startStudio({
    host: '127.0.0.1',
    port: 0,
    casinoUrl: () => proxyUrl,
    providerId: STUDIO_PROVIDER_ID,
    key: TEST_STUDIO_KEY,
    studioDir,
    database: { dataDir: 'memory://' },
    settings,
    frameAncestors: [casino.url],
    log: quietLog,
    settleEveryMs: 0,
  });
}

beforeAll(async () => {
  casino = await startTestServer();
  proxy = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = await fetch(`${casino.url}${request.url}`, {
      method: request.method,
      headers: { 'content-type': 'application/json', 'x-signature': String(request.headers['x-signature']) },
      body: Buffer.concat(chunks),
    });
    const body = await answer.text();
    if (loseAnswerOf && request.url?.endsWith(`/${loseAnswerOf}`)) {
      loseAnswerOf = null;
      request.socket.destroy();
      return;
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  studio = await startTestStudio({ quickSpin: true, autoplay: true, minSpinMs: 0, sessionBar: false });
});

afterAll(async () => {
  await studio?.close();
  await new Promise((resolve) => proxy?.close(resolve));
  await casino?.close();
});

async function studioCall(method: string, route: string, body?: unknown) {
  const response = await fetch(`${studio.url}${route}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** A funded player with a real-money studio session of the slot. */
async function realSession(funds = '0.01') {
  const player = await registerPlayer(casino);
  await fund(casino, player.userId, 'BTC', funds);
  const launch = await player.client.post('/api/casino/games/forge-of-fortune/launch', {
    currency: 'BTC',
    mode: 'real',
  });
  expect(launch.status, JSON.stringify(launch.body)).toBe(200);
  const url = new URL(launch.body.url);
  const session = await studioCall('POST', '/studio/api/session', {
    token: url.searchParams.get('token'),
    game: url.searchParams.get('game'),
    currency: url.searchParams.get('currency'),
    mode: 'real',
  });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  return { ...player, session: session.body };
}

describe('Ante Studio through the protocol', () => {
  it('plays real rounds whose bets and wins move the casino balance by their net, counted like any round', async () => {
    const { client, session } = await realSession();
    expect(session).toMatchObject({ mode: 'real', currency: 'BTC', balance: '0.01' });
    let staked = 0n;
    let paid = 0n;
    let last: any;
    for (let round = 0; round < 25; round += 1) {
      const spin = await studioCall('POST', '/studio/api/spin', {
        sessionKey: session.sessionKey,
        bet: '0.0001',
      });
      expect(spin.status, JSON.stringify(spin.body)).toBe(200);
      staked += fromDecimalString(spin.body.round.bet);
      paid += fromDecimalString(spin.body.round.payout);
      expect(spin.body.balance).toBe(toDecimalString(fromDecimalString('0.01') - staked + paid));
      last = spin.body.round;
    }
    expect(await balanceOf(client, 'BTC')).toBe(toDecimalString(fromDecimalString('0.01') - staked + paid));
    const bets = (await client.get('/api/feeds/my-bets')).body.bets;
    expect(bets).toHaveLength(25);
    expect(bets[0]).toMatchObject({ game: 'forge-of-fortune', wager: '0.0001', payout: last.payout });
    await expectLedgerSound(casino);

    // The round replays from the published document once its seed pair is rotated away.
    const hidden = await studioCall('GET', `/studio/api/rounds/${last.id}`);
    expect(hidden.body.seed.serverSeed).toBeNull();
    const rotated = await studioCall('POST', '/studio/api/seed', {
      sessionKey: session.sessionKey,
      clientSeed: 'my lucky seed',
    });
    expect(rotated.body.previous.serverSeedHash).toBe(session.seed.serverSeedHash);
    expect(rotated.body.current.clientSeed).toBe('my lucky seed');
    const record = await studioCall('GET', `/studio/api/rounds/${last.id}`);
    const documentText = await (await fetch(`${studio.url}${record.body.document.url}`)).text();
    const check = recomputeRound(documentText, record.body);
    expect(check.matches).toBe(true);
    // A record changed by one stop no longer replays.
    const forged = structuredClone(record.body);
    forged.spins[0].stops[0] = (forged.spins[0].stops[0] + 1) % 32;
    expect(recomputeRound(documentText, forged).matches).toBe(false);
  });

  it('rolls a bet back when its answer is lost, so the player gets the stake back and the nonce plays again', async () => {
    const { client, session } = await realSession();
    loseAnswerOf = 'bet';
    const lost = await studioCall('POST', '/studio/api/spin', {
      sessionKey: session.sessionKey,
      bet: '0.0001',
    });
    expect(lost.status).toBe(503);
    expect(lost.body.error.code).toBe('UNAVAILABLE');
    // The casino took it; the studio does not know.
    expect(await balanceOf(client, 'BTC')).toBe('0.0099');
    expect(await settlePending(studio.deps, 0)).toBe(1);
    expect(await balanceOf(client, 'BTC')).toBe('0.01');
    const next = await studioCall('POST', '/studio/api/spin', {
      sessionKey: session.sessionKey,
      bet: '0.0001',
    });
    expect(next.status).toBe(200);
    expect(next.body.round.nonce).toBe(0);
    await expectLedgerSound(casino);
  });

  it('sends a win again when its answer is lost, and the casino books it once', async () => {
    const { client, session } = await realSession();
    loseAnswerOf = 'win';
    const spin = await studioCall('POST', '/studio/api/spin', {
      sessionKey: session.sessionKey,
      bet: '0.0001',
    });
    expect(spin.status, JSON.stringify(spin.body)).toBe(200);
    const expected = toDecimalString(
      fromDecimalString('0.01') - fromDecimalString('0.0001') + fromDecimalString(spin.body.round.payout),
    );
    expect(spin.body.balance).toBe(expected);
    await settlePending(studio.deps, 0);
    await settlePending(studio.deps, 0);
    expect(await balanceOf(client, 'BTC')).toBe(expected);
    const bets = (await client.get('/api/feeds/my-bets')).body.bets;
    expect(bets).toHaveLength(1);
    await expectLedgerSound(casino);
  });

  it('plays demo rounds on play money without touching the casino', async () => {
    const demo = await studioCall('POST', '/studio/api/session', {
      token: null,
      game: 'forge-of-fortune',
      currency: 'BTC',
      mode: 'demo',
    });
    expect(demo.status).toBe(200);
    expect(demo.body.balance).toBe('0.1');
    const spin = await studioCall('POST', '/studio/api/spin', {
      sessionKey: demo.body.sessionKey,
      bet: '0.001',
    });
    expect(spin.status).toBe(200);
    expect(spin.body.balance).toBe(
      toDecimalString(fromDecimalString('0.099') + fromDecimalString(spin.body.round.payout)),
    );
    await expectLedgerSound(casino);
  });

  it('holds every session to the operator’s least time between spins, whatever its client does', async () => {
    const paced = await startTestStudio({
      quickSpin: false,
      autoplay: false,
      minSpinMs: 60_000,
      sessionBar: true,
    });
    try {
      const call = async (route: string, body: unknown) => {
        const response = await fetch(`${paced.url}${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as any };
      };
      const demo = await call('/studio/api/session', {
        token: null,
        game: 'forge-of-fortune',
        currency: 'BTC',
        mode: 'demo',
      });
      const page = await (
        await fetch(`${paced.url}/launch?game=forge-of-fortune&currency=BTC&mode=demo`)
      ).text();
      expect(page).toContain(
        '"settings":{"quickSpin":false,"autoplay":false,"minSpinMs":60000,"sessionBar":true}',
      );
      expect(
        (await call('/studio/api/spin', { sessionKey: demo.body.sessionKey, bet: '0.0001' })).status,
      ).toBe(200);
      const second = await call('/studio/api/spin', { sessionKey: demo.body.sessionKey, bet: '0.0001' });
      expect(second.status).toBe(429);
      expect(second.body.error.code).toBe('TOO_FAST');
    } finally {
      await paced.close();
    }
  });

  it('refuses what it cannot play, and what the casino refuses, with the casino’s reason', async () => {
    const { session } = await realSession('0.00005');
    const refusals: Array<[string, string, unknown, number, string]> = [
      [
        'a bet off the ladder',
        '/studio/api/spin',
        { sessionKey: session.sessionKey, bet: '0.0003' },
        400,
        'INVALID_BET',
      ],
      [
        'an unknown session',
        '/studio/api/spin',
        { sessionKey: 'nope', bet: '0.0001' },
        401,
        'SESSION_EXPIRED',
      ],
      [
        'an extra field',
        '/studio/api/spin',
        { sessionKey: session.sessionKey, bet: '0.0001', free: true },
        400,
        'INVALID_REQUEST',
      ],
      [
        'more than the balance',
        '/studio/api/spin',
        { sessionKey: session.sessionKey, bet: '0.0001' },
        402,
        'INSUFFICIENT_FUNDS',
      ],
      [
        'a used token',
        '/studio/api/session',
        { token: 'x', game: 'forge-of-fortune', currency: 'BTC', mode: 'real' },
        401,
        'SESSION_EXPIRED',
      ],
      [
        'no token',
        '/studio/api/session',
        { token: null, game: 'forge-of-fortune', currency: 'BTC', mode: 'real' },
        401,
        'SESSION_EXPIRED',
      ],
      [
        'an unknown game',
        '/studio/api/session',
        { token: null, game: '__proto__', currency: 'BTC', mode: 'demo' },
        404,
        'GAME_NOT_FOUND',
      ],
      [
        'an unknown currency',
        '/studio/api/session',
        { token: null, game: 'forge-of-fortune', currency: 'XYZ', mode: 'demo' },
        400,
        'CURRENCY_NOT_SUPPORTED',
      ],
      [
        'an empty client seed',
        '/studio/api/seed',
        { sessionKey: session.sessionKey, clientSeed: '  ' },
        400,
        'INVALID_REQUEST',
      ],
    ];
    for (const [what, route, body, status, code] of refusals) {
      const answer = await studioCall('POST', route, body);
      expect(answer.status, what).toBe(status);
      expect(answer.body.error.code, what).toBe(code);
    }
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      expect((await studioCall('GET', `/studio/api/rounds/${id}`)).status).toBe(404);
    }
    const page = await fetch(
      `${studio.url}/launch?game=forge-of-fortune&currency=BTC&mode=demo&token=%3C/script%3E`,
    );
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${casino.url}`);
    const html = await page.text();
    expect(html).toContain('"token":"\\u003c/script>"');
    expect(html.split('</script>')).toHaveLength(3);
    const document = await fetch(`${studio.url}/studio/games/forge-of-fortune.json`);
    expect(await document.text()).toBe(
      fs.readFileSync(path.join(studioDir, 'src/slot/forge-of-fortune.json'), 'utf8'),
    );
  });
});
