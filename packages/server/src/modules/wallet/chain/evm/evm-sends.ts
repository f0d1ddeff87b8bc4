import { sql } from 'kysely';
import { type Address, encodeFunctionData, erc20Abi, getAddress, keccak256, type PublicClient } from 'viem';
import type { TokenSetting } from '../../../../lib/config-chains';
import type { Db } from '../../../../lib/db/database';
import type { EvmSendPayload } from '../../../../lib/db/schema';
import type { SignerClient } from '../../../../signer/protocol';
import type { SendStatus } from '../chain-adapter';

/**
 * Transactions the casino sends on an EVM network: withdrawals from the hot wallet,
 * sweeps from deposit addresses and gas top-ups. Each is stored under its key with its
 * nonce (from `evm_nonces`, under a row lock) before it is signed, stored signed before
 * it is broadcast, and broadcast again whenever asked about until mined; one not mined
 * in time is replaced, same nonce, with a fee at least 12.5% higher.
 */
export interface EvmSendContext {
  db: Db;
  network: string;
  client: PublicClient;
  signer: SignerClient;
  chainId(): Promise<number>;
  replaceAfterMs: number;
}

export type StoredSend = {
  key: string;
  purpose: 'withdrawal' | 'sweep' | 'gas';
  from_address: string;
  nonce: string;
  payload: EvmSendPayload;
  raw: string | null;
  tx_hashes: string[];
  state: 'built' | 'sent' | 'void';
  sent_at: Date | null;
};

/** Gas a token transfer is given when the node cannot estimate it (a sweep from an address without gas yet). */
export const TOKEN_TRANSFER_GAS = 90_000n;
export const NATIVE_TRANSFER_GAS = 21_000n;

export async function currentFees(
  client: PublicClient,
): Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }> {
  try {
    const fees = await client.estimateFeesPerGas();
    return { maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas };
  } catch {
    const price = await client.getGasPrice();
    return { maxFeePerGas: price, maxPriorityFeePerGas: price };
  }
}

export function tokenTransferData(to: Address, units: bigint): `0x${string}` {
  return encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, units] });
}

export async function storedSend(ctx: EvmSendContext, key: string): Promise<StoredSend | undefined> {
  return ctx.db
    .selectFrom('evm_sends')
    .select(['key', 'purpose', 'from_address', 'nonce', 'payload', 'raw', 'tx_hashes', 'state', 'sent_at'])
    .where('network', '=', ctx.network)
    .where('key', '=', key)
    .executeTakeFirst();
}

/**
 * Stores the send under `key` with the next nonce of `from`: a nonce left by a send given
 * up before it was signed first, else the larger of ours and the chain's count, so a
 * transaction sent from the address outside the casino does not jam ours.
 */
export async function storeSend(
  ctx: EvmSendContext,
  input: {
    key: string;
    purpose: StoredSend['purpose'];
    from: Address;
    payload: Omit<EvmSendPayload, 'tx'> & { tx: Omit<EvmSendPayload['tx'], 'nonce' | 'chainId'> };
  },
): Promise<StoredSend> {
  const chainCount = BigInt(
    await ctx.client.getTransactionCount({ address: input.from, blockTag: 'pending' }),
  );
  const chainId = await ctx.chainId();
  const from = input.from.toLowerCase();
  await ctx.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('evm_sends')
      .select('key')
      .where('network', '=', ctx.network)
      .where('key', '=', input.key)
      .executeTakeFirst();
    if (existing) return;
    await trx
      .insertInto('evm_nonces')
      .values({ network: ctx.network, address: from, next_nonce: chainCount.toString() })
      .onConflict((oc) => oc.columns(['network', 'address']).doNothing())
      .execute();
    const counter = await trx
      .selectFrom('evm_nonces')
      .select('next_nonce')
      .where('network', '=', ctx.network)
      .where('address', '=', from)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const freed = await trx
      .selectFrom('evm_sends')
      .select(['key', 'nonce'])
      .where('network', '=', ctx.network)
      .where('from_address', '=', from)
      .where('state', '=', 'void')
      .orderBy('nonce')
      .limit(1)
      .executeTakeFirst();
    let nonce: bigint;
    if (freed && BigInt(freed.nonce) >= chainCount) {
      nonce = BigInt(freed.nonce);
      await trx
        .deleteFrom('evm_sends')
        .where('network', '=', ctx.network)
        .where('key', '=', freed.key)
        .execute();
    } else {
      const ours = BigInt(counter.next_nonce);
      nonce = ours > chainCount ? ours : chainCount;
      await trx
        .updateTable('evm_nonces')
        .set({ next_nonce: (nonce + 1n).toString() })
        .where('network', '=', ctx.network)
        .where('address', '=', from)
        .execute();
    }
    const payload: EvmSendPayload = {
      ...input.payload,
      tx: { ...input.payload.tx, nonce: Number(nonce), chainId },
    };
    await trx
      .insertInto('evm_sends')
      .values({
        network: ctx.network,
        key: input.key,
        purpose: input.purpose,
        from_address: from,
        nonce: nonce.toString(),
        payload: JSON.stringify(payload),
      })
      .execute();
  });
  const row = await storedSend(ctx, input.key);
  if (!row) throw new Error('the send was not stored');
  return row;
}

