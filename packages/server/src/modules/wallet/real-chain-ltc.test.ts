import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KeyRing } from '../../signer/keys';
import { createSignerService } from '../../signer/service';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { hasLitecoind, type Litecoind, startLitecoind } from '../../test/litecoind';
import { tempDir } from '../../test/node-process';
import { balanceOf, depositAddress, expectLedgerSound, fund } from '../../test/wallet-helpers';
import { accountAddress } from './chain/bitcoind/keys';
import { bitcoinNetwork } from './chain/bitcoind/networks';
import { runChainCycle } from './chain-cycle';
import { processWithdrawals } from './process-withdrawals';

/**
 * The whole wallet on a real Litecoin Core node in regtest: addresses from the extended
 * public key, deposits found by the node's watch wallet and credited once at the
 * network's three confirmations, reorgs, a node going away, and withdrawals signed by
 * the signer and paid on the chain.
 */
const LTC_CONFIRMS = 3;

describe.skipIf(!hasLitecoind())('Litecoin on a real node', () => {
  let node: Litecoind;
  let server: TestServer;
  let dataDir: string;

  beforeAll(async () => {
    node = await startLitecoind();
    dataDir = tempDir('ante-ltc-casino-');
    server = await startTestServer({
      env: { CHAIN_LTC: `bitcoind:${node.url}`, BITCOIND_CHAIN: 'regtest', DATA_DIR: dataDir },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await node?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  afterEach(() => expectLedgerSound(server));

  const db = () => server.context.database.db;
  const cycle = () =>
    runChainCycle(
      {
        db: db(),
        bus: server.context.bus,
        chain: server.context.wallet.chain,
        config: server.context.config,
        rates: server.context.wallet.rates,
        log: server.app.log,
      },
      'LTC',
    );
  const deposits = (address: string) =>
    db()
      .selectFrom('deposits')
      .select(['status', 'confirmations', 'amount', 'tx_hash', 'output_index', 'reorged_at'])
      .where('address', '=', address)
      .orderBy('created_at')
      .execute();
  const keyRing = () => new KeyRing(fs.readFileSync(path.join(dataDir, 'signer-test-key'), 'utf8'));

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
});
