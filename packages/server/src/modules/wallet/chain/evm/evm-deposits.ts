import {
  type Block,
  erc20Abi,
  getAddress,
  type PublicClient,
  parseAbiItem,
  parseEventLogs,
  type TransactionReceipt,
} from 'viem';
import type { TokenSetting } from '../../../../lib/config-chains';
import type { Db } from '../../../../lib/db/database';
import type { IncomingTransfer } from '../chain-adapter';

/**
 * Deposits on an EVM network: native coins sent straight to a deposit address, and
 * `Transfer` logs of the configured tokens to one. Blocks are read from a checkpoint;
 * a checkpoint whose block the chain no longer has is moved back, and the blocks read
 * again (a transfer seen twice is harmless: deposits are unique by transaction and
 * position). A token transfer's position is its place among its transaction's logs,
 * which a reorg into another block does not change.
 */

export interface EvmDepositsContext {
  db: Db;
  network: string;
  client: PublicClient;
  native: string;
  tokens: TokenSetting[];
  confirms: number;
}

const TRANSFER_EVENT = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
);

/** Blocks read per pass at most: a node far ahead is caught up over several passes. */
const BLOCKS_PER_POLL = 200n;

export function atomsOfToken(units: bigint, decimals: number): bigint {
  return units * 10n ** BigInt(18 - decimals);
}

export async function pollDeposits(
  ctx: EvmDepositsContext,
  owned: (addresses: string[]) => Promise<Set<string>>,
): Promise<IncomingTransfer[]> {
  const head = await ctx.client.getBlockNumber();
  const checkpoint = await ctx.db
    .selectFrom('evm_checkpoints')
    .select(['block_number', 'block_hash'])
    .where('network', '=', ctx.network)
    .executeTakeFirst();
  // A first pass starts a little back: addresses were handed out only just now.
  let from = checkpoint ? BigInt(checkpoint.block_number) + 1n : head > 100n ? head - 100n : 0n;
  if (checkpoint) {
    const seen = await ctx.client
      .getBlock({ blockNumber: BigInt(checkpoint.block_number) })
      .catch(() => null);
    if (seen?.hash !== checkpoint.block_hash) {
      const back = BigInt(ctx.confirms) * 2n + 10n;
      from = from > back ? from - back : 0n;
    }
  }
  if (from > head) return [];
  const to = from + BLOCKS_PER_POLL - 1n < head ? from + BLOCKS_PER_POLL - 1n : head;
  const found: IncomingTransfer[] = [];
  let last: Block | null = null;
  for (let number = from; number <= to; number += 1n) {
    const block = await ctx.client.getBlock({ blockNumber: number, includeTransactions: true });
    last = block;
    const candidates = block.transactions.filter((tx) => tx.to && tx.value > 0n);
    const ours = await owned(candidates.map((tx) => getAddress(tx.to as string)));
    for (const tx of candidates) {
      if (!ours.has(getAddress(tx.to as string))) continue;
      const receipt = await ctx.client.getTransactionReceipt({ hash: tx.hash });
      if (receipt.status !== 'success') continue;
      found.push({
        txHash: tx.hash,
        outputIndex: 0,
        address: getAddress(tx.to as string),
        currency: ctx.native,
        amount: tx.value,
        confirmations: Number(head - number + 1n),
        blockHash: block.hash,
      });
    }
  }
  if (ctx.tokens.length > 0) {
    const logs = await ctx.client.getLogs({
      address: ctx.tokens.map((token) => token.contract),
      event: TRANSFER_EVENT,
      fromBlock: from,
      toBlock: to,
    });
    const hashes = [...new Set(logs.map((log) => log.transactionHash as `0x${string}`))];
    for (const hash of hashes) {
      const receipt = await ctx.client.getTransactionReceipt({ hash });
      found.push(...(await tokenTransfers(ctx, receipt, head, owned)));
    }
  }
  if (last?.hash) {
    await ctx.db
      .insertInto('evm_checkpoints')
      .values({ network: ctx.network, block_number: to.toString(), block_hash: last.hash })
      .onConflict((oc) =>
        oc.column('network').doUpdateSet({
          block_number: to.toString(),
          block_hash: last.hash as string,
          updated_at: new Date(),
        }),
      )
      .execute();
  }
  return found;
}

/** The configured tokens' transfers to our addresses in a mined transaction. */
async function tokenTransfers(
  ctx: EvmDepositsContext,
  receipt: TransactionReceipt,
  head: bigint,
  owned: (addresses: string[]) => Promise<Set<string>>,
): Promise<IncomingTransfer[]> {
  if (receipt.status !== 'success') return [];
  const transfers = receipt.logs
    .map((log, position) => ({ log, position }))
    .flatMap(({ log, position }) => {
      const token = ctx.tokens.find((entry) => entry.contract === log.address.toLowerCase());
      if (!token) return [];
      const [event] = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: [log], strict: true });
      if (!event) return [];
      return [{ token, position, to: getAddress(event.args.to), value: event.args.value }];
    });
  const ours = await owned(transfers.map((entry) => entry.to));
  return transfers
    .filter((entry) => ours.has(entry.to) && entry.value > 0n)
    .map((entry) => ({
      txHash: receipt.transactionHash,
      outputIndex: entry.position,
      address: entry.to,
      currency: entry.token.currency,
      amount: atomsOfToken(entry.value, entry.token.decimals),
      confirmations: Number(head - receipt.blockNumber + 1n),
      blockHash: receipt.blockHash,
    }));
}

/**
 * The chain's view now of the transfers in these transactions: from their receipts, with
 * confirmations from the head. A transaction without a receipt (a reorg took its block)
 * is left out, whether or not it waits in a mempool: a deposit it carried is dropped, and
 * noticed again if a later block includes it.
 */
export async function currentTransfers(
  ctx: EvmDepositsContext,
  hashes: string[],
  owned: (addresses: string[]) => Promise<Set<string>>,
): Promise<IncomingTransfer[]> {
  if (hashes.length === 0) return [];
  const head = await ctx.client.getBlockNumber();
  const found: IncomingTransfer[] = [];
  for (const hash of new Set(hashes)) {
    const receipt = await ctx.client.getTransactionReceipt({ hash: hash as `0x${string}` }).catch((error) => {
      if ((error as Error).name === 'TransactionReceiptNotFoundError') return null;
      throw error;
    });
    if (receipt?.status !== 'success') continue;
    found.push(...(await tokenTransfers(ctx, receipt, head, owned)));
    const tx = await ctx.client.getTransaction({ hash: receipt.transactionHash });
    if (tx.to && tx.value > 0n && (await owned([getAddress(tx.to)])).has(getAddress(tx.to))) {
      found.push({
        txHash: receipt.transactionHash,
        outputIndex: 0,
        address: getAddress(tx.to),
        currency: ctx.native,
        amount: tx.value,
        confirmations: Number(head - receipt.blockNumber + 1n),
        blockHash: receipt.blockHash,
      });
    }
  }
  return found;
}
