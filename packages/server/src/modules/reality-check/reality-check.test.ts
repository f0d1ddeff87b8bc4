import { fromDecimalString } from '@ante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { diceBet, fund } from '../../test/wallet-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('reality checks', () => {
  it('keeps the interval on the account and sums the stakes and result since the session began', async () => {
    const { client } = await registerPlayer(server);
    const before = await client.get('/api/user/reality-check');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ minutes: null, wageredUsd: '0', netUsd: '0', rounds: 0 });

    const set = await client.request('PUT', '/api/user/reality-check', { body: { minutes: 60 } });
    expect(set.status).toBe(200);
    expect(set.body.minutes).toBe(60);
    expect((await client.get('/api/user/current')).status).toBe(200);

    const since = new Date(Date.now() - 1000).toISOString();
    await fund(server, (await client.get('/api/user/current')).body.user.userId, 'USDT', '50');
    const bets = [await diceBet(client, '2', 49.5), await diceBet(client, '3', 49.5)];
    const paid = bets.reduce((total, bet) => total + fromDecimalString(bet.round.payout), 0n);
    const check = await client.get(`/api/user/reality-check?since=${encodeURIComponent(since)}`);
    expect(check.status).toBe(200);
    expect(check.body.minutes).toBe(60);
    expect(check.body.rounds).toBe(2);
    // USDT is worth a dollar here, so the figures are the stakes and payouts themselves.
    expect(fromDecimalString(check.body.wageredUsd)).toBe(fromDecimalString('5'));
    expect(fromDecimalString(check.body.netUsd)).toBe(paid - fromDecimalString('5'));
    // Play before the session's start is not counted.
    const later = await client.get(
      `/api/user/reality-check?since=${encodeURIComponent(new Date().toISOString())}`,
    );
    expect(later.body).toMatchObject({ rounds: 0, wageredUsd: '0', netUsd: '0' });

    expect(
      (await client.request('PUT', '/api/user/reality-check', { body: { minutes: null } })).body.minutes,
    ).toBe(null);
  });

  it('reaches back a day at most, and refuses a visitor and bad input, changing nothing', async () => {
    const { client } = await registerPlayer(server);
    const old = await client.get('/api/user/reality-check?since=2020-01-01T00:00:00Z');
    expect(old.status).toBe(200);
    expect(Date.now() - Date.parse(old.body.since)).toBeLessThanOrEqual(24 * 60 * 60_000 + 60_000);
    const future = await client.get('/api/user/reality-check?since=2999-01-01T00:00:00Z');
    expect(Date.parse(future.body.since)).toBeLessThanOrEqual(Date.now());

    const visitor = server.client();
    expect((await visitor.get('/api/user/reality-check')).status).toBe(401);
    expect((await visitor.request('PUT', '/api/user/reality-check', { body: { minutes: 30 } })).status).toBe(
      401,
    );
    for (const body of [
      { minutes: 45 },
      { minutes: '30' },
      { minutes: 30.5 },
      { minutes: -30 },
      {},
      { minutes: 30, extra: true },
      { __proto__: { minutes: 30 } },
    ]) {
      const response = await client.request('PUT', '/api/user/reality-check', { body: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
    for (const query of ['?since=yesterday', '?since=1e10', '?other=1', '?since=%00']) {
      expect((await client.get(`/api/user/reality-check${query}`)).status, query).toBe(400);
    }
    expect((await client.get('/api/user/reality-check')).body.minutes).toBe(null);
  });
});