/** Errors a node gives for a transaction it already has or has already mined: the broadcast did its job. */
function alreadyThere(error: unknown): boolean {
  return /already known|already imported|known transaction|nonce too low|replacement transaction underpriced/i.test(
    String((error as Error)?.message ?? error),
  );
}

async function broadcast(ctx: EvmSendContext, raw: string): Promise<void> {
  try {
    await ctx.client.sendRawTransaction({ serializedTransaction: raw as `0x${string}` });
  } catch (error) {
    if (!alreadyThere(error)) throw error;
  }
}

async function signPayload(ctx: EvmSendContext, row: StoredSend, payload: EvmSendPayload): Promise<string> {
  const { signed } = await ctx.signer.sign({
    network: ctx.network,
    purpose: row.purpose,
    key: row.key,
    payload,
  });
  return signed;
}

/** Signs a stored send (once) and broadcasts it; resolves to its current hash. */
export async function sendStored(ctx: EvmSendContext, row: StoredSend): Promise<string> {
  let raw = row.raw;
  let hash = row.tx_hashes.at(-1);
  if (!raw || !hash) {
    raw = await signPayload(ctx, row, row.payload);
    hash = keccak256(raw as `0x${string}`);
    await ctx.db
      .updateTable('evm_sends')
      .set({ raw, tx_hashes: JSON.stringify([hash]), state: 'sent', sent_at: sql`now()` })
      .where('network', '=', ctx.network)
      .where('key', '=', row.key)
      .execute();
  }
  await broadcast(ctx, raw);
  return hash;
}

/**
 * What went out under `key`: a stored signed transaction is broadcast again (it may
 * never have left) and its hash returned; one never signed is given up, its nonce left
 * to the next send, since nothing can have left under it.
 */
export async function findSent(ctx: EvmSendContext, key: string): Promise<string | null> {
  const row = await storedSend(ctx, key);
  if (!row || row.state === 'void') return null;
  if (!row.raw) {
    await ctx.db
      .updateTable('evm_sends')
      .set({ state: 'void' })
      .where('network', '=', ctx.network)
      .where('key', '=', key)
      .where('raw', 'is', null)
      .execute();
    return null;
  }
  await broadcast(ctx, row.raw);
  return row.tx_hashes.at(-1) ?? null;
}

export async function sendStatus(ctx: EvmSendContext, key: string): Promise<SendStatus | null> {
  const row = await storedSend(ctx, key);
  if (!row?.raw || row.state !== 'sent') return null;
  const head = await ctx.client.getBlockNumber();
  // Any of its transactions may be the one mined: the first, or a replacement.
  for (const hash of [...row.tx_hashes].reverse()) {
    const receipt = await ctx.client.getTransactionReceipt({ hash: hash as `0x${string}` }).catch(() => null);
    if (!receipt) continue;
    if (receipt.status !== 'success') {
      return { txHash: hash, state: 'failed', confirmations: 0, failure: 'the transaction reverted' };
    }
    return { txHash: hash, state: 'mined', confirmations: Number(head - receipt.blockNumber + 1n) };
  }
  const current = row.tx_hashes.at(-1) as string;
  const mined = BigInt(await ctx.client.getTransactionCount({ address: getAddress(row.from_address) }));
  if (mined > BigInt(row.nonce)) {
    // Its nonce went to a transaction that is none of ours: this one can never be mined.
    return {
      txHash: current,
      state: 'failed',
      confirmations: 0,
      failure: 'its nonce was used by another transaction',
    };
  }
  if (row.sent_at && Date.now() - row.sent_at.getTime() > ctx.replaceAfterMs) {
    return { txHash: await replace(ctx, row), state: 'pending', confirmations: 0 };
  }
  await broadcast(ctx, row.raw);
  return { txHash: current, state: 'pending', confirmations: 0 };
}

/** Sends the same transaction again with a higher fee (at least 12.5% more, which nodes require), same nonce. */
async function replace(ctx: EvmSendContext, row: StoredSend): Promise<string> {
  const now = await currentFees(ctx.client);
  const bump = (old: string, fresh: bigint) => {
    const raised = (BigInt(old) * 1125n) / 1000n + 1n;
    return (raised > fresh ? raised : fresh).toString();
  };
  const payload: EvmSendPayload = {
    ...row.payload,
    tx: {
      ...row.payload.tx,
      maxFeePerGas: bump(row.payload.tx.maxFeePerGas, now.maxFeePerGas),
      maxPriorityFeePerGas: bump(row.payload.tx.maxPriorityFeePerGas, now.maxPriorityFeePerGas),
    },
  };
  const raw = await signPayload(ctx, row, payload);
  const hash = keccak256(raw as `0x${string}`);
  await ctx.db
    .updateTable('evm_sends')
    .set({
      raw,
      payload: JSON.stringify(payload),
      tx_hashes: JSON.stringify([...row.tx_hashes, hash]),
      sent_at: sql`now()`,
    })
    .where('network', '=', ctx.network)
    .where('key', '=', row.key)
    .execute();
  await broadcast(ctx, raw);
  return hash;
}

export function tokenOf(tokens: TokenSetting[], currency: string): TokenSetting | undefined {
  return tokens.find((token) => token.currency === currency);
}
