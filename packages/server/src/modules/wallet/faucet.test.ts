import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestClient, type TestServer } from '../../test/harness';
import { balanceOf, depositAddress, expectLedgerSound } from '../../test/wallet-helpers';

/**
 * The simulated chain's faucet and miner through HTTP on a real database: who may use
 * them, what they refuse, and the hourly allowance ($10,000 by default; in the test
 * rates 1 USDT is $1 and 1 BTC $95,000).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const db = () => server.context.database.db;

function faucet(client: TestClient, body: unknown) {
  return client.post('/api/dev/chain/faucet', body);
}

/** Everything the faucet could have left behind for a player: grants, deposits, chain transfers. */
async function traces(userId: string, address: string) {
  const [grants, deposits, onChain] = await Promise.all([
    db().selectFrom('faucet_grants').select('id').where('user_id', '=', userId).execute(),
    db().selectFrom('deposits').select('id').where('user_id', '=', userId).execute(),
    db().selectFrom('sim_chain_transactions').select('id').where('to_address', '=', address).execute(),
  ]);
  return { grants: grants.length, deposits: deposits.length, onChain: onChain.length };
}

describe('who may use the test-coin faucet', () => {
  it('answers 401 to a visitor on every faucet and miner route, and the open send route is gone', async () => {
    const { client, userId } = await registerPlayer(server);
    const address = await depositAddress(client, 'BTC', 'BTC');
    const visitor = server.client();
    const body = { network: 'BTC', currency: 'BTC', address, amount: '0.01' };
    expect((await visitor.post('/api/dev/chain/faucet', body)).status).toBe(401);
    expect((await visitor.post('/api/dev/chain/mine', { network: 'BTC', blocks: 2 })).status).toBe(401);
    // The route that let anyone send coins to any address no longer exists, logged in or not.
    const old = { network: 'BTC', address, amount: '1000000000000000' };
    expect((await visitor.post('/api/dev/chain/send', old)).status).toBe(404);
    expect((await client.post('/api/dev/chain/send', old)).status).toBe(404);
    expect(await traces(userId, address)).toEqual({ grants: 0, deposits: 0, onChain: 0 });
    expect(await balanceOf(client, 'BTC')).toBe('0');
  });

  it("refuses another player's address (and any address not the player's own) and credits nothing", async () => {
    const thief = await registerPlayer(server);
    const victim = await registerPlayer(server);
    await depositAddress(thief.client, 'USDT', 'TRON');
    const victimAddress = await depositAddress(victim.client, 'USDT', 'TRON');
    const body = { network: 'TRON', currency: 'USDT', address: victimAddress, amount: '100' };
    const stolen = await faucet(thief.client, body);
    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toContain('your own deposit address');
    // A well-formed address that is nobody's, and the player's own ETH address named as TRON's.
    const nobodys = await faucet(thief.client, { ...body, address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' });
    expect(nobodys.status).toBe(403);
    const ownEth = await depositAddress(thief.client, 'USDT', 'ETH');
    expect((await faucet(thief.client, { ...body, network: 'BSC', address: ownEth })).status).toBe(403);
    await victim.client.post('/api/dev/chain/mine', { network: 'TRON', blocks: 60 });
    expect(await traces(victim.userId, victimAddress)).toEqual({ grants: 0, deposits: 0, onChain: 0 });
    expect(await traces(thief.userId, victimAddress)).toEqual({ grants: 0, deposits: 0, onChain: 0 });
    expect(await balanceOf(victim.client, 'USDT')).toBe('0');
    expect(await balanceOf(thief.client, 'USDT')).toBe('0');
  });

  it('refuses a player on a self-exclusion break, as it refuses deposit addresses', async () => {
    const { client, userId } = await registerPlayer(server);
    const address = await depositAddress(client, 'USDT', 'TRON');
    await db()
      .updateTable('users')
      .set({ excluded_until: new Date(Date.now() + 86_400_000) })
      .where('id', '=', userId)
      .execute();
    const response = await faucet(client, { network: 'TRON', currency: 'USDT', address, amount: '10' });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('SELF_EXCLUDED');
    expect(await traces(userId, address)).toEqual({ grants: 0, deposits: 0, onChain: 0 });
  });

  it.each([
    ['an unknown network', { network: 'NOPE' }, 400, 'network'],
    ['a currency not on that network', { currency: 'BTC' }, 400, 'network'],
    ['an unknown currency', { currency: 'FAKE' }, 400, 'currency'],
    ['no address', { address: undefined }, 400, 'address'],
    ['a malformed address', { address: 'not-an-address' }, 400, 'address'],
    ['an address with a NUL byte', { address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS\u0000' }, 400, 'address'],
    ['a network with a NUL byte', { network: 'TRON\u0000' }, 400, 'network'],
    ['amount zero', { amount: '0' }, 400, 'amount'],
    ['a negative amount', { amount: '-5' }, 400, 'amount'],
    ['too many decimals', { amount: '1.0000001' }, 400, 'amount'],
    ['a huge amount', { amount: '1000000000000000000000' }, 400, 'amount'],
    ['an amount with a NUL byte', { amount: '1\u0000' }, 400, 'amount'],
    ['an amount as a number', { amount: 5 }, 400, 'amount'],
    ['a network named after a prototype key', { network: '__proto__' }, 400, 'network'],
    ['a network named constructor', { network: 'constructor' }, 400, 'network'],
    ['an extra key', { txHash: 'aaaaaaaaaaaa' }, 400, 'txhash'],
  ])('answers 4xx for %s and changes nothing', async (_name, change, status, field) => {
    const { client, userId } = await registerPlayer(server);
    const address = await depositAddress(client, 'USDT', 'TRON');
    const response = await faucet(client, {
      network: 'TRON',
      currency: 'USDT',
      address,
      amount: '10',
      ...change,
    });
    expect(response.status).toBe(status);
    expect(response.body.message.toLowerCase()).toContain(field);
    expect(await traces(userId, address)).toEqual({ grants: 0, deposits: 0, onChain: 0 });
  });

  it('answers 400 to JSON bodies that carry prototype keys', async () => {
    const { client, userId } = await registerPlayer(server);
    const address = await depositAddress(client, 'USDT', 'TRON');
    for (const raw of [
      `{"network":"TRON","currency":"USDT","address":"${address}","amount":"10","__proto__":{"amount":"1"}}`,
      `{"network":"TRON","currency":"USDT","address":"${address}","amount":"10","constructor":{"prototype":{}}}`,
    ]) {
      const response = await client.request('POST', '/api/dev/chain/faucet', {
        rawBody: raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
    }
    expect(await traces(userId, address)).toEqual({ grants: 0, deposits: 0, onChain: 0 });
  });

  it('answers 400 to bad mining requests', async () => {
    const { client } = await registerPlayer(server);
    for (const body of [
      { network: 'BTC', blocks: 0 },
      { network: 'BTC', blocks: 1001 },
      { network: 'XYZ' },
      { network: '__proto__' },
      { network: 'BTC', blocks: 1.5 },
      {},
    ]) {
      expect((await client.post('/api/dev/chain/mine', body)).status).toBe(400);
    }
  });
});

describe('the hourly allowance', () => {
  it('gives exactly up to the cap, then refuses with what is left and when', async () => {
    const { client, userId } = await registerPlayer(server);
    const address = await depositAddress(client, 'USDT', 'TRON');
    const body = { network: 'TRON', currency: 'USDT', address };
    const first = await faucet(client, { ...body, amount: '6000' });
    expect(first.status).toBe(200);
    expect(first.body.leftUsd).toBe('4000');
    const last = await faucet(client, { ...body, amount: '4000' });
    expect(last.status).toBe(200);
    expect(last.body.leftUsd).toBe('0');
    const over = await faucet(client, { ...body, amount: '0.01' });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(
      /^Test coins are limited to \$10,000\.00 an hour per player\. You have \$0\.00 left now; this amount fits again from \d\d:\d\d UTC\.$/,
    );
    expect(over.body.amountsUsd).toEqual(['10000', '0']);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3660);
    expect(
      (await db().selectFrom('faucet_grants').select('id').where('user_id', '=', userId).execute()).length,
    ).toBe(2);

    // An hour later (the grants aged in the database, which is what counts) it is all back.
    await sql`UPDATE faucet_grants SET created_at = created_at - interval '61 minutes' WHERE user_id = ${userId}`.execute(
      db(),
    );
    expect((await faucet(client, { ...body, amount: '10000' })).status).toBe(200);
  });

  it('values other coins at the current rate, to the last unit', async () => {
    const { client } = await registerPlayer(server);
    const address = await depositAddress(client, 'BTC', 'BTC');
    const body = { network: 'BTC', currency: 'BTC', address };
    // 0.10526316 BTC is $10,000.0002: over. 0.10526315 BTC is $9,999.99925: the most there is.
    const over = await faucet(client, { ...body, amount: '0.10526316' });
    expect(over.status).toBe(429);
    expect(over.body.message).toContain('$10,000.00 left now');
    const most = await faucet(client, { ...body, amount: '0.10526315' });
    expect(most.status).toBe(200);
    expect(most.body.leftUsd).toBe('0.00075');
    const rest = await faucet(client, { ...body, amount: '0.00000001' });
    expect(rest.status).toBe(429);
    expect(rest.body.message).toContain('$0.00 left now');
  });

  it('says a request larger than the whole allowance can never pass', async () => {
    const { client } = await registerPlayer(server);
    const address = await depositAddress(client, 'USDT', 'TRON');
    const response = await faucet(client, { network: 'TRON', currency: 'USDT', address, amount: '10000.01' });
    expect(response.status).toBe(429);
    expect(response.body.message).toContain(
      '$10,000.00 left now; ask for at most $10,000.00 worth at a time.',
    );
  });

  it('lets 20 concurrent requests through only up to the cap', async () => {
    const { client, userId } = await registerPlayer(server);
    const address = await depositAddress(client, 'USDT', 'TRON');
    const body = { network: 'TRON', currency: 'USDT', address, amount: '1000' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => faucet(client, body)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const granted = await db()
      .selectFrom('faucet_grants')
      .select(sql<string>`sum(usd_value)::text`.as('usd'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(Number(granted.usd)).toBe(10000);
    await client.post('/api/dev/chain/mine', { network: 'TRON', blocks: 60 });
    expect(await balanceOf(client, 'USDT')).toBe('10000');
  });

  it('counts each player on their own', async () => {
    const first = await registerPlayer(server);
    const second = await registerPlayer(server);
    for (const player of [first, second]) {
      const address = await depositAddress(player.client, 'USDT', 'TRON');
      const answer = await faucet(player.client, {
        network: 'TRON',
        currency: 'USDT',
        address,
        amount: '10000',
      });
      expect(answer.status).toBe(200);
    }
  });
});

describe('request limits', () => {
  it('bounds how often one player may ask the faucet and mine, however small the amounts', async () => {
    const { client } = await registerPlayer(server);
    const address = await depositAddress(client, 'USDT', 'TRON');
    const body = { network: 'TRON', currency: 'USDT', address, amount: '0.01' };
    for (let request = 1; request <= 30; request += 1) expect((await faucet(client, body)).status).toBe(200);
    const thirtyFirst = await faucet(client, body);
    expect(thirtyFirst.status).toBe(429);
    expect(thirtyFirst.body.code).toBe('RATE_LIMITED');
    for (let request = 1; request <= 60; request += 1) {
      expect((await client.post('/api/dev/chain/mine', { network: 'XRP' })).status).toBe(200);
    }
    expect((await client.post('/api/dev/chain/mine', { network: 'XRP' })).status).toBe(429);
  });
});
