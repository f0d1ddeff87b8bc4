import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { depositTestCoins, expectLedgerSound, fund, watchUser } from '../../test/wallet-helpers';

let server: TestServer;
beforeAll(async () => {
  // The history test deposits a whole bitcoin from the faucet: $95,000 at the test rates.
  server = await startTestServer({ env: { TEST_FAUCET_USD_PER_HOUR: '100000' } });
});
afterAll(() => server.close());
// Whatever a test did, money was neither created nor lost.
afterEach(() => expectLedgerSound(server));

describe('POST /api/wallet/tip/send', () => {
  it('moves money to another player and tells them', async () => {
    const sender = await registerPlayer(server);
    const recipient = await registerPlayer(server);
    await fund(server, sender.userId, 'USDT', '50');
    const watcher = await watchUser(server, recipient.userId);
    const response = await sender.client.post('/api/wallet/tip/send', {
      username: recipient.username.toUpperCase(),
      currency: 'USDT',
      amount: '12.5',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      recipient: recipient.username,
      currency: 'USDT',
      amount: '12.5',
      balance: '37.5',
    });
    expect((await recipient.client.get('/api/wallet/balances')).body.USDT).toBe('12.5');
    await watcher.arrived({
      feed: 'tips',
      payload: { sender: sender.username, currency: 'USDT', amount: '12.5' },
    });
    await watcher.stop();
    await expectLedgerSound(server);
  });

  it('succeeds exactly 10 times out of 50 parallel tips of 0.1 from a balance of 1', async () => {
    const sender = await registerPlayer(server);
    const recipient = await registerPlayer(server);
    await fund(server, sender.userId, 'ETH', '1');
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        sender.client.post('/api/wallet/tip/send', {
          username: recipient.username,
          currency: 'ETH',
          amount: '0.1',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 409)).toHaveLength(40);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'INSUFFICIENT_BALANCE')).toBe(
      true,
    );
    expect((await sender.client.get('/api/wallet/balances')).body.ETH).toBe('0');
    expect((await recipient.client.get('/api/wallet/balances')).body.ETH).toBe('1');
    await expectLedgerSound(server);
  });

  it('refuses tipping oneself (400), an unknown player (404) and bad input (400)', async () => {
    const sender = await registerPlayer(server);
    await fund(server, sender.userId, 'ETH', '1');
    const self = await sender.client.post('/api/wallet/tip/send', {
      username: sender.username,
      currency: 'ETH',
      amount: '0.1',
    });
    expect(self.status).toBe(400);
    expect(self.body.message).toContain('yourself');
    expect(self.body.field).toBe('username');
    const nobody = await sender.client.post('/api/wallet/tip/send', {
      username: 'no_such_one',
      currency: 'ETH',
      amount: '0.1',
    });
    expect(nobody.status).toBe(404);
    expect(nobody.body.field).toBe('username');
    for (const body of [
      { currency: 'ETH', amount: '0.1' },
      { username: 'x', currency: 'ETH', amount: '-1' },
      { username: 'x', currency: 'ETH' },
      { username: 'x', currency: 'NOPE', amount: '1' },
    ]) {
      expect((await sender.client.post('/api/wallet/tip/send', body)).status).toBe(400);
    }
    expect((await sender.client.get('/api/wallet/balances')).body.ETH).toBe('1');
  });

  it('answers 401 when not logged in', async () => {
    const response = await server
      .client()
      .post('/api/wallet/tip/send', { username: 'abc', currency: 'ETH', amount: '1' });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/wallet/transactions', () => {
  it('lists deposits, withdrawals, tips and vault moves, newest first, filtered and paged', async () => {
    const player = await registerPlayer(server);
    const friend = await registerPlayer(server);
    await depositTestCoins(player.client, 'BTC', 'BTC', '1', 2);
    await player.client.post('/api/wallet/tip/send', {
      username: friend.username,
      currency: 'BTC',
      amount: '0.1',
    });
    await friend.client.post('/api/wallet/tip/send', {
      username: player.username,
      currency: 'BTC',
      amount: '0.05',
    });
    await player.client.post('/api/wallet/vault/deposit', { currency: 'BTC', amount: '0.2' });
    await player.client.post('/api/wallet/withdraw', {
      currency: 'BTC',
      network: 'BTC',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      amount: '0.3',
    });

    const all = await player.client.get('/api/wallet/transactions');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(5);
    expect(all.body.transactions.map((t: { code: string }) => t.code)).toEqual([
      'withdrawal',
      'vault_in',
      'tip',
      'tip',
      'deposit',
    ]);
    expect(all.body.transactions[0]).toMatchObject({ amount: '-0.3001', status: 'pending', currency: 'BTC' });
    expect(all.body.transactions[2]).toMatchObject({ amount: '0.05', counterparty: friend.username });
    expect(all.body.transactions[3]).toMatchObject({ amount: '-0.1', counterparty: friend.username });
    expect(all.body.transactions[4]).toMatchObject({ amount: '1', status: 'credited' });

    const tips = await player.client.get('/api/wallet/transactions?kind=tip');
    expect(tips.body.total).toBe(2);
    const page = await player.client.get('/api/wallet/transactions?limit=2&offset=2');
    expect(page.body.transactions.map((t: { amount: string }) => t.amount)).toEqual(['0.05', '-0.1']);
    expect(page.body.total).toBe(5);
  });

  it('answers 400 for bad filters and 401 when not logged in', async () => {
    const player = await registerPlayer(server);
    expect((await player.client.get('/api/wallet/transactions?kind=bets')).status).toBe(400);
    expect((await player.client.get('/api/wallet/transactions?limit=500')).status).toBe(400);
    expect((await player.client.get('/api/wallet/transactions?offset=-1')).status).toBe(400);
    expect((await server.client().get('/api/wallet/transactions')).status).toBe(401);
  });
});
