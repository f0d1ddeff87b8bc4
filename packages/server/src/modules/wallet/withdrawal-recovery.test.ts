import { fromDecimalString } from '@ante/core';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { balanceOf, expectLedgerSound, fund } from '../../test/wallet-helpers';
import type { ChainAdapter } from './chain/chain-adapter';
import { processWithdrawals } from './process-withdrawals';
import { recoverWithdrawals } from './recover-withdrawals';
import { type ClaimedWithdrawal, sendWithdrawal } from './settle-withdrawal';

/**
 * A node can die between sending a withdrawal and recording it, leaving the row in
 * `processing`. These tests leave rows exactly as such a crash does, then run the
 * recovery (twice at once, and again): the player is paid once, and a withdrawal
 * that went out is never refunded.
 */
const LTC_ADDRESS = 'ltc1qg82gqh9rjl8mxr4s5ecqzw5xcfzq0yqzk9cg3v';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => expectLedgerSound(server));

const db = () => server.context.database.db;
const deps = (chain: ChainAdapter = server.context.wallet.chain) => ({
  db: db(),
  bus: server.context.bus,
  chain,
  log: server.context.log,
});
const recover = (chain?: ChainAdapter) => recoverWithdrawals(deps(chain));

/** A player's pending withdrawal of 1 LTC (fee 0.001), from a balance of 10. */
async function pendingWithdrawal() {
  const player = await registerPlayer(server);
  await fund(server, player.userId, 'LTC', '10');
  const response = await player.client.post('/api/wallet/withdraw', {
    currency: 'LTC',
    network: 'LTC',
    address: LTC_ADDRESS,
    amount: '1',
  });
  expect(response.status).toBe(200);
  return { ...player, id: response.body.withdrawal.id as string };
}

/** The row as a node leaves it when it dies after claiming (and maybe sending) it, an hour ago. */
async function leftProcessing(id: string, key: string | null = `withdrawal:${id}`) {
  await db()
    .updateTable('withdrawals')
    .set({
      status: 'processing',
      send_key: key,
      lease: key === null ? null : sql<string>`gen_random_uuid()`,
      updated_at: sql`now() - interval '1 hour'`,
    })
    .where('id', '=', id)
    .execute();
}

const row = (id: string) =>
  db().selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** How the ledger moved this withdrawal: transfer codes, in order. */
async function transferCodes(id: string): Promise<string[]> {
  const rows = await db()
    .selectFrom('transfers')
    .select('code')
    .where('reference', '=', `withdrawal:${id}`)
    .orderBy('id')
    .execute();
  return rows.map((transfer) => transfer.code);
}

async function chainSendsTo(txHashes: (string | null)[]): Promise<number> {
  const hashes = txHashes.filter((hash): hash is string => hash !== null);
  if (hashes.length === 0) return 0;
  const rows = await db()
    .selectFrom('sim_chain_transactions')
    .select('tx_hash')
    .where('tx_hash', 'in', hashes)
    .execute();
  return rows.length;
}

const SETTLED = ['withdrawal', 'withdrawal_fee', 'withdrawal_sent', 'withdrawal_fee_collected'];

