import { base64, hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSignerService } from '../../signer/service';
import { type ChainCasino, startChainCasino } from '../../test/chain-casino';
import { registerPlayer, type TestServer } from '../../test/harness';
import { hasLitecoind, type Litecoind, startLitecoind } from '../../test/litecoind';
import { balanceOf, depositAddress, expectLedgerSound, fund } from '../../test/wallet-helpers';
import { accountAddress, scriptOf } from './chain/bitcoind/keys';
import { bitcoinNetwork } from './chain/bitcoind/networks';
import { CONSOLIDATE_ABOVE } from './chain/bitcoind/sends';

/**
 * The whole wallet on a real Litecoin Core node in regtest: addresses from the extended
 * public key, deposits found by the node's watch wallet and credited once at the
 * network's three confirmations, reorgs, a node going away, and withdrawals signed by
 * the signer and paid on the chain.
 */
const LTC_CONFIRMS = 3;

describe.skipIf(!hasLitecoind())('Litecoin on a real node', () => {
  let node: Litecoind;
  let casino: ChainCasino;
  let server: TestServer;

  beforeAll(async () => {
    node = await startLitecoind();
    casino = await startChainCasino({ CHAIN_LTC: `bitcoind:${node.url}`, BITCOIND_CHAIN: 'regtest' });
    server = casino.server;
  }, 120_000);
  afterAll(async () => {
    await casino?.close();
    await node?.close();
  });
  afterEach(() => expectLedgerSound(server));

  const db = () => server.context.database.db;
  const cycle = () => casino.cycle('LTC');
  const deposits = (address: string) => casino.deposits(address);
  const keyRing = () => casino.keyRing();

  it('hands each player an address of the signer’s key, one index each, that the node accepts', async () => {
    const first = await registerPlayer(server);
    const second = await registerPlayer(server);
    const a = await depositAddress(first.client, 'LTC', 'LTC');
    const b = await depositAddress(second.client, 'LTC', 'LTC');
    expect(a).toMatch(/^rltc1q/);
    expect(b).not.toBe(a);
    expect(await depositAddress(first.client, 'LTC', 'LTC')).toBe(a);
    const rows = await db()
      .selectFrom('deposit_addresses')
      .select(['address', 'derivation_index'])
      .where('address', 'in', [a, b])
      .execute();
    const account = keyRing().account('LTC', 'regtest');
    for (const row of rows) {
      expect(accountAddress(account, bitcoinNetwork('LTC', 'regtest'), 0, Number(row.derivation_index))).toBe(
        row.address,
      );
      expect((await node.rpc.call<{ isvalid: boolean }>('validateaddress', [row.address])).isvalid).toBe(
        true,
      );
    }
    const info = await first.client.post('/api/wallet/deposit', { currency: 'LTC' });
    expect(info.body.addresses[0]).toMatchObject({ network: 'LTC', kind: 'bitcoind', paused: null });
  });

  it('shows a deposit pending with its confirmations counting, then credits it once', async () => {
    const { client } = await registerPlayer(server);
    const address = await depositAddress(client, 'LTC', 'LTC');
    const txid = await node.pay(address, '1.25');
    await cycle();
    let pending = (await client.post('/api/wallet/deposit', { currency: 'LTC' })).body.pending;
    expect(pending).toEqual([
      expect.objectContaining({ txHash: txid, amount: '1.25', confirmations: 0, confirms: 3 }),
    ]);
    await node.mine(1);
    await cycle();
    pending = (await client.post('/api/wallet/deposit', { currency: 'LTC' })).body.pending;
    expect(pending[0].confirmations).toBe(1);
    expect(await balanceOf(client, 'LTC')).toBe('0');
    await node.mine(LTC_CONFIRMS - 1);
    const credited = await cycle();
    expect(credited.credited).toBe(1);
    expect(await balanceOf(client, 'LTC')).toBe('1.25');
    await node.mine(2);
    await cycle();
    await cycle();
    expect(await balanceOf(client, 'LTC')).toBe('1.25');
    expect(await deposits(address)).toEqual([expect.objectContaining({ status: 'credited', tx_hash: txid })]);
  });

  it('takes one transaction paying two players as two deposits', async () => {
    const first = await registerPlayer(server);
    const second = await registerPlayer(server);
    const a = await depositAddress(first.client, 'LTC', 'LTC');
    const b = await depositAddress(second.client, 'LTC', 'LTC');
    await node.outside.call('sendmany', ['', { [a]: 0.5, [b]: 0.75 }]);
    await node.mine(LTC_CONFIRMS);
    await cycle();
    expect(await balanceOf(first.client, 'LTC')).toBe('0.5');
    expect(await balanceOf(second.client, 'LTC')).toBe('0.75');
  });

  it('pauses the network while its node is down, credits nothing twice, and resumes by itself', async () => {
    const { client } = await registerPlayer(server);
    const address = await depositAddress(client, 'LTC', 'LTC');
    await node.pay(address, '2');
    await node.mine(1);
    await cycle();
    await node.stop();
    const down = await cycle();
    expect(down.healthy).toBe(false);
    const info = await client.post('/api/wallet/deposit', { currency: 'LTC' });
    expect(info.status).toBe(200);
    expect(info.body.addresses[0].paused).toMatch(/Litecoin is not answering us right now/);
    await node.start();
    await node.mine(LTC_CONFIRMS);
    const back = await cycle();
    expect(back.healthy).toBe(true);
    await cycle();
    expect(await balanceOf(client, 'LTC')).toBe('2');
    expect(
      (await client.post('/api/wallet/deposit', { currency: 'LTC' })).body.addresses[0].paused,
    ).toBeNull();
  });

  /** Deposits `amount` LTC to the player's address and mines it to its confirmations. */
  async function deposit(client: ReturnType<TestServer['client']>, amount: string): Promise<string> {
    const address = await depositAddress(client, 'LTC', 'LTC');
    const txid = await node.pay(address, amount);
    await node.mine(LTC_CONFIRMS);
    await cycle();
    return txid;
  }
  const outsideAddress = () => node.outside.call<string>('getnewaddress', ['', 'bech32']);
  const process = () => casino.processWithdrawals();
  const withdrawal = (id: string) => casino.withdrawal(id);

  it('sends one of 20 parallel full-balance withdrawals, pays it exactly, and completes it at three confirmations', async () => {
    const { client } = await registerPlayer(server);
    await deposit(client, '3');
    expect(await balanceOf(client, 'LTC')).toBe('3');
    const to = await outsideAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.post('/api/wallet/withdraw', {
          currency: 'LTC',
          network: 'LTC',
          address: to,
          amount: '2.999',
        }),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect(await balanceOf(client, 'LTC')).toBe('0');
    const id = accepted[0]?.body.withdrawal.id as string;

    await process();
    const sent = await withdrawal(id);
    expect(sent.status).toBe('processing');
    const txid = sent.tx_hash as string;
    const seen = await node.outside.call<{
      details: { address: string; amount: number; category: string }[];
    }>('gettransaction', [txid]);
    expect(seen.details.filter((entry) => entry.category === 'receive')).toEqual([
      expect.objectContaining({ address: to, amount: 2.999 }),
    ]);
    // The same key again sends nothing new.
    const again = await server.context.wallet.chain.send(db(), {
      network: 'LTC',
      address: to,
      currency: 'LTC',
      amount: 2_999_000_000_000_000_000n,
      key: sent.send_key as string,
    });
    expect(again).toBe(txid);
    expect(await node.rpc.call<string[]>('getrawmempool')).toEqual([txid]);

    await node.mine(1);
    await cycle();
    expect(await withdrawal(id)).toMatchObject({ status: 'sent', confirmations: 1, tx_hash: txid });
    await node.mine(LTC_CONFIRMS - 1);
    await cycle();
    expect((await withdrawal(id)).status).toBe('completed');
    expect((await client.get('/api/wallet/withdrawals')).body.withdrawals[0]).toMatchObject({
      status: 'completed',
      txHash: txid,
    });
  });

  it('refuses an address of another chain, a malformed one and an amount under the minimum, changing nothing', async () => {
    const { client } = await registerPlayer(server);
    await deposit(client, '1');
    const valid = await outsideAddress();
    // A Litecoin mainnet address, garbage, and a regtest address with one character changed (its checksum fails).
    const broken = `${valid.slice(0, -1)}${valid.endsWith('q') ? 'p' : 'q'}`;
    for (const address of ['ltc1qg82gqh9rjl8mxr4s5ecqzw5xcfzq0yqzk9cg3v', 'rltc1qnotanaddress', broken]) {
      const answer = await client.post('/api/wallet/withdraw', {
        currency: 'LTC',
        network: 'LTC',
        address,
        amount: '0.5',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Not a valid Litecoin address');
    }
    const small = await client.post('/api/wallet/withdraw', {
      currency: 'LTC',
      network: 'LTC',
      address: await outsideAddress(),
      amount: '0.0001',
    });
    expect(small.status).toBe(400);
    expect(small.body.message).toMatch(/minimum withdrawal on Litecoin/);
    expect(await balanceOf(client, 'LTC')).toBe('1');
  });

  it('keeps a withdrawal larger than the hot wallet waiting, sending nothing, until its player cancels it', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'LTC', '100000');
    const asked = await client.post('/api/wallet/withdraw', {
      currency: 'LTC',
      network: 'LTC',
      address: await outsideAddress(),
      amount: '90000',
    });
    expect(asked.status).toBe(200);
    const mempool = await node.rpc.call<string[]>('getrawmempool');
    const result = await process();
    expect(result.waiting).toBe(1);
    expect((await withdrawal(asked.body.withdrawal.id)).status).toBe('pending');
    expect(await node.rpc.call<string[]>('getrawmempool')).toEqual(mempool);
    const cancelled = await client.post('/api/wallet/withdraw/cancel', {
      withdrawId: asked.body.withdrawal.id,
    });
    expect(cancelled.status).toBe(200);
    expect(await balanceOf(client, 'LTC')).toBe('100000');
  });

  it('has the signer refuse what the database did not approve, and sign what it did', async () => {
    const { client, userId } = await registerPlayer(server);
    await deposit(client, '1');
    const to = await outsideAddress();
    const asked = await client.post('/api/wallet/withdraw', {
      currency: 'LTC',
      network: 'LTC',
      address: to,
      amount: '0.5',
    });
    const id = asked.body.withdrawal.id as string;
    const key = `withdrawal:${id}`;
    const signer = createSignerService({ db: db(), keys: keyRing(), chains: server.context.config.chains });
    const net = bitcoinNetwork('LTC', 'regtest');
    const index = Number(
      (
        await db()
          .selectFrom('deposit_addresses')
          .select('derivation_index')
          .where('address', '=', await depositAddress(client, 'LTC', 'LTC'))
          .executeTakeFirstOrThrow()
      ).derivation_index,
    );
    const ours = accountAddress(keyRing().account('LTC', 'regtest'), net, 0, index);
    const psbt = (address: string, satoshis: bigint, from = ours, coin = 50_010_000n) => {
      const tx = new Transaction();
      tx.addInput({
        txid: '11'.repeat(32),
        index: 0,
        witnessUtxo: { script: scriptOf(from, net), amount: coin },
      });
      tx.addOutputAddress(address, satoshis, net.params);
      return base64.encode(tx.toPSBT());
    };
    const ask = (payload: unknown, purpose = 'withdrawal', signKey = key) =>
      signer.sign({ network: 'LTC', purpose, key: signKey, payload });
    const right = { psbt: psbt(to, 50_000_000n), inputs: [{ branch: 0, index }], change: [] };

    // Still pending, not being sent: nothing to sign yet.
    await expect(ask(right)).rejects.toThrow(/does not approve/);
    await db()
      .updateTable('withdrawals')
      .set({ status: 'processing', send_key: key })
      .where('id', '=', id)
      .execute();
    await expect(ask({ ...right, psbt: psbt(await outsideAddress(), 50_000_000n) })).rejects.toThrow(
      /approved address and amount/,
    );
    await expect(ask({ ...right, psbt: psbt(to, 50_000_001n) })).rejects.toThrow(
      /approved address and amount/,
    );
    await expect(ask({ ...right, psbt: psbt(to, 50_000_000n, await outsideAddress()) })).rejects.toThrow(
      /not a coin of ours/,
    );
    await expect(ask(right, 'withdrawal', 'withdrawal:someone-else')).rejects.toThrow(/does not approve/);
    await expect(ask(right, 'consolidate', 'consolidate:x')).rejects.toThrow(/only our own addresses/);
    await expect(ask({ ...right, extra: 1 })).rejects.toThrow(/malformed/);
    // A fee out of all proportion is refused even for an approved payment.
    await expect(ask({ ...right, psbt: psbt(to, 50_000_000n, ours, 100_000_000n) })).rejects.toThrow(
      /fee of 50000000 is out of bounds/,
    );
    await db().updateTable('users').set({ locked_at: new Date() }).where('id', '=', userId).execute();
    await expect(ask(right)).rejects.toThrow(/does not approve/);
    await db().updateTable('users').set({ locked_at: null }).where('id', '=', userId).execute();
    const { signed } = await ask(right);
    const tx = Transaction.fromRaw(hex.decode(signed));
    expect(tx.getOutputAddress(0, net.params)).toBe(to);
    expect(tx.getOutput(0).amount).toBe(50_000_000n);
    // Put back, so the processor's run in another test does not send a hand-made state.
    await db()
      .updateTable('withdrawals')
      .set({ status: 'pending', send_key: null })
      .where('id', '=', id)
      .execute();
    await client.post('/api/wallet/withdraw/cancel', { withdrawId: id });
  });

  it('drops a pending deposit a reorg replaced, and flags a credited one a reorg took back without taking or paying anything', async () => {
    const { client } = await registerPlayer(server);
    const address = await depositAddress(client, 'LTC', 'LTC');
    // A coin of the outside wallet's own, to pay from and then spend again elsewhere.
    const own = await outsideAddress();
    const funding = await node.pay(own, '5');
    await node.mine(1);
    const coin = (
      await node.outside.call<{ txid: string; vout: number; address: string }[]>('listunspent', [
        1,
        9999,
        [own],
      ])
    )[0];
    expect(coin?.txid).toBe(funding);
    const sign = async (outputs: Record<string, number>) => {
      const raw = await node.outside.call<string>('createrawtransaction', [
        [{ txid: coin?.txid, vout: coin?.vout }],
        outputs,
      ]);
      return (await node.outside.call<{ hex: string }>('signrawtransactionwithwallet', [raw])).hex;
    };
    const paying = await sign({ [address]: 1, [own]: 3.999 });
    // The same coin spent elsewhere, signed now, sent once the first is out of the way.
    const elsewhere = await sign({ [own]: 4.99 });
    const paid = await node.rpc.call<string>('sendrawtransaction', [paying]);
    const [block] = await node.mine(1);
    await cycle();
    expect(await deposits(address)).toEqual([
      expect.objectContaining({ status: 'pending', confirmations: 1 }),
    ]);
    // The block goes, the node forgets the payment, and the other spend is mined in its place.
    await node.rpc.call('invalidateblock', [block]);
    await node.stop();
    await node.start({ emptyMempool: true });
    await node.rpc.call('sendrawtransaction', [elsewhere]);
    await node.mine(LTC_CONFIRMS + 1);
    await node.rpc.call('loadwallet', ['outside']);
    await cycle();
    expect(await deposits(address)).toEqual([expect.objectContaining({ status: 'dropped', tx_hash: paid })]);
    expect(await balanceOf(client, 'LTC')).toBe('0');

    // A credited deposit whose block a reorg takes away is flagged for staff, its credit left as it was.
    const second = await registerPlayer(server);
    const credited = await deposit(second.client, '0.8');
    expect(await balanceOf(second.client, 'LTC')).toBe('0.8');
    const tx = await node.outside.call<{ blockhash: string }>('gettransaction', [credited]);
    await node.rpc.call('invalidateblock', [tx.blockhash]);
    const reorged = await cycle();
    expect(reorged.reorged).toBe(1);
    const [row] = await deposits(await depositAddress(second.client, 'LTC', 'LTC'));
    expect(row).toMatchObject({ status: 'credited' });
    expect(row?.reorged_at).not.toBeNull();
    const flags = await db()
      .selectFrom('risk_flags')
      .select('kind')
      .where('user_id', '=', second.userId)
      .execute();
    expect(flags.map((flag) => flag.kind)).toContain('deposit_reorged');
    expect(await balanceOf(second.client, 'LTC')).toBe('0.8');
    // The chain goes on (to another miner, or the block would be the invalidated one again).
    await node.rpc.call('generatetoaddress', [LTC_CONFIRMS, await outsideAddress()]);
    await cycle();
    expect(await balanceOf(second.client, 'LTC')).toBe('0.8');
  });

  it('merges many small coins into one when they pile up', async () => {
    const account = keyRing().xpub('LTC', 'regtest');
    const net = bitcoinNetwork('LTC', 'regtest');
    const outputs: Record<string, number> = {};
    const rows = Array.from({ length: CONSOLIDATE_ABOVE + 5 }, (_, i) => {
      const change_index = 10_000 + i;
      const address = accountAddress(account, net, 1, change_index);
      outputs[address] = 0.01;
      return { network: 'LTC', change_index, address };
    });
    await db().insertInto('bitcoin_change_addresses').values(rows).execute();
    await node.outside.call('sendmany', ['', outputs]);
    await node.mine(LTC_CONFIRMS);
    // The pass gives the node the new addresses, then finds their coins too many.
    const merged = await cycle();
    expect(merged.swept).toBe(1);
    await node.mine(LTC_CONFIRMS);
    await cycle();
    const status = await db()
      .selectFrom('chain_status')
      .select(['sweep_backlog', 'hot_balances', 'healthy'])
      .where('network', '=', 'LTC')
      .executeTakeFirstOrThrow();
    expect(status.healthy).toBe(true);
    expect(status.sweep_backlog).toBeLessThanOrEqual(CONSOLIDATE_ABOVE);
    expect(Number(status.hot_balances.LTC)).toBeGreaterThan(0.5);
  });
});
