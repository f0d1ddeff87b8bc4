import type { PlayLimits, TimeLimit } from '@ante/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDoublableRound } from '../../test/blackjack-helpers';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { registerStaff } from '../../test/staff-helpers';
import { expectLedgerSound, fund } from '../../test/wallet-helpers';
import { readUsage } from './read-usage';

/**
 * Time-played limits over HTTP on a real database, with the ledger checked after each
 * test. Real: the server, the database, the ledger. Time is moved by writing it into
 * the rows: a round's `created_at` for when it was played, the cooling-off's end for
 * 24 hours passing. The refusals use monthly limits and rounds a few minutes old, so
 * they hold at any time but in the first minutes of a month.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const db = () => server.context.database.db;

function setTime(client: TestClient, period: string, amountMinutes: number | null) {
  return client.request('PUT', '/api/user/limits', { body: { kind: 'time', period, amountMinutes } });
}

function timeLimitOf(body: PlayLimits, period: string) {
  return body.limits.find((limit) => limit.kind === 'time' && limit.period === period) as
    | TimeLimit
    | undefined;
}

/** A USDT dice bet (1 USDT is $1 in the test rates). */
function bet(client: TestClient, amount = '1') {
  return client.post('/api/play/dice/bet', {
    currency: 'USDT',
    amount,
    params: { condition: 'under', target: 50 },
  });
}

/** Dates the player's rounds, oldest first, at the moments given (as if played then). */
async function playedAt(userId: string, moments: Date[]) {
  const rounds = await db()
    .selectFrom('rounds')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  expect(rounds).toHaveLength(moments.length);
  for (const [index, round] of rounds.entries()) {
    await db()
      .updateTable('rounds')
      .set({ created_at: moments[index] as Date })
      .where('id', '=', round.id)
      .execute();
  }
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('measuring time played', () => {
  it('counts each round until the next one or five minutes, clipped to each period', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '10');
    for (let round = 0; round < 5; round += 1) expect((await bet(client)).status).toBe(200);
    // Tuesday 10 March 2026: the week began on Monday the 9th, the month on the 1st.
    await playedAt(userId, [
      new Date('2026-02-28T23:59:00Z'), // covers 4 minutes of 1 March
      new Date('2026-03-09T23:58:00Z'), // 2 minutes on Monday, 1 on Tuesday until the next round
      new Date('2026-03-10T00:01:00Z'), // the next round is 19 minutes later: 5 minutes
      new Date('2026-03-10T00:20:00Z'), // 2 minutes
      new Date('2026-03-10T00:22:00Z'), // the last round: 5 minutes, as `now` is long after
    ]);
    const usage = await readUsage(
      db(),
      server.context.wallet.rates,
      userId,
      new Set(['time'] as const),
      new Set(['day', 'week', 'month'] as const),
      new Date('2026-03-10T12:00:00Z'),
    );
    expect(usage.time).toEqual({ day: 13n * 60n, week: 15n * 60n, month: 19n * 60n });
  });
});

