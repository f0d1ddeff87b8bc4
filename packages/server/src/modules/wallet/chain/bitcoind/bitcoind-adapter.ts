import { networkConfirms } from '@ante/core';
import type { NetworkChain } from '../../../../lib/config-chains';
import type { Db } from '../../../../lib/db/database';
import type { ChainAdapter, IncomingTransfer } from '../chain-adapter';
import type { RealAdapterDeps } from '../real-adapter';
import { accountAddress, isBitcoinAddress } from './keys';
import { atomsToSatoshis, bitcoinNetwork } from './networks';
import { createRpcClient } from './rpc-client';
import { consolidate, findSent, type SendContext, sendPayment, sendStatus, spendableCoins } from './sends';
import {
  ensureWallet,
  importMissing,
  selfLoadingWallet,
  transfersIn,
  walletTransaction,
  watchAddresses,
} from './watch-wallet';

/**
 * Bitcoin, Litecoin and Dogecoin through Bitcoin Core's JSON-RPC
 * (docs/chains.md#bitcoin-litecoin-and-dogecoin). Deposits are found by the node's
 * watch-only wallet, which is given every address the casino hands out; coins stay on
 * the deposit addresses until a withdrawal spends them (the hot wallet of a
 * Bitcoin-family network is all our unspent coins), and many small ones are merged.
 */
export function createBitcoindAdapter(
  deps: RealAdapterDeps<Extract<NetworkChain, { kind: 'bitcoind' }>>,
): ChainAdapter {
  const { network, setting, bitcoindChain, xpub, signer, log } = deps;
  const net = bitcoinNetwork(network, bitcoindChain);
  const rpc = createRpcClient(setting.rpcUrl);
  const walletName = `ante-${network}`;
  const wallet = selfLoadingWallet(rpc, walletName);
  const confirms = Math.max(1, networkConfirms(network, network) ?? 1);
  let walletReady: Promise<void> | null = null;

  /** Makes sure the node has our wallet, once per process and again after a failure (a node restarted or replaced). */
  function ready(): Promise<void> {
    walletReady ??= ensureWallet(rpc, walletName).catch((error) => {
      walletReady = null;
      throw error;
    });
    return walletReady;
  }

  function context(db: Db): SendContext {
    return { db, network, net, rpc, wallet, xpub, signer, minConfirmations: confirms };
  }

  function requireNetwork(asked: string): void {
    if (asked !== network) throw new Error(`the ${network} adapter was asked about ${asked}`);
  }

  return {
    kind: () => 'bitcoind',
    isValidAddress: (_network, address) => isBitcoinAddress(address, net),

    async depositAddress(asked, index) {
      requireNetwork(asked);
      const address = accountAddress(xpub, net, 0, index);
      // Watched at once where the node answers, so a coin sent right away is seen in the
      // mempool; the chain pass imports it anyway (importMissing) if this fails.
      await ready()
        .then(() => watchAddresses(wallet, [{ address, since: 'now' }]))
        .catch((error) => log.warn({ err: error, network }, 'deposit address not yet watched by the node'));
      return address;
    },

    async poll(db, asked, owned) {
      requireNetwork(asked);
      await ready();
      const imported = await importMissing(db, wallet, network);
      if (imported > 0) log.info({ network, imported }, 'addresses given to the watch wallet');
      const checkpoint = await db
        .selectFrom('bitcoin_checkpoints')
        .select('block_hash')
        .where('network', '=', network)
        .executeTakeFirst();
      const since = await wallet.call<{
        transactions: { txid: string; category: string }[];
        lastblock: string;
      }>('listsinceblock', [checkpoint?.block_hash ?? '', 1, true]);
      // A coin the node found by rescanning for a newly imported address sits in an
      // older block than the checkpoint: the unspent coins bring those in too.
      const unspent = imported > 0 ? await spendableCoins(context(db), 0) : [];
      const txids = new Set([
        ...since.transactions.filter((entry) => entry.category === 'receive').map((entry) => entry.txid),
        ...unspent.filter((coin) => coin.path.branch === 0).map((coin) => coin.txid),
      ]);
      const found: IncomingTransfer[] = [];
      for (const txid of txids) {
        const tx = await walletTransaction(wallet, txid);
        if (tx) found.push(...(await transfersIn(tx, net, owned)));
      }
      await db
        .insertInto('bitcoin_checkpoints')
        .values({ network, block_hash: since.lastblock })
        .onConflict((oc) =>
          oc.column('network').doUpdateSet({ block_hash: since.lastblock, updated_at: new Date() }),
        )
        .execute();
      return found;
    },

    async transfers(db, asked, txHashes) {
      requireNetwork(asked);
      await ready();
      const owned = async (addresses: string[]) => {
        const rows = await db
          .selectFrom('deposit_addresses')
          .select('address')
          .where('network', '=', network)
          .where('address', 'in', addresses.length > 0 ? addresses : [''])
          .execute();
        return new Set(rows.map((row) => row.address));
      };
      const found: IncomingTransfer[] = [];
      for (const txid of new Set(txHashes)) {
        const tx = await walletTransaction(wallet, txid);
        if (tx) found.push(...(await transfersIn(tx, net, owned)));
      }
      return found;
    },

    async send(db, input) {
      requireNetwork(input.network);
      await ready();
      return sendPayment(context(db), {
        key: input.key,
        address: input.address,
        satoshis: atomsToSatoshis(input.amount),
      });
    },

    async findSent(db, input) {
      requireNetwork(input.network);
      await ready();
      return findSent(context(db), input.key);
    },

    async sendStatus(db, input) {
      requireNetwork(input.network);
      await ready();
      return sendStatus(context(db), input.key);
    },

    async health(_db, asked) {
      requireNetwork(asked);
      try {
        const info = await rpc.call<{ blocks: number; chain: string; initialblockdownload?: boolean }>(
          'getblockchaininfo',
        );
        const expected = bitcoindChain === 'main' ? 'main' : bitcoindChain === 'test' ? 'test' : 'regtest';
        if (info.chain !== expected) {
          return { ok: false, height: info.blocks, error: `the node runs ${info.chain}, not ${expected}` };
        }
        if (info.initialblockdownload)
          return { ok: false, height: info.blocks, error: 'the node is still syncing' };
        await ready();
        return { ok: true, height: info.blocks };
      } catch (error) {
        return { ok: false, error: (error as Error).message };
      }
    },

    async hotWallet(db, asked) {
      requireNetwork(asked);
      await ready();
      const coins = await spendableCoins(context(db), 0);
      const balance = coins.reduce((sum, coin) => sum + coin.satoshis, 0n);
      return {
        address: `${walletName} (watch-only)`,
        balances: { [net.family]: balance * 10n ** 10n },
        sweepBacklog: coins.length,
      };
    },

    async sweep(db, asked) {
      requireNetwork(asked);
      await ready();
      return consolidate(context(db));
    },
  };
}
