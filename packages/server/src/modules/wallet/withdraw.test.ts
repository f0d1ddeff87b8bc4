import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { expectLedgerSound, fund } from '../../test/wallet-helpers';
import { type ChainAdapter, SendLater } from './chain/chain-adapter';
import { processWithdrawals } from './process-withdrawals';

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
// Whatever a test did, money was neither created nor lost.
afterEach(() => expectLedgerSound(server));

function process(chain: ChainAdapter = server.context.wallet.chain) {
  return processWithdrawals(
    { db: server.context.database.db, bus: server.context.bus, chain },
    { delayMs: 0 },
  );
}

async function systemBalance(kind: string, currency: string): Promise<string> {
  const row = await server.context.database.db
    .selectFrom('accounts')
    .select('balance')
    .where('user_id', 'is', null)
    .where('kind', '=', kind)
    .where('currency', '=', currency)
    .executeTakeFirst();
  return row ? String(Number(row.balance)) : '0';
}

describe('POST /api/wallet/withdraw', () => {
  it('takes amount and fee at once, then the processor sends it and collects the fee', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'BTC', '1');
    const feesBefore = await systemBalance('fees', 'BTC');
    const response = await client.post('/api/wallet/withdraw', {
      currency: 'BTC',
      network: 'BTC',
      address: BTC_ADDRESS,
      amount: '0.5',
    });
    expect(response.status).toBe(200);
    expect(response.body.withdrawal).toMatchObject({
      amount: '0.5',
      fee: '0.0001',
      status: 'pending',
      txHash: null,
    });
    expect((await client.get('/api/wallet/balances')).body.BTC).toBe('0.4999');
    await expectLedgerSound(server);

    const result = await process();
    expect(result.completed).toBeGreaterThanOrEqual(1);
    const list = await client.get('/api/wallet/withdrawals');
    expect(list.body.withdrawals[0]).toMatchObject({ status: 'completed' });
    expect(list.body.withdrawals[0].txHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(await systemBalance('fees', 'BTC')) - Number(feesBefore)).toBeCloseTo(0.0001, 10);
    // Completed withdrawals cannot be cancelled.
    const cancel = await client.post('/api/wallet/withdraw/cancel', {
      withdrawId: response.body.withdrawal.id,
    });
    expect(cancel.status).toBe(409);
    await expectLedgerSound(server);
  });

  it('refuses when the balance cannot cover amount plus fee, with 409, changing nothing', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'BTC', '0.5');
    const response = await client.post('/api/wallet/withdraw', {
      currency: 'BTC',
      network: 'BTC',
      address: BTC_ADDRESS,
      amount: '0.5',
    });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('INSUFFICIENT_BALANCE');
    expect(response.body.field).toBe('amount');
    expect((await client.get('/api/wallet/balances')).body.BTC).toBe('0.5');
    expect((await client.get('/api/wallet/withdrawals')).body.withdrawals).toEqual([]);
  });

  it.each([
    [{ currency: 'BTC', network: 'ETH', address: BTC_ADDRESS, amount: '0.1' }, 'network', 'network'],
    [{ currency: 'BTC', network: 'BTC', address: ETH_ADDRESS, amount: '0.1' }, 'address', 'address'],
    [{ currency: 'ETH', network: 'ETH', address: BTC_ADDRESS, amount: '0.1' }, 'address', 'address'],
    [
      { currency: 'BTC', network: 'BTC', address: BTC_ADDRESS, amount: '0.00001' },
      'minimum withdrawal',
      'amount',
    ],
    [{ currency: 'BTC', network: 'BTC', address: BTC_ADDRESS, amount: '0.123456789' }, 'amount', 'amount'],
    [{ currency: 'BTC', network: 'BTC', address: BTC_ADDRESS, amount: 'lots' }, 'amount', 'amount'],
    [{ currency: 'BTC', network: 'BTC', address: BTC_ADDRESS, amount: 0.1 }, 'amount', 'amount'],
    [{ currency: 'ZZZ', network: 'BTC', address: BTC_ADDRESS, amount: '0.1' }, 'currency', 'currency'],
    [{ currency: 'BTC', network: 'BTC', amount: '0.1' }, 'address', 'address'],
  ])('answers 400 naming the problem for %j', async (body, text, field) => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'BTC', '1');
    await fund(server, userId, 'ETH', '1');
    const response = await client.post('/api/wallet/withdraw', body);
    expect(response.status).toBe(400);
    expect(response.body.message.toLowerCase()).toContain(text);
    expect(response.body.field).toBe(field);
    expect((await client.get('/api/wallet/balances')).body.BTC).toBe('1');
  });

  it('answers 401 when not logged in', async () => {
    const body = { currency: 'BTC', network: 'BTC', address: BTC_ADDRESS, amount: '0.1' };
    expect((await server.client().post('/api/wallet/withdraw', body)).status).toBe(401);
    expect(
      (await server.client().post('/api/wallet/withdraw/cancel', { withdrawId: crypto.randomUUID() })).status,
    ).toBe(401);
    expect((await server.client().get('/api/wallet/withdrawals')).status).toBe(401);
  });
});

