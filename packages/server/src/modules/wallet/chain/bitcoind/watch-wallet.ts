import { hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import type { Db } from '../../../../lib/db/database';
import type { IncomingTransfer } from '../chain-adapter';
import { ATOMS_PER_SATOSHI, type BitcoinNetworkInfo } from './networks';
import { type RpcClient, RpcError } from './rpc-client';

/**
 * The node's watch-only wallet (`ante-<network>`): it holds no key, only the casino's
 * addresses, and tells which transactions pay or spend them, with their confirmations,
 * and which of our coins are unspent. A wallet that is missing (a new or wiped node) is
 * created, and every address the database has handed out is given to it again.
 */

/**
 * The wallet's RPC, loading (or creating) the wallet whenever the node says it is not
 * loaded: a restarted node does not load it by itself.
 */
export function selfLoadingWallet(rpc: RpcClient, name: string): RpcClient {
  const wallet = rpc.wallet(name);
  return {
    async call<T>(method: string, params?: unknown[]): Promise<T> {
      try {
        return await wallet.call<T>(method, params);
      } catch (error) {
        if (!(error instanceof RpcError) || error.code !== WALLET_NOT_LOADED) throw error;
        await ensureWallet(rpc, name);
        return wallet.call<T>(method, params);
      }
    },
    wallet: (other) => rpc.wallet(other),
  };
}

/** The node's answer for a transaction the wallet knows. */
interface WalletTransaction {
  txid: string;
  confirmations: number;
  blockhash?: string;
  hex: string;
}

/** Bitcoin Core's code for a wallet that is not loaded, and for one that does not exist. */
const WALLET_NOT_LOADED = -18;
const NOT_IN_WALLET = -5;

export async function ensureWallet(rpc: RpcClient, name: string): Promise<void> {
  try {
    await rpc.wallet(name).call('getwalletinfo');
    return;
  } catch (error) {
    if (!(error instanceof RpcError) || error.code !== WALLET_NOT_LOADED) throw error;
  }
  try {
    await rpc.call('loadwallet', [name]);
  } catch (error) {
    if (!(error instanceof RpcError)) throw error;
    // No such wallet yet: a blank one without private keys, which can only watch.
    await rpc.call('createwallet', [name, true, true, '', false, false]).catch((created) => {
      // Bitcoin Core from version 26 makes legacy wallets only when asked to, and from 30 not at all.
      if (created instanceof RpcError && /bdb|legacy|deprecatedrpc/i.test(created.message)) {
        throw new Error(
          'the node makes only descriptor wallets, which the casino does not use yet: start it with -deprecatedrpc=create_bdb (docs/chains.md#bitcoin-litecoin-and-dogecoin)',
        );
      }
      throw created;
    });
  }
}

/**
 * Gives the wallet addresses to watch. `since` is when they were handed out: the node
 * looks through blocks from a little before then, so a coin sent before the chain pass
 * imported its address is still found.
 */
export async function watchAddresses(
  wallet: RpcClient,
  entries: { address: string; since: Date | 'now' }[],
): Promise<void> {
  if (entries.length === 0) return;
  const requests = entries.map(({ address, since }) => ({
    scriptPubKey: { address },
    timestamp: since === 'now' ? 'now' : Math.floor(since.getTime() / 1000) - 7200,
    watchonly: true,
  }));
  const results = await wallet.call<{ success: boolean; error?: { message: string } }[]>('importmulti', [
    requests,
    { rescan: entries.some((entry) => entry.since !== 'now') },
  ]);
  const failed = results.find((result) => !result.success);
  if (failed) throw new Error(`the node refused an address: ${failed.error?.message ?? 'unknown error'}`);
}

/** The addresses of the network in the database that the wallet has not been given yet, given now. */
export async function importMissing(db: Db, wallet: RpcClient, network: string): Promise<number> {
  const missing = await db
    .selectFrom('deposit_addresses as d')
    .select(['d.address', 'd.created_at'])
    .where('d.network', '=', network)
    .where('d.derivation_index', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('bitcoin_imports as i')
            .select('i.address')
            .whereRef('i.network', '=', 'd.network')
            .whereRef('i.address', '=', 'd.address'),
        ),
      ),
    )
    .union(
      db
        .selectFrom('bitcoin_change_addresses as c')
        .select(['c.address', 'c.created_at'])
        .where('c.network', '=', network)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('bitcoin_imports as i')
                .select('i.address')
                .whereRef('i.network', '=', 'c.network')
                .whereRef('i.address', '=', 'c.address'),
            ),
          ),
        ),
    )
    .limit(1000)
    .execute();
  if (missing.length === 0) return 0;
  await watchAddresses(
    wallet,
    missing.map((row) => ({ address: row.address, since: row.created_at })),
  );
  await db
    .insertInto('bitcoin_imports')
    .values(missing.map((row) => ({ network, address: row.address })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  return missing.length;
}

/** The wallet's view of a transaction; null when it has none, or a reorg left it conflicting with the chain. */
export async function walletTransaction(wallet: RpcClient, txid: string): Promise<WalletTransaction | null> {
  try {
    const tx = await wallet.call<WalletTransaction>('gettransaction', [txid, true]);
    return tx.confirmations < 0 ? null : tx;
  } catch (error) {
    if (error instanceof RpcError && error.code === NOT_IN_WALLET) return null;
    throw error;
  }
}

/**
 * The outputs of a transaction that pay our addresses, read from the transaction
 * itself so amounts are exact integers (the node's JSON gives them as floating point).
 */
export async function transfersIn(
  tx: WalletTransaction,
  net: BitcoinNetworkInfo,
  owned: (addresses: string[]) => Promise<Set<string>>,
): Promise<IncomingTransfer[]> {
  const decoded = Transaction.fromRaw(hex.decode(tx.hex), { allowUnknownOutputs: true });
  const outputs: { index: number; address: string; amount: bigint }[] = [];
  for (let index = 0; index < decoded.outputsLength; index += 1) {
    const output = decoded.getOutput(index);
    let address: string | undefined;
    try {
      address = decoded.getOutputAddress(index, net.params);
    } catch {
      address = undefined;
    }
    if (address && output.amount !== undefined) outputs.push({ index, address, amount: output.amount });
  }
  const ours = await owned(outputs.map((output) => output.address));
  return outputs
    .filter((output) => ours.has(output.address))
    .map((output) => ({
      txHash: tx.txid,
      outputIndex: output.index,
      address: output.address,
      currency: net.family,
      amount: output.amount * ATOMS_PER_SATOSHI,
      confirmations: tx.confirmations,
      blockHash: tx.blockhash ?? null,
    }));
}
