import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { PASSWORD, registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { expectRetrySafe } from '../../test/retry-helpers';
import { balanceOf, depositAddress, expectLedgerSound, fund } from '../../test/wallet-helpers';

// Each wallet call that moves money, sent twice under one Idempotency-Key (the
// mechanism's own cases are in lib/idempotency/retry-safe.test.ts).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

async function fundedPlayer() {
  const player = await registerPlayer(server);
  await fund(server, player.userId, 'BTC', '1');
  const balances = async () => ({
    main: await balanceOf(player.client, 'BTC'),
    vault: (await player.client.get('/api/wallet/vault/balances')).body.BTC,
    withdrawals: (await player.client.get('/api/wallet/withdrawals')).body.withdrawals.map(
      (withdrawal: { status: string }) => withdrawal.status,
    ),
  });
  return { ...player, balances };
}

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

describe('retry-safe wallet calls', () => {
  it('moves to the vault once', async () => {
    const { client, balances } = await fundedPlayer();
    await expectRetrySafe(
      client,
      {
        path: '/api/wallet/vault/deposit',
        body: { currency: 'BTC', amount: '0.1' },
        otherBody: { currency: 'BTC', amount: '0.2' },
      },
      balances,
    );
  });

  it('moves out of the vault once', async () => {
    const { client, balances } = await fundedPlayer();
    await client.post('/api/wallet/vault/deposit', { currency: 'BTC', amount: '0.5' });
    await expectRetrySafe(
      client,
      {
        path: '/api/wallet/vault/withdraw',
        body: { currency: 'BTC', amount: '0.1', password: PASSWORD },
        otherBody: { currency: 'BTC', amount: '0.2', password: PASSWORD },
      },
      balances,
    );
  });

  it('requests a withdrawal once', async () => {
    const { client, balances } = await fundedPlayer();
    await expectRetrySafe(
      client,
      {
        path: '/api/wallet/withdraw',
        body: { currency: 'BTC', network: 'BTC', address: ADDRESS, amount: '0.1' },
        otherBody: { currency: 'BTC', network: 'BTC', address: ADDRESS, amount: '0.2' },
      },
      balances,
    );
  });

  it('cancels a withdrawal once', async () => {
    const { client, balances } = await fundedPlayer();
    const body = { currency: 'BTC', network: 'BTC', address: ADDRESS, amount: '0.1' };
    const first = await client.post('/api/wallet/withdraw', body);
    const second = await client.post('/api/wallet/withdraw', body);
    await expectRetrySafe(
      client,
      {
        path: '/api/wallet/withdraw/cancel',
        body: { withdrawId: first.body.withdrawal.id },
        otherBody: { withdrawId: second.body.withdrawal.id },
      },
      balances,
    );
  });

  it('sends a tip once', async () => {
    const { client, balances } = await fundedPlayer();
    const friend = await registerPlayer(server);
    await expectRetrySafe(
      client,
      {
        path: '/api/wallet/tip/send',
        body: { username: friend.username, currency: 'BTC', amount: '0.1' },
        otherBody: { username: friend.username, currency: 'BTC', amount: '0.01' },
      },
      async () => ({ ...(await balances()), friend: await balanceOf(friend.client, 'BTC') }),
    );
  });

  it("takes test coins from the simulated chain's faucet once", async () => {
    const { client, userId } = await registerPlayer(server);
    const address = await depositAddress(client, 'USDT', 'ETH');
    const grants = async () =>
      server.context.database.db
        .selectFrom('faucet_grants')
        .select(['amount'])
        .where('user_id', '=', userId)
        .execute();
    await expectRetrySafe(
      client,
      {
        path: '/api/dev/chain/faucet',
        body: { network: 'ETH', currency: 'USDT', address, amount: '10' },
        otherBody: { network: 'ETH', currency: 'USDT', address, amount: '20' },
      },
      grants,
    );
  });
});
