import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../../test/harness';
import { expectRetrySafe } from '../../../test/retry-helpers';
import { balanceOf, expectLedgerSound, watchUser } from '../../../test/wallet-helpers';

/**
 * Real: the server, its database and the ledger. The grants are written straight into
 * periodic_bonuses, as the job would (its own tests are periodic-bonus-jobs.test.ts).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const DAY_MS = 86_400_000;

/** A grant of `usd` for the week (or month) starting at `start`, lapsing at `expiresAt`. */
async function grant(
  userId: string,
  kind: 'weekly' | 'monthly',
  usd: string,
  options: { start?: string; expiresAt?: Date } = {},
) {
  const start = new Date(options.start ?? '2026-11-16T00:00:00Z');
  await server.context.database.db
    .insertInto('periodic_bonuses')
    .values({
      user_id: userId,
      kind,
      period_start: start,
      period_end: new Date(start.getTime() + 7 * DAY_MS),
      rank_id: 3,
      edge_usd: usd,
      usd,
      expires_at: options.expiresAt ?? new Date(Date.now() + 7 * DAY_MS),
    })
    .execute();
}

describe('claiming the weekly and monthly bonuses', () => {
  it('needs a login', async () => {
    const anonymous = server.client();
    for (const kind of ['weekly', 'monthly']) {
      expect((await anonymous.post(`/api/rewards/claim/${kind}`, { currency: 'USDT' })).status).toBe(401);
    }
  });

  it('shows the grants in the stats, with their expiry and the next grant, in the total', async () => {
    const { client, userId } = await registerPlayer(server);
    let stats = (await client.get('/api/rewards/stats')).body;
    expect(stats).toMatchObject({
      availableWeekly: '0',
      availableMonthly: '0',
      weeklyBonus: { expiresAt: null },
      monthlyBonus: { expiresAt: null },
      totalAvailableRewards: '0',
      totalClaimed: { levelUp: '0', weekly: '0', monthly: '0' },
    });
    const nextMonday = new Date(stats.weeklyBonus.nextAt);
    expect(nextMonday.getUTCDay()).toBe(1);
    expect(nextMonday.toISOString().slice(11)).toBe('00:00:00.000Z');
    expect(nextMonday.getTime() - Date.now()).toBeLessThanOrEqual(7 * DAY_MS);
    expect(new Date(stats.monthlyBonus.nextAt).getUTCDate()).toBe(1);

    const expiresAt = new Date(Date.now() + 3 * DAY_MS);
    await grant(userId, 'weekly', '1.25', { expiresAt });
    await grant(userId, 'monthly', '0.5');
    stats = (await client.get('/api/rewards/stats')).body;
    expect(stats).toMatchObject({
      availableWeekly: '1.25',
      availableMonthly: '0.5',
      weeklyBonus: { expiresAt: expiresAt.toISOString() },
      totalAvailableRewards: '1.75',
    });
  });

  it('pays the weekly grant once, at the rate of the moment, and counts it as claimed', async () => {
    const { client, userId } = await registerPlayer(server);
    await grant(userId, 'weekly', '5');
    const watch = await watchUser(server, userId);
    const paid = await client.post('/api/rewards/claim/weekly', { currency: 'BTC' });
    expect(paid.status).toBe(200);
    // $5 at 95,000 USD a bitcoin, cut to BTC's 8 digits.
    expect(paid.body).toEqual({ currency: 'BTC', amount: '0.00005263', usd: '5', balance: '0.00005263' });
    await watch.arrived({
      feed: 'wallet',
      payload: expect.objectContaining({ currency: 'BTC' }),
    });
    await watch.stop();
    const again = await client.post('/api/rewards/claim/weekly', { currency: 'BTC' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(
      /^You have no weekly bonus to claim\. The next weekly bonus is granted on /,
    );
    expect((await client.get('/api/rewards/stats')).body).toMatchObject({
      availableWeekly: '0',
      totalAvailableRewards: '0',
      totalClaimed: { weekly: '5', monthly: '0' },
    });
    const transfer = await server.context.database.db
      .selectFrom('transfers')
      .select(['code', 'amount'])
      .where('reference', 'like', 'weekly_bonus:%')
      .where('amount', '=', '0.00005263')
      .execute();
    expect(transfer).toEqual([{ code: 'weekly_bonus', amount: '0.000052630000000000' }]);
  });

  it('pays every unexpired grant of the kind together, and leaves the other kind', async () => {
    const { client, userId } = await registerPlayer(server);
    await grant(userId, 'monthly', '2', { start: '2026-09-01T00:00:00Z' });
    await grant(userId, 'monthly', '3', { start: '2026-10-01T00:00:00Z' });
    await grant(userId, 'weekly', '1');
    const paid = await client.post('/api/rewards/claim/monthly', { currency: 'USDT' });
    expect(paid.body).toMatchObject({ currency: 'USDT', amount: '5', usd: '5', balance: '5' });
    expect((await client.get('/api/rewards/stats')).body).toMatchObject({
      availableWeekly: '1',
      availableMonthly: '0',
      totalClaimed: { monthly: '5' },
    });
  });

  it('pays once when 50 claims arrive at once', async () => {
    const { client, userId } = await registerPlayer(server);
    await grant(userId, 'weekly', '3');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => client.post('/api/rewards/claim/weekly', { currency: 'USDT' })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await balanceOf(client, 'USDT')).toBe('3');
  });

  it('does not pay an expired grant, and says so', async () => {
    const { client, userId } = await registerPlayer(server);
    await grant(userId, 'weekly', '4', { expiresAt: new Date(Date.now() - 1000) });
    const refused = await client.post('/api/rewards/claim/weekly', { currency: 'USDT' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      /^Your weekly bonus expired on .* UTC: a bonus must be claimed within/,
    );
    expect(await balanceOf(client, 'USDT')).toBe('0');
    expect((await client.get('/api/rewards/stats')).body).toMatchObject({
      availableWeekly: '0',
      weeklyBonus: { expiresAt: null },
      totalAvailableRewards: '0',
    });
  });

  it('keeps the grant of a player on a break until the break ends', async () => {
    const { client, userId } = await registerPlayer(server);
    await grant(userId, 'monthly', '2');
    const db = server.context.database.db;
    await db
      .updateTable('users')
      .set({ excluded_until: new Date(Date.now() + DAY_MS) })
      .where('id', '=', userId)
      .execute();
    const refused = await client.post('/api/rewards/claim/monthly', { currency: 'USDT' });
    expect(refused.status).toBe(403);
    expect((await client.get('/api/rewards/stats')).body.availableMonthly).toBe('2');
    await db.updateTable('users').set({ excluded_until: null }).where('id', '=', userId).execute();
    expect((await client.post('/api/rewards/claim/monthly', { currency: 'USDT' })).status).toBe(200);
  });

  it('refuses bad input and changes nothing', async () => {
    const { client, userId } = await registerPlayer(server);
    await grant(userId, 'weekly', '1');
    const bad: Array<[unknown, string]> = [
      [{}, 'currency'],
      [{ currency: 'NOPE' }, 'currency'],
      [{ currency: 42 }, 'currency'],
      [{ currency: 'USDT', extra: true }, ''],
    ];
    for (const kind of ['weekly', 'monthly']) {
      for (const [body, field] of bad) {
        const response = await client.post(`/api/rewards/claim/${kind}`, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        if (field) expect(response.body.message).toContain(field);
      }
    }
    const none = await client.post('/api/rewards/claim/monthly', { currency: 'USDT' });
    expect(none.status).toBe(409);
    expect((await client.get('/api/rewards/stats')).body.availableWeekly).toBe('1');
  });

  it('is retry-safe', async () => {
    const { client, userId } = await registerPlayer(server);
    await grant(userId, 'weekly', '2');
    await expectRetrySafe(
      client,
      { path: '/api/rewards/claim/weekly', body: { currency: 'USDT' }, otherBody: { currency: 'ETH' } },
      async () => ({ usdt: await balanceOf(client, 'USDT'), eth: await balanceOf(client, 'ETH') }),
    );
  });
});