describe('POST /api/wallet/withdraw/cancel', () => {
  it('refunds exactly once under parallel cancels and a racing processor', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'ETH', '1');
    const created = await client.post('/api/wallet/withdraw', {
      currency: 'ETH',
      network: 'BSC',
      address: ETH_ADDRESS,
      amount: '0.5',
    });
    expect((await client.get('/api/wallet/balances')).body.ETH).toBe('0.49988');
    const id = created.body.withdrawal.id;
    const [results, processed] = await Promise.all([
      Promise.all(
        Array.from({ length: 8 }, () => client.post('/api/wallet/withdraw/cancel', { withdrawId: id })),
      ),
      process(),
    ]);
    const cancelled = results.filter((r) => r.status === 200).length;
    expect(cancelled + processed.completed).toBeGreaterThanOrEqual(1);
    const balance = (await client.get('/api/wallet/balances')).body.ETH;
    if (cancelled === 1) {
      expect(balance).toBe('1');
      expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    } else {
      expect(cancelled).toBe(0);
      expect(balance).toBe('0.49988');
    }
    await expectLedgerSound(server);
  });

  it('refunds a pending withdrawal when no processor interferes', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'ETH', '1');
    const created = await client.post('/api/wallet/withdraw', {
      currency: 'ETH',
      network: 'BSC',
      address: ETH_ADDRESS,
      amount: '0.5',
    });
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.post('/api/wallet/withdraw/cancel', { withdrawId: created.body.withdrawal.id }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    expect((await client.get('/api/wallet/balances')).body.ETH).toBe('1');
    await expectLedgerSound(server);
  });

  it("answers 404 for someone else's withdrawal and 400 for a malformed id", async () => {
    const owner = await registerPlayer(server);
    await fund(server, owner.userId, 'ETH', '1');
    const created = await owner.client.post('/api/wallet/withdraw', {
      currency: 'ETH',
      network: 'BSC',
      address: ETH_ADDRESS,
      amount: '0.5',
    });
    const other = await registerPlayer(server);
    const stolen = await other.client.post('/api/wallet/withdraw/cancel', {
      withdrawId: created.body.withdrawal.id,
    });
    expect(stolen.status).toBe(404);
    const bad = await other.client.post('/api/wallet/withdraw/cancel', { withdrawId: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('withdrawId');
  });

  it('refunds the player when the chain refuses to send', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'LTC', '10');
    await client.post('/api/wallet/withdraw', {
      currency: 'LTC',
      network: 'LTC',
      address: 'ltc1qg82gqh9rjl8mxr4s5ecqzw5xcfzq0yqzk9cg3v',
      amount: '1',
    });
    const broken: ChainAdapter = {
      ...server.context.wallet.chain,
      async send() {
        throw new Error('node unreachable');
      },
    };
    const result = await process(broken);
    expect(result.failed).toBeGreaterThanOrEqual(1);
    expect((await client.get('/api/wallet/withdrawals')).body.withdrawals[0].status).toBe('failed');
    expect((await client.get('/api/wallet/balances')).body.LTC).toBe('10');
    await expectLedgerSound(server);
  });

  it('keeps a withdrawal the hot wallet cannot cover yet waiting, cancellable, and sends it once it can', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'LTC', '10');
    const requested = await client.post('/api/wallet/withdraw', {
      currency: 'LTC',
      network: 'LTC',
      address: 'ltc1qg82gqh9rjl8mxr4s5ecqzw5xcfzq0yqzk9cg3v',
      amount: '1',
    });
    const short: ChainAdapter = {
      ...server.context.wallet.chain,
      async send() {
        throw new SendLater('the hot wallet holds 0.2 LTC of the 1 LTC to send');
      },
    };
    const waited = await process(short);
    expect(waited.waiting).toBeGreaterThanOrEqual(1);
    const mine = async () =>
      (await client.get('/api/wallet/withdrawals')).body.withdrawals.find(
        (w: { id: string }) => w.id === requested.body.withdrawal.id,
      );
    expect((await mine()).status).toBe('pending');
    // Nothing came back to the player: the money waits with the withdrawal.
    expect((await client.get('/api/wallet/balances')).body.LTC).toBe('8.999');
    await process();
    expect((await mine()).status).toBe('completed');
    expect((await client.get('/api/wallet/balances')).body.LTC).toBe('8.999');
  });
});

