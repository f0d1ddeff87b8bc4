import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { registerStaff } from '../../test/staff-helpers';

/** The back office's lists sort on the server, by the columns each list names and no other. */
describe('sorting the back office’s lists', () => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof registerStaff>>;
  const prefix = `s${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await registerStaff(server);
  });
  afterAll(() => server.close());

  it('orders players by name either way, or by when they joined', async () => {
    const names = [`${prefix}_b`, `${prefix}_c`, `${prefix}_a`];
    for (const username of names) await registerPlayer(server, { username });
    const found = async (sort?: string) => {
      const response = await admin.client.get(
        `/api/admin/players?q=${prefix}${sort ? `&sort=${encodeURIComponent(sort)}` : ''}`,
      );
      expect(response.status).toBe(200);
      return response.body.players.map((player: { username: string }) => player.username);
    };
    expect(await found()).toEqual([...names].sort());
    expect(await found('-username')).toEqual([...names].sort().reverse());
    expect(await found('createdAt')).toEqual(names);
    expect(await found('-createdAt')).toEqual([...names].reverse());
  });

  it('orders pending adjustments by amount, and pages without repeating a row', async () => {
    const finance = await registerStaff(server, undefined, 'finance');
    const player = await registerPlayer(server);
    for (const amount of ['5', '50', '0.5', '5']) {
      const asked = await finance.client.post(`/api/admin/players/${player.userId}/adjustments`, {
        currency: 'USDT',
        amount,
        reason: 'Sorting test',
      });
      expect(asked.status).toBe(200);
    }
    const page = async (sort: string, offset: number) =>
      (
        await finance.client.get(
          `/api/admin/adjustments?userId=${player.userId}&sort=${encodeURIComponent(sort)}&limit=2&offset=${offset}`,
        )
      ).body.adjustments as Array<{ id: string; amount: string }>;
    const ascending = [...(await page('amount', 0)), ...(await page('amount', 2))];
    expect(ascending.map((row) => row.amount)).toEqual(['0.5', '5', '5', '50']);
    expect(new Set(ascending.map((row) => row.id)).size).toBe(4);
    const descending = [...(await page('-amount', 0)), ...(await page('-amount', 2))];
    expect(descending.map((row) => row.id)).toEqual(ascending.map((row) => row.id).reverse());
  });

  it('takes each list’s own keys, and refuses anything else with the keys it knows', async () => {
    for (const url of [
      '/api/admin/withdrawals?state=completed&sort=-valueUsd',
      '/api/admin/withdrawals?sort=username',
      '/api/admin/risk?sort=-seenAt',
      '/api/admin/risk?status=dismissed&sort=dismissedAt',
      '/api/admin/adjustments?status=approved&sort=-requestedAt',
    ]) {
      expect([url, (await admin.client.get(url)).status]).toEqual([url, 200]);
    }
    for (const sort of [
      'id',
      'value_usd',
      '-',
      '--valueUsd',
      '__proto__',
      'constructor',
      'valueUsd;drop table users',
      'valueUsd ',
      'VALUEUSD',
      'kind',
    ]) {
      const response = await admin.client.get(`/api/admin/withdrawals?sort=${encodeURIComponent(sort)}`);
      expect([sort, response.status]).toEqual([sort, 400]);
      expect(response.body.message).toContain('sort must be one of createdAt, -createdAt, valueUsd');
    }
    const twice = await admin.client.get('/api/admin/risk?sort=kind&sort=-kind');
    expect(twice.status).toBe(400);
  });
});