describe('setting a time limit', () => {
  it('applies a new or lower one at once, and a raise only after 24 hours and a confirmation', async () => {
    const { client, userId } = await registerPlayer(server);
    const first = await setTime(client, 'day', 120);
    expect(first.status).toBe(200);
    expect(timeLimitOf(first.body, 'day')).toMatchObject({
      kind: 'time',
      amountMinutes: 120,
      usedMinutes: 0,
      setBy: 'player',
      pending: null,
    });
    const lower = await setTime(client, 'day', 90);
    expect(timeLimitOf(lower.body, 'day')).toMatchObject({ amountMinutes: 90, pending: null });

    const raised = await setTime(client, 'day', 240);
    expect(timeLimitOf(raised.body, 'day')).toMatchObject({
      amountMinutes: 90,
      pending: { amountMinutes: 240 },
    });
    const early = await client.post('/api/user/limits/confirm', { kind: 'time', period: 'day' });
    expect(early.status).toBe(409);
    await db()
      .updateTable('play_limits')
      .set({ pending_from: new Date(Date.now() - 1000) })
      .where('user_id', '=', userId)
      .execute();
    expect(timeLimitOf((await client.get('/api/user/limits')).body, 'day')?.amountMinutes).toBe(90);
    const confirmed = await client.post('/api/user/limits/confirm', { kind: 'time', period: 'day' });
    expect(confirmed.status).toBe(200);
    expect(timeLimitOf(confirmed.body, 'day')).toMatchObject({ amountMinutes: 240, pending: null });

    const removal = await setTime(client, 'day', null);
    expect(timeLimitOf(removal.body, 'day')).toMatchObject({
      amountMinutes: 240,
      pending: { amountMinutes: null },
    });
  });

  it('answers 400, never 500, to hostile input, and 401 without a login', async () => {
    const { client } = await registerPlayer(server);
    const bodies: unknown[] = [
      { kind: 'time', period: 'day', amountMinutes: 0 },
      { kind: 'time', period: 'day', amountMinutes: -5 },
      { kind: 'time', period: 'day', amountMinutes: 1.5 },
      { kind: 'time', period: 'day', amountMinutes: 44_641 },
      { kind: 'time', period: 'day', amountMinutes: 1e300 },
      { kind: 'time', period: 'day', amountMinutes: '90' },
      { kind: 'time', period: 'day', amountMinutes: [90] },
      { kind: 'time', period: 'day', amountUsd: '10' },
      { kind: 'time', period: 'day', amountMinutes: 90, amountUsd: '10' },
      { kind: 'loss', period: 'day', amountMinutes: 90 },
      { kind: 'time', period: 'year', amountMinutes: 90 },
      { kind: 'time', period: 'day' },
      JSON.parse('{"kind":"time","period":"day","amountMinutes":90,"__proto__":{"x":1}}'),
      { kind: 'time', period: 'day', amountMinutes: 90, constructor: { prototype: {} } },
      { kind: '__proto__', period: 'day', amountMinutes: 90 },
    ];
    for (const body of bodies) {
      const response = await client.request('PUT', '/api/user/limits', { body });
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
    }
    const zero = await setTime(client, 'day', 0);
    expect(zero.body.message).toContain('A time limit is at least 1 minute');
    const huge = await setTime(client, 'day', 1e9);
    expect(huge.body.message).toContain('at most 31 days');
    const fraction = await setTime(client, 'day', 2.5);
    expect(fraction.body.message).toContain('whole number of minutes');
    const unknown = await client.request('PUT', '/api/user/limits', {
      body: { kind: 'session', period: 'day', amountMinutes: 5 },
    });
    expect(unknown.body.message).toContain('kind must be deposit, loss, wager or time');
    expect((await client.get('/api/user/limits')).body.limits).toEqual([]);

    const visitor = server.client();
    expect((await setTime(visitor, 'day', 60)).status).toBe(401);
    expect((await visitor.post('/api/user/limits/confirm', { kind: 'time', period: 'day' })).status).toBe(
      401,
    );
  });
});

