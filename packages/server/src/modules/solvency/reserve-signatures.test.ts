import { reserveMessage, type SolvencySnapshot } from '@ante/core';
import { type Address, getAddress, parseEther, verifyMessage } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Anvil, hasAnvil, startAnvil } from '../../test/anvil';
import { type ChainCasino, startChainCasino } from '../../test/chain-casino';
import { registerPlayer, type TestClient } from '../../test/harness';
import { registerStaff } from '../../test/staff-helpers';
import { expectLedgerSound, fund } from '../../test/wallet-helpers';
import { presentSnapshot } from './present-snapshot';
import { prepareSnapshot, writeSnapshot } from './take-snapshot';

/**
 * Reserve signatures on a real Ethereum node (Anvil) with the embedded signer: a
 * snapshot signs the fixed message for the hot wallet's address, and viem's
 * verifyMessage, as any EIP-191 tool would, accepts it for that address and refuses a
 * tampered message. Real: the node, the signer, the database; faked: only a signer
 * failure, by an adapter that throws.
 */
describe.skipIf(!hasAnvil())('reserve signatures on a real EVM node', () => {
  let node: Anvil;
  let casino: ChainCasino;
  let admin: TestClient;
  let hot: Address;

  beforeAll(async () => {
    node = await startAnvil();
    // Only Ethereum has a node: ETH's other network (BSC) stays simulated.
    casino = await startChainCasino({ CHAIN_ETH: `evm:${node.url}` });
    hot = getAddress((await casino.server.context.wallet.signer?.info())?.evmHotAddress ?? '');
    await node.rpc('anvil_setBalance', [hot, `0x${parseEther('12.5').toString(16)}`]);
    admin = (await registerStaff(casino.server)).client;
    const player = await registerPlayer(casino.server);
    await fund(casino.server, player.userId, 'ETH', '2');
  }, 120_000);
  afterAll(async () => {
    await casino?.close();
    await node?.close();
  });
  afterEach(() => expectLedgerSound(casino.server));

  it('stores a signature of the hot wallet that verifies for its address, and a tampered message that does not', async () => {
    const response = await admin.post('/api/admin/solvency/snapshot', {});
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const snapshot = response.body.snapshot as SolvencySnapshot;
    const eth = snapshot.currencies.find((entry) => entry.currency === 'ETH');
    expect(eth).toMatchObject({ reservesSource: 'chain', reserves: '12.5' });
    const onEthereum = eth?.reserveAddresses.find((entry) => entry.network === 'ETH');
    const message = reserveMessage({
      snapshotId: snapshot.id,
      takenAt: snapshot.takenAt,
      address: hot,
      network: 'ETH',
    });
    expect(onEthereum).toMatchObject({ address: hot, balance: '12.5', message, unsigned: null });
    const signature = onEthereum?.signature as `0x${string}`;
    expect(await verifyMessage({ address: hot, message, signature })).toBe(true);
    for (const tampered of [
      message.replace(snapshot.takenAt, new Date(Date.parse(snapshot.takenAt) + 1000).toISOString()),
      message.replace('chain: ETH', 'chain: BSC'),
      `${message}\n`,
    ]) {
      expect(await verifyMessage({ address: hot, message: tampered, signature })).toBe(false);
    }
    // The same signature does not speak for another address.
    expect(await verifyMessage({ address: node.outside, message, signature })).toBe(false);
    expect(eth?.reserveAddresses.find((entry) => entry.network === 'BSC')).toMatchObject({
      address: null,
      signature: null,
      unsigned: 'not signed: simulated chain',
    });
    // The public page's API shows the same.
    const published = await casino.server.client().get(`/api/solvency/snapshots/${snapshot.id}`);
    expect(published.body.currencies).toEqual(snapshot.currencies);
  });

  it('takes the snapshot all the same when the signer fails, and says why the address is unsigned', async () => {
    const { db } = casino.server.context.database;
    const chain = {
      ...casino.server.context.wallet.chain,
      proveReserves: () => Promise.reject(new Error('signer unreachable')),
    };
    const prepared = await prepareSnapshot({ db, chain, currencies: ['ETH'] });
    const id = await writeSnapshot(db, prepared, { kind: 'schedule' });
    const snapshot = await presentSnapshot(db, id);
    const onEthereum = snapshot?.currencies[0]?.reserveAddresses.find((entry) => entry.network === 'ETH');
    expect(onEthereum).toMatchObject({
      address: hot,
      balance: '12.5',
      signature: null,
      unsigned: 'not signed: the signer refused or failed (signer unreachable)',
    });
    expect(onEthereum?.message).toContain(`address: ${hot}`);
  });
});
