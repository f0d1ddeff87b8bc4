import { randomUUID } from 'node:crypto';
import { minePositions } from '@ante/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { expectRetrySafe, keyed } from '../../test/retry-helpers';
import { currentSeeds } from '../../test/seed-helpers';
import { balanceOf, expectLedgerSound, fund } from '../../test/wallet-helpers';

// A bet, a step and a cash-out sent twice under one Idempotency-Key.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

/** The player's balance and rounds: what a bet or an action changes. */
function playState(client: TestClient, userId: string) {
  return async () => ({
    balance: await balanceOf(client, 'BTC'),
    rounds: await server.context.database.db
      .selectFrom('rounds')
      .select(['status', 'state', 'payout'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
  });
}

async function player() {
  const { client, userId } = await registerPlayer(server);
  await fund(server, userId, 'BTC', '0.01');
  await client.post('/api/user/seed/current', {});
  return { client, userId, state: playState(client, userId) };
}

const dice = (target: number) => ({
  currency: 'BTC',
  amount: '0.0001',
  params: { condition: 'under', target },
});
const mines = (count: number) => ({ currency: 'BTC', amount: '0.0001', params: { mines: count } });

describe('retry-safe play', () => {
  it('places a single-step bet once', async () => {
    const { client, state } = await player();
    await expectRetrySafe(client, { path: '/api/play/dice/bet', body: dice(50), otherBody: dice(60) }, state);
  });

  it('starts a multi-step round once, steps it once and cashes it out once', async () => {
    const { client, userId, state } = await player();
    const hidden = minePositions(await currentSeeds(server, userId), 3);
    const tiles = Array.from({ length: 25 }, (_, i) => i).filter((tile) => !hidden.includes(tile));
    const start = await expectRetrySafe(
      client,
      { path: '/api/play/mines/bet', body: mines(3), otherBody: mines(4) },
      state,
    );
    const roundId = start.body.round.id;
    await expectRetrySafe(
      client,
      {
        path: '/api/play/mines/next',
        body: { roundId, action: 'reveal', tile: tiles[0] },
        otherBody: { roundId, action: 'reveal', tile: tiles[1] },
      },
      state,
    );
    const cashout = await expectRetrySafe(
      client,
      { path: '/api/play/mines/cashout', body: { roundId }, otherBody: { roundId: randomUUID() } },
      state,
    );
    expect(cashout.body.round.status).toBe('finished');
  });

  it('replays an answer over 1 KB exactly, though it went out compressed', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '100');
    // Thirty chips make the answer (which repeats the params) larger than 1 KB.
    const chips = Array.from({ length: 30 }, (_, n) => ({ bet: `straight:${n}`, amount: '1' }));
    const body = { currency: 'USDT', amount: '30', params: { chips } };
    const headers = { ...keyed(randomUUID()), 'accept-encoding': 'br' };
    const first = await client.post('/api/play/roulette/bet', body, headers);
    const again = await client.post('/api/play/roulette/bet', body, headers);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(client, 'USDT')).toBe(first.body.balance);
  });

  it('plays one round when 20 bets race with one key', async () => {
    const { client, state } = await player();
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => client.post('/api/play/dice/bet', dice(50), keyed(key))),
    );
    const answered = results.filter((r) => r.status === 200);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    for (const response of answered) expect(response.body).toEqual(answered[0]?.body);
    const busy = results.filter((r) => r.status !== 200);
    for (const response of busy) expect(response.body.code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
    const { rounds, balance } = await state();
    expect(rounds).toHaveLength(1);
    expect(balance).toBe(answered[0]?.body.balance);
  });

  it('answers a bet without a session 401 and a malformed key 400, playing nothing', async () => {
    const { client, state } = await player();
    const before = await state();
    const anonymous = await server.client().post('/api/play/dice/bet', dice(50), keyed(randomUUID()));
    expect(anonymous.status).toBe(401);
    const malformed = await client.post('/api/play/dice/bet', dice(50), keyed('x'.repeat(300)));
    expect(malformed.status).toBe(400);
    expect(await state()).toEqual(before);
  });
});
