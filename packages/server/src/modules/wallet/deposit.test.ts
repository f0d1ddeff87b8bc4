import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { eventually, expectLedgerSound, watchUser } from '../../test/wallet-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
// Whatever a test did, money was neither created nor lost.
afterEach(() => expectLedgerSound(server));

describe('POST /api/wallet/deposit', () => {
  it("gives a stable address per network, in the network's format", async () => {
    const { client } = await registerPlayer(server);
    const first = await client.post('/api/wallet/deposit', { currency: 'USDT' });
    expect(first.status).toBe(200);
    expect(first.body.addresses.map((a: { network: string }) => a.network)).toEqual(['ETH', 'BSC', 'TRON']);
    const [eth, bsc, tron] = first.body.addresses;
    expect(eth.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(bsc.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(tron.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const again = await client.post('/api/wallet/deposit', { currency: 'USDT' });
    expect(again.body.addresses).toEqual(first.body.addresses);
    // ETH itself shares the player's ERC20 address, as on the real chain.
    const ether = await client.post('/api/wallet/deposit', { currency: 'ETH' });
    expect(ether.body.addresses[0].address).toBe(eth.address);
    const btc = await client.post('/api/wallet/deposit', { currency: 'BTC' });
    expect(btc.body.addresses[0]).toMatchObject({ network: 'BTC', confirms: 2 });
    expect(btc.body.addresses[0].address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
  });

  it('gives different players different addresses', async () => {
    const a = await registerPlayer(server);
    const b = await registerPlayer(server);
    const first = await a.client.post('/api/wallet/deposit', { currency: 'BTC' });
    const second = await b.client.post('/api/wallet/deposit', { currency: 'BTC' });
    expect(first.body.addresses[0].address).not.toBe(second.body.addresses[0].address);
  });

  it('answers 400 for an unknown currency and 401 when not logged in', async () => {
    const { client } = await registerPlayer(server);
    const bad = await client.post('/api/wallet/deposit', { currency: 'FOO' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('currency');
    expect((await client.post('/api/wallet/deposit', {})).status).toBe(400);
    expect((await server.client().post('/api/wallet/deposit', { currency: 'BTC' })).status).toBe(401);
  });
});

describe('deposits on the simulated chain', () => {
  it('shows a deposit as pending, credits it once at the confirmations, and announces both', async () => {
    const { client, userId } = await registerPlayer(server);
    const watcher = await watchUser(server, userId);
    const info = await client.post('/api/wallet/deposit', { currency: 'BTC' });
    const address = info.body.addresses[0].address;
    const sent = await server
      .client()
      .post('/api/dev/chain/send', { network: 'BTC', address, amount: '0.5' });
    expect(sent.status).toBe(200);
    const pending = await client.post('/api/wallet/deposit', { currency: 'BTC' });
    expect(pending.body.pending).toHaveLength(1);
    expect(pending.body.pending[0]).toMatchObject({ amount: '0.5', confirmations: 0, confirms: 2 });
    await eventually(() =>
      expect(watcher.events).toContainEqual({
        feed: 'deposits',
        payload: { amount: '0.5', currency: 'BTC', pending: true },
      }),
    );

    await server.client().post('/api/dev/chain/mine', { network: 'BTC' });
    expect((await client.get('/api/wallet/balances')).body.BTC).toBe('0');
    const mined = await server.client().post('/api/dev/chain/mine', { network: 'BTC' });
    expect(mined.body.credited).toBe(1);
    expect((await client.get('/api/wallet/balances')).body.BTC).toBe('0.5');
    expect((await client.post('/api/wallet/deposit', { currency: 'BTC' })).body.pending).toEqual([]);
    await eventually(() => {
      expect(watcher.events).toContainEqual({
        feed: 'deposits',
        payload: { amount: '0.5', currency: 'BTC', pending: false },
      });
      expect(watcher.events).toContainEqual({ feed: 'wallet', payload: { currency: 'BTC', balance: '0.5' } });
    });
    // More blocks change nothing.
    await server.client().post('/api/dev/chain/mine', { network: 'BTC', blocks: 5 });
    expect((await client.get('/api/wallet/balances')).body.BTC).toBe('0.5');
    await watcher.stop();
    await expectLedgerSound(server);
  });

  it('credits a repeated deposit notice once', async () => {
    const { client } = await registerPlayer(server);
    const info = await client.post('/api/wallet/deposit', { currency: 'DOGE' });
    const address = info.body.addresses[0].address;
    const notice = { network: 'DOGE', address, amount: '100', txHash: `repeat${Date.now()}` };
    const first = await server.client().post('/api/dev/chain/send', notice);
    const second = await server.client().post('/api/dev/chain/send', notice);
    expect(first.body.repeated).toBe(false);
    expect(second.body.repeated).toBe(true);
    await Promise.all(
      Array.from({ length: 4 }, () =>
        server.client().post('/api/dev/chain/mine', { network: 'DOGE', blocks: 3 }),
      ),
    );
    await server.client().post('/api/dev/chain/send', notice);
    expect((await client.get('/api/wallet/balances')).body.DOGE).toBe('100');
    await expectLedgerSound(server);
  });

  it('credits tokens on a shared network to the right currency', async () => {
    const { client } = await registerPlayer(server);
    const info = await client.post('/api/wallet/deposit', { currency: 'USDC' });
    const address = info.body.addresses[0].address;
    await server
      .client()
      .post('/api/dev/chain/send', { network: 'ETH', address, amount: '25', currency: 'USDC' });
    await server.client().post('/api/dev/chain/mine', { network: 'ETH', blocks: 3 });
    const balances = (await client.get('/api/wallet/balances')).body;
    expect(balances.USDC).toBe('25');
    expect(balances.ETH).toBe('0');
  });

  it.each([
    [{ network: 'NOPE', address: 'x', amount: '1' }, 'network'],
    [{ network: 'BTC', address: 'not-an-address', amount: '1' }, 'address'],
    [{ network: 'BTC', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', amount: '-1' }, 'amount'],
    [
      { network: 'BTC', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', amount: '1', currency: 'ETH' },
      'currency',
    ],
    [{ address: 'x', amount: '1' }, 'network'],
  ])('dev send answers 400 naming the field for %j', async (body, field) => {
    const response = await server.client().post('/api/dev/chain/send', body);
    expect(response.status).toBe(400);
    expect(response.body.message.toLowerCase()).toContain(field);
  });

  it('dev mine answers 400 for bad input', async () => {
    expect((await server.client().post('/api/dev/chain/mine', { network: 'BTC', blocks: 0 })).status).toBe(
      400,
    );
    expect((await server.client().post('/api/dev/chain/mine', { network: 'XYZ' })).status).toBe(400);
  });
});
