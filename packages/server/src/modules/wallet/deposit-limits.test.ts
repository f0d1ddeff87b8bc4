import { MAX_AMOUNT_ATOMS, parseAmount, toDecimalString } from '@ante/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { transactionWithEvents } from '../../lib/events';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { balanceOf, depositAddress, expectLedgerSound } from '../../test/wallet-helpers';
import { postTransfer } from '../ledger/post-transfer';
import { broadcast } from './chain/simulated-chain';
import { noticeTransfers } from './sync-deposits';

/**
 * What may come in from outside. Balances are NUMERIC(38,18), so an account holds
 * less than 10^20 units either way; the `external` account is where every deposit
 * comes from. One credit is at most 10^15 units (MAX_AMOUNT_ATOMS), so 100,000 of
 * the largest credits would be needed to fill `external`, and the ledger refuses the
 * one that would pass it. This server's faucet allowance is as large as an operator
 * may set it, so the per-credit bound is what stops the faucet here.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TEST_FAUCET_USD_PER_HOUR: '1000000000000000' } });
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const db = () => server.context.database.db;
/** The largest balance NUMERIC(38,18) holds: 10^20 units less one atom. */
const COLUMN_MAX = 10n ** 38n - 1n;

/** A transfer to `address` as the chain would announce it (any amount a chain could carry). */
function announce(network: string, address: string, currency: string, amount: bigint) {
  const txHash = `limit${Date.now()}${Math.random().toString(36).slice(2, 10)}`;
  return transactionWithEvents(db(), server.context.bus, async (trx, events) => {
    await broadcast(trx, { network, address, currency, amount, txHash });
    await noticeTransfers(trx, network, [{ txHash, address, currency, amount, confirmations: 0 }], events);
    return txHash;
  });
}

async function depositStatus(txHash: string) {
  const row = await db()
    .selectFrom('deposits')
    .select('status')
    .where('tx_hash', '=', txHash)
    .executeTakeFirst();
  return row?.status;
}

describe('the largest credit from outside', () => {
  it('lets the faucet give the largest amount, and refuses one unit of precision more with a 400', async () => {
    const { client } = await registerPlayer(server);
    const address = await depositAddress(client, 'DOGE', 'DOGE');
    const body = { network: 'DOGE', currency: 'DOGE', address };
    const over = await client.post('/api/dev/chain/faucet', { ...body, amount: '1000000000000000.0001' });
    expect(over.status).toBe(400);
    expect(over.body.message).toContain('too large');
    const most = await client.post('/api/dev/chain/faucet', { ...body, amount: '1000000000000000' });
    expect(most.status).toBe(200);
    await client.post('/api/dev/chain/mine', { network: 'DOGE', blocks: 3 });
    expect(await balanceOf(client, 'DOGE')).toBe('1000000000000000');
  });

  it('credits a chain deposit of exactly the bound and refuses one atom more, keeping it on record', async () => {
    const { client } = await registerPlayer(server);
    const address = await depositAddress(client, 'SOL', 'SOL');
    const largest = await announce('SOL', address, 'SOL', MAX_AMOUNT_ATOMS);
    const tooLarge = await announce('SOL', address, 'SOL', MAX_AMOUNT_ATOMS + 1n);
    expect(await depositStatus(tooLarge)).toBe('refused');
    const pending = (await client.post('/api/wallet/deposit', { currency: 'SOL' })).body.pending;
    expect(pending.map((deposit: { txHash: string }) => deposit.txHash)).toEqual([largest]);
    const mined = await client.post('/api/dev/chain/mine', { network: 'SOL', blocks: 10 });
    expect(mined.body.credited).toBe(1);
    expect(await depositStatus(largest)).toBe('credited');
    expect(await depositStatus(tooLarge)).toBe('refused');
    expect(await balanceOf(client, 'SOL')).toBe(toDecimalString(MAX_AMOUNT_ATOMS));
    const history = (await client.get('/api/wallet/transactions?kind=deposit')).body.transactions;
    expect(history.map((entry: { status: string }) => entry.status).sort()).toEqual(['credited', 'refused']);
  });
});

describe("the external account's range", () => {
  it('refuses, with a 409 and nothing written, the one atom that would pass the column', async () => {
    const { userId } = await registerPlayer(server);
    const move = (amount: bigint, key: string) =>
      db()
        .transaction()
        .execute((trx) =>
          postTransfer(trx, {
            code: 'deposit',
            from: { system: 'external' },
            to: { userId, kind: 'main' },
            currency: 'TRX',
            amount,
            idempotencyKey: `${key}-${userId}`,
          }),
        );
    expect(await move(COLUMN_MAX, 'fill')).toBe(true);
    await expect(move(1n, 'one-more')).rejects.toMatchObject({ status: 409, code: 'CONFLICT' });
    await expect(move(10n ** 38n, 'beyond')).rejects.toMatchObject({ status: 409 });
    const written = await db()
      .selectFrom('transfers')
      .select('id')
      .where('idempotency_key', 'in', [`one-more-${userId}`, `beyond-${userId}`])
      .execute();
    expect(written).toEqual([]);
  });

  it('marks a deposit the full account cannot take as refused, and the block is still mined for everyone', async () => {
    const whale = await registerPlayer(server);
    const late = await registerPlayer(server);
    const other = await registerPlayer(server);
    // Fill XRP's `external` up to one largest credit below the column's end.
    await db()
      .transaction()
      .execute((trx) =>
        postTransfer(trx, {
          code: 'deposit',
          from: { system: 'external' },
          to: { userId: whale.userId, kind: 'main' },
          currency: 'XRP',
          amount: COLUMN_MAX - MAX_AMOUNT_ATOMS,
          idempotencyKey: `whale-${whale.userId}`,
        }),
      );
    const fits = await announce(
      'XRP',
      await depositAddress(other.client, 'XRP', 'XRP'),
      'XRP',
      MAX_AMOUNT_ATOMS,
    );
    const full = await announce(
      'XRP',
      await depositAddress(late.client, 'XRP', 'XRP'),
      'XRP',
      parseAmount('1'),
    );
    const mined = await late.client.post('/api/dev/chain/mine', { network: 'XRP', blocks: 30 });
    expect(mined.status).toBe(200);
    expect(mined.body.credited).toBe(1);
    expect(await depositStatus(fits)).toBe('credited');
    expect(await depositStatus(full)).toBe('refused');
    expect(await balanceOf(other.client, 'XRP')).toBe(toDecimalString(MAX_AMOUNT_ATOMS));
    expect(await balanceOf(late.client, 'XRP')).toBe('0');
    // Mining again changes nothing: a refused deposit is not retried.
    const again = await late.client.post('/api/dev/chain/mine', { network: 'XRP', blocks: 1 });
    expect(again.body.credited).toBe(0);
    expect(await depositStatus(full)).toBe('refused');
  });
});
