import { parseAmount } from '@ante/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { transactionWithEvents } from '../../lib/events';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { depositAddress, depositTestCoins, expectLedgerSound, watchUser } from '../../test/wallet-helpers';
import { broadcast } from './chain/simulated-chain';
import { processWithdrawals } from './process-withdrawals';
import { noticeTransfers } from './sync-deposits';

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
    const address = await depositAddress(client, 'BTC', 'BTC');
    const sent = await client.post('/api/dev/chain/faucet', {
      network: 'BTC',
      currency: 'BTC',
      address,
      amount: '0.05',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ network: 'BTC', currency: 'BTC', amount: '0.05' });
    const pending = await client.post('/api/wallet/deposit', { currency: 'BTC' });
    expect(pending.body.pending).toHaveLength(1);
    expect(pending.body.pending[0]).toMatchObject({ amount: '0.05', confirmations: 0, confirms: 2 });
    await watcher.arrived({
      feed: 'deposits',
      payload: { id: expect.any(String), amount: '0.05', currency: 'BTC', pending: true },
    });

    await client.post('/api/dev/chain/mine', { network: 'BTC' });
    expect((await client.get('/api/wallet/balances')).body.BTC).toBe('0');
    const mined = await client.post('/api/dev/chain/mine', { network: 'BTC' });
    expect(mined.body.credited).toBe(1);
    expect((await client.get('/api/wallet/balances')).body.BTC).toBe('0.05');
    expect((await client.post('/api/wallet/deposit', { currency: 'BTC' })).body.pending).toEqual([]);
    await watcher.arrived({
      feed: 'deposits',
      payload: { id: expect.any(String), amount: '0.05', currency: 'BTC', pending: false },
    });
    await watcher.arrived({ feed: 'wallet', payload: { currency: 'BTC', balance: '0.05' } });
    // Both events name the same deposit, so a client can show one notice for it.
    const ids = watcher.events.filter((event) => event.feed === 'deposits').map((event) => event.payload.id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    // More blocks change nothing.
    await client.post('/api/dev/chain/mine', { network: 'BTC', blocks: 5 });
    expect((await client.get('/api/wallet/balances')).body.BTC).toBe('0.05');
    await watcher.stop();
    await expectLedgerSound(server);
  });

  it('credits a repeated chain notice once, however many nodes sync it', async () => {
    const { client } = await registerPlayer(server);
    const address = await depositAddress(client, 'DOGE', 'DOGE');
    const notice = { network: 'DOGE', address, currency: 'DOGE', amount: parseAmount('100') };
    const txHash = `repeat${Date.now()}`;
    const db = server.context.database.db;
    // The chain announces the same transaction twice, as real nodes sometimes do.
    const announce = () =>
      transactionWithEvents(db, server.context.bus, async (trx, events) => {
        const sent = await broadcast(trx, { ...notice, txHash });
        await noticeTransfers(trx, 'DOGE', [{ ...notice, txHash, confirmations: 0 }], events);
        return sent.repeated;
      });
    expect(await announce()).toBe(false);
    expect(await announce()).toBe(true);
    const mined = await Promise.all(
      Array.from({ length: 4 }, () => client.post('/api/dev/chain/mine', { network: 'DOGE', blocks: 3 })),
    );
    expect(mined.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    await announce();
    expect((await client.get('/api/wallet/balances')).body.DOGE).toBe('100');
    await expectLedgerSound(server);
  });

  it('credits tokens on a shared network to the right currency', async () => {
    const { client } = await registerPlayer(server);
    await depositTestCoins(client, 'USDC', 'ETH', '25', 3);
    const balances = (await client.get('/api/wallet/balances')).body;
    expect(balances.USDC).toBe('25');
    expect(balances.ETH).toBe('0');
  });

  it("credits a withdrawal sent to another player's deposit address once it is mined", async () => {
    const sender = await registerPlayer(server);
    const receiver = await registerPlayer(server);
    await depositTestCoins(sender.client, 'LTC', 'LTC', '1', 3);
    const address = await depositAddress(receiver.client, 'LTC', 'LTC');
    const withdrawal = await sender.client.post('/api/wallet/withdraw', {
      currency: 'LTC',
      network: 'LTC',
      address,
      amount: '0.25',
    });
    expect(withdrawal.status).toBe(200);
    const { database, bus, wallet } = server.context;
    await processWithdrawals({ db: database.db, bus, chain: wallet.chain }, { delayMs: 0 });
    await receiver.client.post('/api/dev/chain/mine', { network: 'LTC', blocks: 3 });
    expect((await receiver.client.get('/api/wallet/balances')).body.LTC).toBe('0.25');
    await expectLedgerSound(server);
  });
});
