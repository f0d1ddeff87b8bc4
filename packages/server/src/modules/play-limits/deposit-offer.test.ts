import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { depositTestCoins } from '../../test/wallet-helpers';

/**
 * What the limits list tells the cashier about the deposit limit it offers before a
 * first deposit (docs/play-limits.md#the-offer-at-the-first-deposit), and declining
 * that offer. Real: the server over HTTP, the database, the simulated chain the
 * deposits arrive on.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the deposit limit offer', () => {
  it('counts a deposit once it is credited, not while it is confirming', async () => {
    const { client } = await registerPlayer(server);
    expect((await client.get('/api/user/limits')).body).toEqual({
      limits: [],
      depositCredited: false,
      depositOfferDeclined: false,
    });

    // Tron credits after 10 blocks: one block leaves the deposit pending.
    await depositTestCoins(client, 'USDT', 'TRON', '5', 1);
    expect((await client.get('/api/user/limits')).body.depositCredited).toBe(false);
    await client.post('/api/dev/chain/mine', { network: 'TRON', blocks: 20 });
    expect((await client.get('/api/user/limits')).body.depositCredited).toBe(true);
  });

  it('answers the same fields after a limit is set, beside the limits', async () => {
    const { client } = await registerPlayer(server);
    const set = await client.request('PUT', '/api/user/limits', {
      body: { kind: 'deposit', period: 'week', amountUsd: '250' },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      limits: [{ kind: 'deposit', period: 'week', amountUsd: '250' }],
      depositCredited: false,
      depositOfferDeclined: false,
    });
  });

  it('remembers a decline on the account, keeping the first moment', async () => {
    const { client, userId, username } = await registerPlayer(server);
    const declined = await client.post('/api/user/limits/deposit-offer/decline', {});
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual({ limits: [], depositCredited: false, depositOfferDeclined: true });

    const users = () =>
      server.context.database.db
        .selectFrom('users')
        .select('deposit_limit_offer_declined_at')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
    const first = (await users()).deposit_limit_offer_declined_at;
    expect(first).toBeInstanceOf(Date);
    expect((await client.post('/api/user/limits/deposit-offer/decline', {})).status).toBe(200);
    expect((await users()).deposit_limit_offer_declined_at).toEqual(first);

    // Another session of the same account, as on another device, reads it too.
    const other = server.client();
    expect((await other.post('/api/user/login', { username, password: PASSWORD })).status).toBe(200);
    expect((await other.get('/api/user/limits')).body.depositOfferDeclined).toBe(true);
  });

  it('refuses a body and a visitor', async () => {
    const { client } = await registerPlayer(server);
    for (const body of [{ declined: true }, JSON.parse('{"__proto__":{"x":1}}'), 'yes', [1], null]) {
      const response = await client.post('/api/user/limits/deposit-offer/decline', body);
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
    }
    expect((await client.get('/api/user/limits')).body.depositOfferDeclined).toBe(false);
    expect((await server.client().post('/api/user/limits/deposit-offer/decline', {})).status).toBe(401);
  });
});