describe('a time limit reached', () => {
  it('refuses single-step bets, multi-step starts and added stakes, naming the limit and the reset', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '100');
    const roundId = await startDoublableRound(server, client, userId, '5');
    expect((await setTime(client, 'month', 3)).status).toBe(200);
    expect((await bet(client)).status).toBe(200);
    // The hand was dealt 6 minutes ago and the dice rolled 4 minutes ago: 2 + 4 minutes played.
    await playedAt(userId, [minutesAgo(6), minutesAgo(4)]);

    const refused = await bet(client);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('LIMIT_REACHED');
    expect(refused.body.message).toMatch(
      /^You have played for 6 min this month, which reaches your monthly time limit of 3 min, so you cannot bet until it resets\. It resets at 00:00 UTC on \w{3}, 1 \w{3} \d{4}\.$/,
    );
    const mines = await client.post('/api/play/mines/bet', {
      currency: 'USDT',
      amount: '1',
      params: { mines: 3 },
    });
    expect(mines.status).toBe(403);
    expect(mines.body.message).toContain('monthly time limit of 3 min');
    const double = await client.post('/api/play/blackjack/next', { roundId, action: 'double' });
    expect(double.status).toBe(403);
    expect(double.body.code).toBe('LIMIT_REACHED');
    expect(timeLimitOf((await client.get('/api/user/limits')).body, 'month')?.usedMinutes).toBe(6);
  });

  it('refuses all of 20 bets at once at the limit, and lets through 20 below it', async () => {
    const limited = await registerPlayer(server);
    await fund(server, limited.userId, 'USDT', '100');
    expect((await bet(limited.client)).status).toBe(200);
    await playedAt(limited.userId, [minutesAgo(3)]);
    await setTime(limited.client, 'month', 2);
    const answers = await Promise.all(Array.from({ length: 20 }, () => bet(limited.client)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(403));
    expect(answers.every((answer) => answer.body.code === 'LIMIT_REACHED')).toBe(true);
    const rounds = await db()
      .selectFrom('rounds')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', limited.userId)
      .executeTakeFirstOrThrow();
    expect(Number(rounds.count)).toBe(1);

    // Bets placed together add next to no time to each other, so all fit below a limit.
    const free = await registerPlayer(server);
    await fund(server, free.userId, 'USDT', '100');
    await setTime(free.client, 'day', 10);
    const together = await Promise.all(Array.from({ length: 20 }, () => bet(free.client)));
    expect(together.map((answer) => answer.status)).toEqual(Array(20).fill(200));
  });
});

describe('a time limit from staff', () => {
  let support: Awaited<ReturnType<typeof registerStaff>>;
  beforeAll(async () => {
    support = await registerStaff(server, undefined, 'support');
  });
  const impose = (client: TestClient, userId: string, body: unknown) =>
    client.request('PUT', `/api/admin/players/${userId}/limits`, { body });

  it('imposes and lowers at once, never raises, and the player cannot loosen it', async () => {
    const player = await registerPlayer(server);
    const set = await impose(support.client, player.userId, {
      kind: 'time',
      period: 'week',
      amountMinutes: 600,
    });
    expect(set.status).toBe(200);
    expect(set.body.limits).toMatchObject([
      { kind: 'time', period: 'week', amountMinutes: 600, usedMinutes: 0, setBy: 'staff' },
    ]);
    const lower = await impose(support.client, player.userId, {
      kind: 'time',
      period: 'week',
      amountMinutes: 300,
    });
    expect(lower.body.limits[0].amountMinutes).toBe(300);
    const raise = await impose(support.client, player.userId, {
      kind: 'time',
      period: 'week',
      amountMinutes: 400,
    });
    expect(raise.status).toBe(409);
    expect(raise.body.message).toContain('limit is 5 h: staff can only impose or lower');
    const own = await setTime(player.client, 'week', 900);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(
      'Our staff set this limit of 5 h; to raise or remove it, ask live support.',
    );
    expect((await setTime(player.client, 'week', 120)).status).toBe(200);
  });

  it('answers 400 to bad input and 403 to a role without the permission', async () => {
    const player = await registerPlayer(server);
    for (const body of [
      { kind: 'time', period: 'week', amountMinutes: null },
      { kind: 'time', period: 'week', amountMinutes: 0 },
      { kind: 'time', period: 'week', amountMinutes: 12.5 },
      { kind: 'time', period: 'week', amountMinutes: '60' },
      JSON.parse('{"kind":"time","period":"week","amountMinutes":60,"__proto__":{"role":"admin"}}'),
    ]) {
      expect((await impose(support.client, player.userId, body)).status).toBe(400);
    }
    const finance = await registerStaff(server, undefined, 'finance');
    const refused = await impose(finance.client, player.userId, {
      kind: 'time',
      period: 'week',
      amountMinutes: 60,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('players.limits');
  });
});