describe('withdrawal recovery', () => {
  it('completes a withdrawal that was sent before the crash, once, and never refunds it', async () => {
    const { client, id } = await pendingWithdrawal();
    await leftProcessing(id);
    const sent = await server.context.wallet.chain.send(db(), {
      network: 'LTC',
      address: LTC_ADDRESS,
      currency: 'LTC',
      amount: fromDecimalString('1'),
      key: `withdrawal:${id}`,
    });

    const runs = await Promise.all([recover(), recover()]);
    await recover();
    expect(runs.reduce((sum, run) => sum + run.completed, 0)).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'completed', tx_hash: sent });
    expect(await transferCodes(id)).toEqual(SETTLED);
    expect(await chainSendsTo([sent])).toBe(1);
    expect(await balanceOf(client, 'LTC')).toBe('8.999');
  });

  it('sends, exactly once, a withdrawal claimed but not sent before the crash', async () => {
    const { client, id } = await pendingWithdrawal();
    await leftProcessing(id);
    expect(
      await server.context.wallet.chain.findSent(db(), { network: 'LTC', key: `withdrawal:${id}` }),
    ).toBeNull();

    await Promise.all([recover(), recover(), recover()]);
    await recover();
    const settled = await row(id);
    expect(settled.status).toBe('completed');
    expect(await chainSendsTo([settled.tx_hash])).toBe(1);
    expect(await transferCodes(id)).toEqual(SETTLED);
    expect(await balanceOf(client, 'LTC')).toBe('8.999');
  });

  it('refunds once when the chain refuses the send and has no trace of it', async () => {
    const { client, id } = await pendingWithdrawal();
    await leftProcessing(id);
    const refusing: ChainAdapter = {
      ...server.context.wallet.chain,
      async send() {
        throw new Error('node refused the transaction');
      },
    };
    await Promise.all([recover(refusing), recover(refusing)]);
    await recover(refusing);
    expect(await row(id)).toMatchObject({ status: 'failed', failure: 'node refused the transaction' });
    expect(await transferCodes(id)).toEqual(['withdrawal', 'withdrawal_fee', 'withdrawal_refund']);
    expect(await balanceOf(client, 'LTC')).toBe('10');
  });

  it('leaves a withdrawal alone while the chain cannot say whether it was sent', async () => {
    const { id } = await pendingWithdrawal();
    await leftProcessing(id);
    const unsure: ChainAdapter = {
      ...server.context.wallet.chain,
      async findSent() {
        throw new Error('node unreachable');
      },
      async send() {
        throw new Error('must not send without knowing');
      },
    };
    expect(await recover(unsure)).toMatchObject({ completed: 0, failed: 0 });
    expect((await row(id)).status).toBe('processing');
    expect(await transferCodes(id)).toEqual(['withdrawal', 'withdrawal_fee']);
    // Once the chain answers, the next run settles it.
    await db()
      .updateTable('withdrawals')
      .set({ updated_at: sql`now() - interval '1 hour'` })
      .where('id', '=', id)
      .execute();
    expect((await recover()).completed).toBe(1);
  });

  it('does not touch a withdrawal being sent right now, nor one from before send keys', async () => {
    const fresh = await pendingWithdrawal();
    await db()
      .updateTable('withdrawals')
      .set({ status: 'processing', send_key: `withdrawal:${fresh.id}` })
      .where('id', '=', fresh.id)
      .execute();
    const legacy = await pendingWithdrawal();
    await leftProcessing(legacy.id, null);
    const result = await recover();
    expect(result.needsReview).toBeGreaterThanOrEqual(1);
    expect((await row(fresh.id)).status).toBe('processing');
    expect((await row(legacy.id)).status).toBe('processing');
    expect(await transferCodes(legacy.id)).toEqual(['withdrawal', 'withdrawal_fee']);
    // Settle both by hand so the ledger check after the test sees nothing half done.
    for (const id of [fresh.id, legacy.id]) {
      await leftProcessing(id);
      await recover();
      expect((await row(id)).status).toBe('completed');
    }
  });
});

describe('a slow node and a recovery at once', () => {
  it('never refunds from the slow node once a recovery has taken the withdrawal over', async () => {
    const { client, id } = await pendingWithdrawal();
    await leftProcessing(id);
    // The slow node's claim, as it holds it: its send hangs until released, then is refused.
    const slowClaim = (await row(id)) as ClaimedWithdrawal;
    const real = server.context.wallet.chain;
    let releaseSlow!: () => void;
    const slowReleased = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    const slow = sendWithdrawal(
      deps({
        ...real,
        async send() {
          await slowReleased;
          throw new Error('node refused the transaction');
        },
      }),
      slowClaim,
    );

    // Meanwhile the recovery takes it over and starts its own send, which waits too.
    let recoverySending!: () => void;
    const recoveryIsSending = new Promise<void>((resolve) => {
      recoverySending = resolve;
    });
    let releaseRecovery!: () => void;
    const recoveryReleased = new Promise<void>((resolve) => {
      releaseRecovery = resolve;
    });
    const recovery = recover({
      ...real,
      async send(database, input) {
        recoverySending();
        await recoveryReleased;
        return real.send(database, input);
      },
    });
    await recoveryIsSending;

    // The slow node's send is refused and the chain has nothing yet: still no refund.
    releaseSlow();
    expect(await slow).toBe('settled-elsewhere');
    expect(await transferCodes(id)).toEqual(['withdrawal', 'withdrawal_fee']);

    releaseRecovery();
    expect((await recovery).completed).toBe(1);
    const settled = await row(id);
    expect(settled.status).toBe('completed');
    expect(await chainSendsTo([settled.tx_hash])).toBe(1);
    expect(await transferCodes(id)).toEqual(SETTLED);
    expect(await balanceOf(client, 'LTC')).toBe('8.999');
  });
});

describe('a send that fails after it went out', () => {
  it('is completed, not refunded, by the processor itself', async () => {
    const { client, id } = await pendingWithdrawal();
    const real = server.context.wallet.chain;
    // The transaction is broadcast, then the answer is lost (a timeout on the way back).
    const lossy: ChainAdapter = {
      ...real,
      async send(database, input) {
        await real.send(database, input);
        throw new Error('timed out waiting for the node');
      },
    };
    await processWithdrawals({ db: db(), bus: server.context.bus, chain: lossy }, { delayMs: 0 });
    const settled = await row(id);
    expect(settled.status).toBe('completed');
    expect(await chainSendsTo([settled.tx_hash])).toBe(1);
    expect(await transferCodes(id)).toEqual(SETTLED);
    expect(await balanceOf(client, 'LTC')).toBe('8.999');
  });
});
