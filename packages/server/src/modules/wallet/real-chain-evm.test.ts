import { type Address, getAddress, parseEther } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSignerService } from '../../signer/service';
import { type Anvil, hasAnvil, startAnvil } from '../../test/anvil';
import { type ChainCasino, startChainCasino } from '../../test/chain-casino';
import { registerPlayer, type TestServer } from '../../test/harness';
import { balanceOf, depositAddress, expectLedgerSound, fund } from '../../test/wallet-helpers';
import { tokenTransferData } from './chain/evm/evm-sends';

/**
 * The wallet on a real Ethereum node (Anvil): ETH and a USDT contract the test deploys,
 * deposits counted and credited once at three confirmations, reorgs, sweeps into the
 * hot wallet (with gas sent first for tokens), withdrawals signed by the signer and
 * paid on the chain, and a stuck one replaced with a higher fee.
 */
const ETH_CONFIRMS = 3;
const USDT_UNIT = 1_000_000n;

describe.skipIf(!hasAnvil())('Ethereum on a real node', () => {
  let node: Anvil;
  let casino: ChainCasino;
  let server: TestServer;
  let usdt: Address;
  let hot: Address;

  beforeAll(async () => {
    node = await startAnvil();
    usdt = await node.deployToken(6);
    casino = await startChainCasino({
      CHAIN_ETH: `evm:${node.url}`,
      CHAIN_ETH_TOKENS: `USDT:${usdt}:6`,
      // The same node plays BNB Smart Chain, for the addresses the EVM networks share.
      CHAIN_BSC: `evm:${node.url}`,
      CHAIN_BNB_BSC: `evm:${node.url}`,
      CHAIN_EVM_REPLACE_SECONDS: '1',
    });
    server = casino.server;
    hot = getAddress((await server.context.wallet.signer?.info())?.evmHotAddress ?? '');
    await node.rpc('anvil_setBalance', [hot, `0x${parseEther('100').toString(16)}`]);
    await node.mint(usdt, hot, 10_000n * USDT_UNIT);
  }, 120_000);
  afterAll(async () => {
    await casino?.close();
    await node?.close();
  });
  afterEach(() => expectLedgerSound(server));

  const db = () => server.context.database.db;
  const cycle = () => casino.cycle('ETH');
  const process = () => casino.processWithdrawals();
  const withdrawal = (id: string) => casino.withdrawal(id);
  const deposits = (address: string) => casino.deposits(address);
  const keyRing = () => casino.keyRing();

  it('credits ETH and a token once each at three confirmations, then sweeps them into the hot wallet', async () => {
    const { client } = await registerPlayer(server);
    const address = getAddress(await depositAddress(client, 'ETH', 'ETH'));
    expect(await depositAddress(client, 'USDT', 'ETH')).toBe(address);
    const hotBefore = await node.client.getBalance({ address: hot });
    const hotTokensBefore = await node.tokenBalance(usdt, hot);
    const paid = await node.pay(address, parseEther('1.5'));
    await node.mint(usdt, address, 250n * USDT_UNIT);
    await cycle();
    const pending = (await client.post('/api/wallet/deposit', { currency: 'ETH' })).body.pending;
    expect(pending).toEqual([
      expect.objectContaining({ txHash: paid, amount: '1.5', confirms: ETH_CONFIRMS }),
    ]);
    expect(await balanceOf(client, 'ETH')).toBe('0');
    await node.mine(ETH_CONFIRMS);
    const credited = await cycle();
    expect(credited.credited).toBe(2);
    expect(await balanceOf(client, 'ETH')).toBe('1.5');
    expect(await balanceOf(client, 'USDT')).toBe('250');
    await cycle();
    await cycle();
    expect(await balanceOf(client, 'ETH')).toBe('1.5');
    expect(await balanceOf(client, 'USDT')).toBe('250');
    // Swept in those passes: the token first (the address has gas of its own), then the ETH.
    expect(await node.tokenBalance(usdt, address)).toBe(0n);
    expect(await node.tokenBalance(usdt, hot)).toBe(hotTokensBefore + 250n * USDT_UNIT);
    expect(await node.client.getBalance({ address })).toBeLessThan(parseEther('0.001'));
    expect(await node.client.getBalance({ address: hot })).toBeGreaterThan(hotBefore + parseEther('1.49'));
  });

  it('never gives two players the same address on two EVM networks', async () => {
    const first = await registerPlayer(server);
    const second = await registerPlayer(server);
    // BNB has one network of its own; USDT is on Ethereum and BNB Smart Chain.
    await depositAddress(first.client, 'BNB', 'BNB.BSC');
    await depositAddress(second.client, 'USDT', 'ETH');
    await depositAddress(first.client, 'USDT', 'BSC');
    const rows = await db()
      .selectFrom('deposit_addresses')
      .select(['user_id', 'address'])
      .where('network', 'in', ['ETH', 'BSC', 'BNB.BSC'])
      .execute();
    const owners = new Map<string, Set<string>>();
    for (const row of rows)
      owners.set(
        row.address.toLowerCase(),
        (owners.get(row.address.toLowerCase()) ?? new Set()).add(row.user_id),
      );
    expect([...owners.values()].filter((users) => users.size > 1)).toEqual([]);
  });

  it('tops up gas for an address holding only a token, then sweeps the token', async () => {
    const { client } = await registerPlayer(server);
    const address = getAddress(await depositAddress(client, 'USDT', 'ETH'));
    await node.mint(usdt, address, 40n * USDT_UNIT);
    await cycle();
    await node.mine(ETH_CONFIRMS);
    const hotTokens = await node.tokenBalance(usdt, hot);
    await cycle();
    expect(await balanceOf(client, 'USDT')).toBe('40');
    expect(await node.client.getBalance({ address })).toBeGreaterThan(0n);
    await cycle();
    expect(await node.tokenBalance(usdt, address)).toBe(0n);
    expect(await node.tokenBalance(usdt, hot)).toBe(hotTokens + 40n * USDT_UNIT);
  });

  it('drops a pending deposit a reorg took, and flags a credited one without paying it twice', async () => {
    const { client, userId } = await registerPlayer(server);
    const address = getAddress(await depositAddress(client, 'ETH', 'ETH'));
    await node.pay(address, parseEther('0.3'));
    await cycle();
    expect(await deposits(address)).toEqual([expect.objectContaining({ status: 'pending' })]);
    // The block holding it is replaced by an empty one.
    await node.rpc('anvil_reorg', [1, []]);
    await cycle();
    expect(await deposits(address)).toEqual([expect.objectContaining({ status: 'dropped' })]);

    const second = await node.pay(address, parseEther('0.2'));
    await node.mine(ETH_CONFIRMS);
    await cycle();
    expect(await balanceOf(client, 'ETH')).toBe('0.2');
    // Back to before its block (the sweep that followed the credit is in a later one).
    const mined = await node.client.getTransactionReceipt({ hash: second });
    const head = await node.client.getBlockNumber();
    await node.rpc('anvil_reorg', [Number(head - mined.blockNumber + 1n), []]);
    const reorged = await cycle();
    expect(reorged.reorged).toBe(1);
    const flags = await db().selectFrom('risk_flags').select('kind').where('user_id', '=', userId).execute();
    expect(flags.map((flag) => flag.kind)).toContain('deposit_reorged');
    await node.mine(ETH_CONFIRMS);
    await cycle();
    expect(await balanceOf(client, 'ETH')).toBe('0.2');
  });

  it('pays a withdrawal in ETH and one in the token exactly, once per key, completed at three confirmations', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'ETH', '2');
    await fund(server, userId, 'USDT', '500');
    const ethBefore = await node.client.getBalance({ address: node.receiver });
    const tokenBefore = await node.tokenBalance(usdt, node.receiver);
    const eth = await client.post('/api/wallet/withdraw', {
      currency: 'ETH',
      network: 'ETH',
      address: node.receiver,
      amount: '0.75',
    });
    const token = await client.post('/api/wallet/withdraw', {
      currency: 'USDT',
      network: 'ETH',
      address: node.receiver.toLowerCase(),
      amount: '123.45',
    });
    expect([eth.status, token.status]).toEqual([200, 200]);
    await process();
    expect(await node.client.getBalance({ address: node.receiver })).toBe(ethBefore + parseEther('0.75'));
    expect(await node.tokenBalance(usdt, node.receiver)).toBe(tokenBefore + 123_450_000n);
    const sent = await withdrawal(eth.body.withdrawal.id);
    const again = await server.context.wallet.chain.send(db(), {
      network: 'ETH',
      address: node.receiver,
      currency: 'ETH',
      amount: parseEther('0.75'),
      key: sent.send_key as string,
    });
    expect(again).toBe(sent.tx_hash);
    expect(await node.client.getBalance({ address: node.receiver })).toBe(ethBefore + parseEther('0.75'));
    await node.mine(ETH_CONFIRMS);
    await cycle();
    expect((await withdrawal(eth.body.withdrawal.id)).status).toBe('completed');
    expect((await withdrawal(token.body.withdrawal.id)).status).toBe('completed');
  });

  it('replaces a withdrawal stuck in the mempool with a higher fee', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'ETH', '1');
    const asked = await client.post('/api/wallet/withdraw', {
      currency: 'ETH',
      network: 'ETH',
      address: node.receiver,
      amount: '0.1',
    });
    await node.rpc('evm_setAutomine', [false]);
    try {
      await process();
      const first = (await withdrawal(asked.body.withdrawal.id)).tx_hash;
      expect(first).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await cycle();
      const replaced = await withdrawal(asked.body.withdrawal.id);
      expect(replaced.status).toBe('processing');
      expect(replaced.tx_hash).not.toBe(first);
      await node.mine(1);
      await cycle();
      expect(await withdrawal(asked.body.withdrawal.id)).toMatchObject({
        status: 'sent',
        tx_hash: replaced.tx_hash,
      });
    } finally {
      await node.rpc('evm_setAutomine', [true]);
    }
  });

  it('keeps a withdrawal larger than the hot wallet waiting, and refuses a bad address with a 400', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'ETH', '5000');
    const big = await client.post('/api/wallet/withdraw', {
      currency: 'ETH',
      network: 'ETH',
      address: node.receiver,
      amount: '4000',
    });
    expect((await process()).waiting).toBe(1);
    expect((await withdrawal(big.body.withdrawal.id)).status).toBe('pending');
    await client.post('/api/wallet/withdraw/cancel', { withdrawId: big.body.withdrawal.id });
    // A mixed-case address whose checksum is wrong.
    const letter = node.receiver.slice(2).search(/[a-fA-F]/) + 2;
    const flipped = node.receiver[letter] as string;
    const wrongCase = `${node.receiver.slice(0, letter)}${flipped === flipped.toUpperCase() ? flipped.toLowerCase() : flipped.toUpperCase()}${node.receiver.slice(letter + 1)}`;
    for (const address of [wrongCase, '0x1234', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq']) {
      const answer = await client.post('/api/wallet/withdraw', {
        currency: 'ETH',
        network: 'ETH',
        address,
        amount: '0.1',
      });
      expect(answer.status, address).toBe(400);
    }
    expect(await balanceOf(client, 'ETH')).toBe('5000');
  });

  it('has the signer refuse what the database did not approve, and sweeps to anywhere but the hot wallet', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '100');
    const address = getAddress(await depositAddress(client, 'USDT', 'ETH'));
    const asked = await client.post('/api/wallet/withdraw', {
      currency: 'USDT',
      network: 'ETH',
      address: node.receiver,
      amount: '50',
    });
    const key = `withdrawal:${asked.body.withdrawal.id}`;
    const signer = createSignerService({ db: db(), keys: keyRing(), chains: server.context.config.chains });
    const tx = (to: Address, data: `0x${string}`, value = '0') => ({
      chainId: 31337,
      nonce: 0,
      to,
      value,
      data,
      gas: '90000',
      maxFeePerGas: '2000000000',
      maxPriorityFeePerGas: '1000000000',
    });
    const right = { from: 'hot', tx: tx(usdt, tokenTransferData(node.receiver, 50n * USDT_UNIT)) };
    const ask = (payload: unknown, purpose = 'withdrawal', signKey = key) =>
      signer.sign({ network: 'ETH', purpose, key: signKey, payload });
    await expect(ask(right)).rejects.toThrow(/does not approve/);
    await db()
      .updateTable('withdrawals')
      .set({ status: 'processing', send_key: key })
      .where('id', '=', asked.body.withdrawal.id)
      .execute();
    await expect(
      ask({ ...right, tx: tx(usdt, tokenTransferData(node.outside, 50n * USDT_UNIT)) }),
    ).rejects.toThrow(/approved address/);
    await expect(
      ask({ ...right, tx: tx(usdt, tokenTransferData(node.receiver, 51n * USDT_UNIT)) }),
    ).rejects.toThrow(/approved address/);
    await expect(ask({ ...right, tx: tx(node.receiver, '0x', '50') })).rejects.toThrow(/approved address/);
    await expect(ask(right, 'withdrawal', 'withdrawal:00000000-0000-0000-0000-000000000000')).rejects.toThrow(
      /does not approve/,
    );
    const index = Number(
      (
        await db()
          .selectFrom('deposit_addresses')
          .select('derivation_index')
          .where('address', '=', address)
          .executeTakeFirstOrThrow()
      ).derivation_index,
    );
    await expect(
      ask({ from: { index }, tx: tx(node.outside, '0x', '1000') }, 'sweep', 'sweep:x'),
    ).rejects.toThrow(/only the hot wallet/);
    await expect(
      ask({ from: { index: index + 1000 }, tx: tx(hot, '0x', '1000') }, 'sweep', 'sweep:y'),
    ).rejects.toThrow(/not one of our deposit/);
    await expect(
      ask({ from: 'hot', toIndex: index, tx: tx(node.outside, '0x', '1000') }, 'gas', 'gas:z'),
    ).rejects.toThrow(/gas top-up/);
    await expect(ask({ ...right, tx: { ...right.tx, maxFeePerGas: String(10n ** 16n) } })).rejects.toThrow(
      /ceiling/,
    );
    const { signed } = await ask(right);
    expect(signed).toMatch(/^0x02/);
    await db()
      .updateTable('withdrawals')
      .set({ status: 'pending', send_key: null })
      .where('id', '=', asked.body.withdrawal.id)
      .execute();
    await client.post('/api/wallet/withdraw/cancel', { withdrawId: asked.body.withdrawal.id });
  });
});