describe('vault', () => {
  it('moves money in freely and out with the password', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'SOL', '10');
    const moveIn = await client.post('/api/wallet/vault/deposit', { currency: 'SOL', amount: '4' });
    expect(moveIn.status).toBe(200);
    expect(moveIn.body).toEqual({ currency: 'SOL', balance: '6', vaultBalance: '4' });
    expect((await client.get('/api/wallet/vault/balances')).body.SOL).toBe('4');
    const wrong = await client.post('/api/wallet/vault/withdraw', {
      currency: 'SOL',
      amount: '1',
      password: 'nope nope',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('WRONG_PASSWORD');
    expect(wrong.body.field).toBe('password');
    const moveOut = await client.post('/api/wallet/vault/withdraw', {
      currency: 'SOL',
      amount: '1.5',
      password: PASSWORD,
    });
    expect(moveOut.body).toEqual({ currency: 'SOL', balance: '7.5', vaultBalance: '2.5' });
    const tooMuch = await client.post('/api/wallet/vault/withdraw', {
      currency: 'SOL',
      amount: '3',
      password: PASSWORD,
    });
    expect(tooMuch.status).toBe(409);
    const overdraw = await client.post('/api/wallet/vault/deposit', { currency: 'SOL', amount: '8' });
    expect(overdraw.status).toBe(409);
    await expectLedgerSound(server);
  });

  it('answers 400 for bad input and 401 when not logged in', async () => {
    const { client } = await registerPlayer(server);
    expect((await client.post('/api/wallet/vault/deposit', { currency: 'SOL' })).status).toBe(400);
    expect((await client.post('/api/wallet/vault/deposit', { currency: 'SOL', amount: '0' })).status).toBe(
      400,
    );
    expect((await client.post('/api/wallet/vault/withdraw', { currency: 'SOL', amount: '1' })).status).toBe(
      400,
    );
    expect(
      (await server.client().post('/api/wallet/vault/deposit', { currency: 'SOL', amount: '1' })).status,
    ).toBe(401);
    expect(
      (
        await server
          .client()
          .post('/api/wallet/vault/withdraw', { currency: 'SOL', amount: '1', password: 'x' })
      ).status,
    ).toBe(401);
  });
});
