import { fromDecimalString, type MoneyLimit, type PlayLimits } from '@ante/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDoublableRound } from '../../test/blackjack-helpers';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { expectLedgerSound, fund } from '../../test/wallet-helpers';

/**
 * Deposit, loss and wager limits over HTTP on a real database, with the ledger checked
 * after each test. Real: the server, the database, the ledger, the bus. Time is moved
 * by writing the cooling-off's end into the limit's row, as 24 hours passing would.
 */
let server: TestServer;
beforeAll(async () => {
  // The flood guard (100 bets a second by default) is not what these tests are about: a
  // player whose lucky wins put the loss limit fifty bets further off sends bets back to
  // back, which a fast machine on PostgreSQL answers quicker than that.
  server = await startTestServer({ env: { BET_RATE_LIMIT: '100000' } });
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const db = () => server.context.database.db;

async function setLimit(client: TestClient, kind: string, period: string, amountUsd: string | null) {
  return client.request('PUT', '/api/user/limits', { body: { kind, period, amountUsd } });
}

function limitOf(body: PlayLimits, kind: string, period: string) {
  // This file's limits are all money limits; time-limits.test.ts has the time kind.
  return body.limits.find((limit) => limit.kind === kind && limit.period === period) as
    | MoneyLimit
    | undefined;
}

/** A USDT dice bet (1 USDT is $1 in the test rates) that almost always loses. */
function losingBet(client: TestClient, amount: string) {
  return client.post('/api/play/dice/bet', {
    currency: 'USDT',
    amount,
    params: { condition: 'under', target: 2 },
  });
}

/** Lets the cooling-off of the player's waiting change end now, as if 24 hours had passed. */
async function passCoolingOff(userId: string) {
  await db()
    .updateTable('play_limits')
    .set({ pending_from: new Date(Date.now() - 1000) })
    .where('user_id', '=', userId)
    .where('pending_set', '=', true)
    .execute();
}

describe('setting limits', () => {
  it('applies a new or lower limit at once', async () => {
    const { client } = await registerPlayer(server);
    const first = await setLimit(client, 'loss', 'day', '100');
    expect(first.status).toBe(200);
    expect(limitOf(first.body, 'loss', 'day')).toMatchObject({
      amountUsd: '100',
      usedUsd: '0',
      setBy: 'player',
      pending: null,
    });
    const lower = await setLimit(client, 'loss', 'day', '40.5');
    expect(limitOf(lower.body, 'loss', 'day')).toMatchObject({ amountUsd: '40.5', pending: null });
    const resetsAt = new Date(limitOf(lower.body, 'loss', 'day')?.resetsAt as string);
    expect(resetsAt.getUTCHours()).toBe(0);
    expect(resetsAt.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
    expect((await client.get('/api/user/limits')).body.limits).toHaveLength(1);
  });

  it('holds a raise for 24 hours, then applies it only once the player confirms it', async () => {
    const { client, userId } = await registerPlayer(server);
    await setLimit(client, 'wager', 'week', '50');
    const raised = await setLimit(client, 'wager', 'week', '500');
    const pending = limitOf(raised.body, 'wager', 'week');
    expect(pending).toMatchObject({ amountUsd: '50', pending: { amountUsd: '500' } });
    const confirmableAt = new Date(pending?.pending?.confirmableAt as string).getTime();
    expect(Math.abs(confirmableAt - Date.now() - 86_400_000)).toBeLessThan(60_000);

    // Asking again does not restart the wait; confirming early is refused and changes nothing.
    const again = await setLimit(client, 'wager', 'week', '500');
    expect(limitOf(again.body, 'wager', 'week')?.pending?.confirmableAt).toBe(
      pending?.pending?.confirmableAt,
    );
    const early = await client.post('/api/user/limits/confirm', { kind: 'wager', period: 'week' });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/24 hours: you can confirm it from .* UTC/);

    await passCoolingOff(userId);
    // The 24 hours passing alone changes nothing: the old limit holds until the player confirms.
    expect(limitOf((await client.get('/api/user/limits')).body, 'wager', 'week')?.amountUsd).toBe('50');
    const confirmed = await client.post('/api/user/limits/confirm', { kind: 'wager', period: 'week' });
    expect(confirmed.status).toBe(200);
    expect(limitOf(confirmed.body, 'wager', 'week')).toMatchObject({ amountUsd: '500', pending: null });
  });

  it('removes a limit only after the cooling-off and a confirmation; a lower limit meanwhile cancels it', async () => {
    const { client, userId } = await registerPlayer(server);
    await setLimit(client, 'deposit', 'month', '1000');
    const removal = await setLimit(client, 'deposit', 'month', null);
    expect(limitOf(removal.body, 'deposit', 'month')).toMatchObject({
      amountUsd: '1000',
      pending: { amountUsd: null },
    });
    const lower = await setLimit(client, 'deposit', 'month', '800');
    expect(limitOf(lower.body, 'deposit', 'month')).toMatchObject({ amountUsd: '800', pending: null });

    await setLimit(client, 'deposit', 'month', null);
    await passCoolingOff(userId);
    const confirmed = await client.post('/api/user/limits/confirm', { kind: 'deposit', period: 'month' });
    expect(confirmed.body.limits).toEqual([]);
    const nothing = await client.post('/api/user/limits/confirm', { kind: 'deposit', period: 'month' });
    expect(nothing.status).toBe(409);
    expect((await setLimit(client, 'deposit', 'month', null)).status).toBe(409);
  });

  it('answers 400, never 500, to hostile input, and 401 without a login', async () => {
    const { client } = await registerPlayer(server);
    const bodies: unknown[] = [
      { kind: 'loss', period: 'day', amountUsd: '-5' },
      { kind: 'loss', period: 'day', amountUsd: '0' },
      { kind: 'loss', period: 'day', amountUsd: '0.001' },
      { kind: 'loss', period: 'day', amountUsd: '0.5' },
      { kind: 'loss', period: 'day', amountUsd: '1e9' },
      { kind: 'loss', period: 'day', amountUsd: '99999999999999999999' },
      { kind: 'loss', period: 'day', amountUsd: '10000001' },
      { kind: 'loss', period: 'day', amountUsd: 100 },
      { kind: 'loss', period: 'day', amountUsd: 'ten dollars' },
      { kind: 'loss', period: 'day', amountUsd: ['10'] },
      { kind: 'loss', period: 'year', amountUsd: '10' },
      { kind: 'session', period: 'day', amountUsd: '10' },
      { kind: 'loss', period: 'day' },
      JSON.parse('{"kind":"loss","period":"day","amountUsd":"10","__proto__":{"x":1}}'),
      { kind: 'loss', period: 'day', amountUsd: '10', constructor: { prototype: {} } },
      { kind: 'toString', period: 'day', amountUsd: '10' },
      { kind: 'loss', period: '__proto__', amountUsd: '10' },
      'loss',
      null,
    ];
    for (const body of bodies) {
      const response = await client.request('PUT', '/api/user/limits', { body });
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
    }
    const confirm = await client.post('/api/user/limits/confirm', { kind: 'hasOwnProperty', period: 'day' });
    expect(confirm.status).toBe(400);
    expect((await client.get('/api/user/limits')).body.limits).toEqual([]);

    const visitor = server.client();
    expect((await visitor.get('/api/user/limits')).status).toBe(401);
    expect((await setLimit(visitor, 'loss', 'day', '10')).status).toBe(401);
    expect((await visitor.post('/api/user/limits/confirm', { kind: 'loss', period: 'day' })).status).toBe(
      401,
    );
  });
});

describe('a limit reached', () => {
  it('refuses the bet that would pass a loss limit, naming it and when it resets', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '1000');
    await setLimit(client, 'loss', 'day', '10');
    let refused: Awaited<ReturnType<typeof losingBet>> | null = null;
    // A "losing" bet still wins one time in fifty, paying about $200 and putting the
    // limit fifty bets further off, so the loop goes on until the refusal comes.
    for (let bet = 0; bet < 400 && !refused; bet += 1) {
      const response = await losingBet(client, '4');
      if (response.status !== 200) refused = response;
    }
    expect(refused?.status).toBe(403);
    expect(refused?.body.code).toBe('LIMIT_REACHED');
    expect(refused?.body.message).toMatch(
      /^This bet would pass your daily loss limit of \$10\.00: your losses today come to \$\d+\.\d\d\. It resets at 00:00 UTC on \w{3}, \d{1,2} \w{3} \d{4}\.$/,
    );
    expect(refused?.body.amountsUsd?.[0]).toBe('10');
    const limits = (await client.get('/api/user/limits')).body;
    expect(fromDecimalString(limitOf(limits, 'loss', 'day')?.usedUsd as string)).toBeLessThanOrEqual(
      fromDecimalString('10'),
    );
  });

  it('never lets 20 bets at once take the wagered total past the limit', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '1000');
    await setLimit(client, 'wager', 'day', '50');
    const answers = await Promise.all(Array.from({ length: 20 }, () => losingBet(client, '5')));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 403)).toHaveLength(10);
    expect(answers.every((answer) => answer.status === 200 || answer.body.code === 'LIMIT_REACHED')).toBe(
      true,
    );
    const staked = await db()
      .selectFrom('rounds')
      .select((eb) => eb.fn.sum<string>('stake_usd').as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(fromDecimalString(staked.total)).toBe(fromDecimalString('50'));
  });

  it('refuses a multi-step round and an added stake past the limit', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '100');
    await setLimit(client, 'wager', 'day', '15');
    const start = { currency: 'USDT', amount: '20', params: {} };
    const tooBig = await client.post('/api/play/mines/bet', { ...start, params: { mines: 3 } });
    expect(tooBig.status).toBe(403);
    expect(tooBig.body.message).toContain('daily wager limit of $15.00');

    // A blackjack hand of 10 fits; doubling it would stake 20 and is refused.
    const roundId = await startDoublableRound(server, client, userId, '10');
    const double = await client.post('/api/play/blackjack/next', { roundId, action: 'double' });
    expect(double.status).toBe(403);
    expect(double.body.code).toBe('LIMIT_REACHED');
  });

  it('refuses play once the period’s deposits pass a deposit limit, and leaves withdrawing open', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '100');
    await setLimit(client, 'deposit', 'day', '50');
    expect((await losingBet(client, '1')).status).toBe(200);
    await db()
      .insertInto('deposits')
      .values({
        user_id: userId,
        network: 'tron',
        currency: 'USDT',
        tx_hash: `limit-test-${userId}`,
        address: 'T-test',
        amount: '60',
        status: 'credited',
        credited_at: new Date(),
      })
      .execute();
    const refused = await losingBet(client, '1');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(
      /^Your deposits today \(\$60\.00\) are past your daily deposit limit of \$50\.00, so you cannot bet until it resets; you can still withdraw\./,
    );
    const limits = (await client.get('/api/user/limits')).body;
    expect(limitOf(limits, 'deposit', 'day')?.usedUsd).toBe('60');
  });
});
