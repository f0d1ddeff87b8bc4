import { randomUUID } from 'node:crypto';
import { base64, hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { sql } from 'kysely';
import type { Db } from '../../../../lib/db/database';
import type { BitcoinKeyPath } from '../../../../lib/db/schema';
import type { SignerClient } from '../../../../signer/protocol';
import { SendLater, type SendStatus } from '../chain-adapter';
import { accountAddress, scriptOf } from './keys';
import type { BitcoinNetworkInfo } from './networks';
import { type RpcClient, RpcError } from './rpc-client';
import { walletTransaction, watchAddresses } from './watch-wallet';

/**
 * Transactions the casino sends on a Bitcoin-family network: withdrawals, and the
 * consolidation of many small coins. Each is built from our own confirmed coins,
 * stored under its key with the coins it spends reserved (one commit), signed by the
 * signer, stored signed, and only then broadcast. A key sent again finds the stored
 * transaction and rebroadcasts it, so a crash anywhere in between pays once.
 */

export interface SendContext {
  db: Db;
  network: string;
  net: BitcoinNetworkInfo;
  rpc: RpcClient;
  wallet: RpcClient;
  xpub: string;
  signer: SignerClient;
  /** Confirmations a coin needs before it is spent: the network's deposit count. */
  minConfirmations: number;
}

interface Coin {
  txid: string;
  vout: number;
  address: string;
  satoshis: bigint;
  confirmations: number;
  path: BitcoinKeyPath;
}

/** Virtual bytes of a transaction's parts, for the fee: the signed sizes of P2WPKH and P2PKH. */
function estimateVsize(net: BitcoinNetworkInfo, inputs: number, outputs: number): bigint {
  const input = net.payment === 'wpkh' ? 68 : 148;
  return BigInt(11 + inputs * input + outputs * 34);
}

/** Our unspent coins with the confirmations to be spent, not reserved by a stored send, with their key paths. */
export async function spendableCoins(
  ctx: SendContext,
  minConfirmations = ctx.minConfirmations,
): Promise<Coin[]> {
  const unspent = await ctx.wallet.call<
    {
      txid: string;
      vout: number;
      address: string;
      scriptPubKey: string;
      amount: number;
      confirmations: number;
    }[]
  >('listunspent', [minConfirmations, 9_999_999, [], true]);
  if (unspent.length === 0) return [];
  const addresses = [...new Set(unspent.map((coin) => coin.address))];
  const [deposits, changes, reserved] = await Promise.all([
    ctx.db
      .selectFrom('deposit_addresses')
      .select(['address', 'derivation_index'])
      .where('network', '=', ctx.network)
      .where('address', 'in', addresses)
      .where('derivation_index', 'is not', null)
      .execute(),
    ctx.db
      .selectFrom('bitcoin_change_addresses')
      .select(['address', 'change_index'])
      .where('network', '=', ctx.network)
      .where('address', 'in', addresses)
      .execute(),
    ctx.db
      .selectFrom('bitcoin_reserved')
      .select(['txid', 'vout'])
      .where('network', '=', ctx.network)
      .execute(),
  ]);
  const paths = new Map<string, BitcoinKeyPath>();
  for (const row of deposits) paths.set(row.address, { branch: 0, index: Number(row.derivation_index) });
  for (const row of changes) paths.set(row.address, { branch: 1, index: row.change_index });
  const taken = new Set(reserved.map((row) => `${row.txid}:${row.vout}`));
  const coins: Coin[] = [];
  for (const coin of unspent) {
    const path = paths.get(coin.address);
    if (!path || taken.has(`${coin.txid}:${coin.vout}`)) continue;
    // The node's amounts are decimal numbers of at most 8 places: as text they convert exactly.
    const satoshis = BigInt(coin.amount.toFixed(8).replace('.', ''));
    coins.push({
      txid: coin.txid,
      vout: coin.vout,
      address: coin.address,
      satoshis,
      confirmations: coin.confirmations,
      path,
    });
  }
  return coins;
}

/** The fee rate to pay, in units of 10^-8 per virtual byte: the node's estimate, never under its relay fee or our floor. */
async function feeRate(ctx: SendContext): Promise<bigint> {
  const toRate = (perKb: number) => BigInt(Math.ceil((perKb * 1e8) / 1000));
  const estimate = await ctx.rpc
    .call<{ feerate?: number }>('estimatesmartfee', [6])
    .catch(() => ({ feerate: undefined }));
  const relay = await ctx.rpc.call<{ relayfee: number }>('getnetworkinfo').catch(() => ({ relayfee: 0 }));
  const rates = [
    ctx.net.minFeeRate,
    toRate(relay.relayfee) + 1n,
    estimate.feerate ? toRate(estimate.feerate) : 0n,
  ];
  return rates.reduce((highest, rate) => (rate > highest ? rate : highest));
}

/** The next change address, recorded before it is used so the watch wallet and the signer know it. */
async function nextChange(ctx: SendContext, trx: Db): Promise<{ index: number; address: string }> {
  const counter = `${ctx.network}:change`;
  await trx
    .insertInto('chain_address_counters')
    .values({ network: counter })
    .onConflict((oc) => oc.column('network').doNothing())
    .execute();
  const row = await trx
    .updateTable('chain_address_counters')
    .set({ next_index: sql`next_index + 1` })
    .where('network', '=', counter)
    .returning(sql<number>`next_index - 1`.as('index'))
    .executeTakeFirstOrThrow();
  const index = Number(row.index);
  const address = accountAddress(ctx.xpub, ctx.net, 1, index);
  await trx
    .insertInto('bitcoin_change_addresses')
    .values({ network: ctx.network, change_index: index, address })
    .execute();
  return { index, address };
}

async function previousTx(ctx: SendContext, txid: string): Promise<Uint8Array> {
  const tx = await ctx.wallet.call<{ hex: string }>('gettransaction', [txid, true]);
  return hex.decode(tx.hex);
}

/**
 * Builds and stores (unsigned) the transaction for `key`: coins largest first until
 * they cover the payments and the fee, change back to a fresh change address. The
 * coins are reserved in the same commit; a per-network counter row serialises builds
 * across nodes. Throws SendLater when our coins cannot cover it yet.
 */
async function build(
  ctx: SendContext,
  key: string,
  purpose: 'withdrawal' | 'consolidate',
  payments: { address: string; satoshis: bigint }[],
  chooseCoins: (coins: Coin[], rate: bigint) => Coin[] | null,
): Promise<void> {
  const rate = await feeRate(ctx);
  // Outside the database transaction: a node call must not hold a row lock.
  const candidates = await spendableCoins(ctx);
  const previous = new Map<string, Uint8Array>();
  await ctx.db.transaction().execute(async (trx) => {
    const change = await nextChange(ctx, trx);
    const reserved = await trx
      .selectFrom('bitcoin_reserved')
      .select(['txid', 'vout'])
      .where('network', '=', ctx.network)
      .execute();
    const taken = new Set(reserved.map((row) => `${row.txid}:${row.vout}`));
    const coins = chooseCoins(
      candidates.filter((coin) => !taken.has(`${coin.txid}:${coin.vout}`)),
      rate,
    );
    if (!coins) {
      const held = candidates.reduce((sum, coin) => sum + coin.satoshis, 0n);
      throw new SendLater(
        `the hot wallet holds ${held} units of 10^-8 ${ctx.net.family} in spendable coins: not enough`,
      );
    }
    const tx = new Transaction({ allowUnknownOutputs: false });
    for (const coin of coins) {
      const script = scriptOf(coin.address, ctx.net);
      if (ctx.net.payment === 'wpkh') {
        tx.addInput({ txid: coin.txid, index: coin.vout, witnessUtxo: { script, amount: coin.satoshis } });
      } else {
        let raw = previous.get(coin.txid);
        if (!raw) {
          raw = await previousTx(ctx, coin.txid);
          previous.set(coin.txid, raw);
        }
        tx.addInput({ txid: coin.txid, index: coin.vout, nonWitnessUtxo: raw });
      }
    }
    for (const payment of payments) tx.addOutputAddress(payment.address, payment.satoshis, ctx.net.params);
    const spent = coins.reduce((sum, coin) => sum + coin.satoshis, 0n);
    const paid = payments.reduce((sum, payment) => sum + payment.satoshis, 0n);
    const fee = rate * estimateVsize(ctx.net, coins.length, payments.length + 1);
    const rest = spent - paid - fee;
    const changeOutputs: { output: number; index: number }[] = [];
    if (rest >= ctx.net.dust) {
      const output = tx.addOutputAddress(change.address, rest, ctx.net.params);
      changeOutputs.push({ output, index: change.index });
    }
    await trx
      .insertInto('bitcoin_sends')
      .values({
        network: ctx.network,
        key,
        purpose,
        psbt: base64.encode(tx.toPSBT()),
        inputs: JSON.stringify(coins.map((coin) => coin.path)),
        change: JSON.stringify(changeOutputs),
      })
      .execute();
    await trx
      .insertInto('bitcoin_reserved')
      .values(coins.map((coin) => ({ network: ctx.network, txid: coin.txid, vout: coin.vout, key })))
      .execute();
  });
}

/** Largest coins first until the payments and the fee (with a change output) are covered; null if they cannot be. */
export function largestFirst(net: BitcoinNetworkInfo, total: bigint, outputs: number) {
  return (coins: Coin[], rate: bigint): Coin[] | null => {
    const chosen: Coin[] = [];
    let sum = 0n;
    for (const coin of [...coins].sort((a, b) =>
      a.satoshis > b.satoshis ? -1 : a.satoshis < b.satoshis ? 1 : 0,
    )) {
      chosen.push(coin);
      sum += coin.satoshis;
      if (sum >= total + rate * estimateVsize(net, chosen.length, outputs + 1)) return chosen;
    }
    return null;
  };
}

type SendRow = {
  key: string;
  purpose: 'withdrawal' | 'consolidate';
  psbt: string;
  txid: string | null;
  raw: string | null;
  failed_at: Date | null;
  inputs: BitcoinKeyPath[];
  change: { output: number; index: number }[];
};

async function storedSend(ctx: SendContext, key: string): Promise<SendRow | undefined> {
  return ctx.db
    .selectFrom('bitcoin_sends')
    .select(['key', 'purpose', 'psbt', 'txid', 'raw', 'failed_at', 'inputs', 'change'])
    .where('network', '=', ctx.network)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Has the stored transaction signed (once; signing is deterministic, so a second signing gives the same one). */
async function signStored(ctx: SendContext, row: SendRow): Promise<{ txid: string; raw: string }> {
  if (row.txid && row.raw) return { txid: row.txid, raw: row.raw };
  const { signed } = await ctx.signer.sign({
    network: ctx.network,
    purpose: row.purpose,
    key: row.key,
    payload: { psbt: row.psbt, inputs: row.inputs, change: row.change },
  });
  const txid = Transaction.fromRaw(hex.decode(signed)).id;
  await ctx.db
    .updateTable('bitcoin_sends')
    .set({ txid, raw: signed })
    .where('network', '=', ctx.network)
    .where('key', '=', row.key)
    .execute();
  return { txid, raw: signed };
}

/** Bitcoin Core's codes for a transaction it already has, and for one it will never take. */
const ALREADY_KNOWN = -27;
const REJECTED = -26;
const MISSING_INPUTS = -25;

async function broadcast(ctx: SendContext, raw: string): Promise<'sent' | 'rejected'> {
  try {
    await ctx.rpc.call('sendrawtransaction', [raw]);
    return 'sent';
  } catch (error) {
    if (error instanceof RpcError && error.code === ALREADY_KNOWN) return 'sent';
    if (error instanceof RpcError && (error.code === REJECTED || error.code === MISSING_INPUTS)) {
      // "txn-already-known" and "already in block chain" come with these codes on some versions.
      if (/already/i.test(error.message)) return 'sent';
      return 'rejected';
    }
    throw error;
  }
}

/** Sends (or, for a key already built, resends) the stored transaction; resolves to its id. */
export async function sendStored(ctx: SendContext, row: SendRow): Promise<string> {
  const { txid, raw } = await signStored(ctx, row);
  // The change address is watched before the transaction exists, so its coin is seen at once.
  const change = await ctx.db
    .selectFrom('bitcoin_change_addresses')
    .select(['address'])
    .where('network', '=', ctx.network)
    .where('change_index', 'in', row.change.length > 0 ? row.change.map((entry) => entry.index) : [-1])
    .execute();
  if (change.length > 0) {
    await watchAddresses(
      ctx.wallet,
      change.map((entry) => ({ address: entry.address, since: 'now' as const })),
    );
    await ctx.db
      .insertInto('bitcoin_imports')
      .values(change.map((entry) => ({ network: ctx.network, address: entry.address })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  if ((await broadcast(ctx, raw)) === 'rejected') {
    throw new Error(`the node refused transaction ${txid}`);
  }
  return txid;
}

export async function sendPayment(
  ctx: SendContext,
  input: { key: string; address: string; satoshis: bigint },
): Promise<string> {
  let row = await storedSend(ctx, input.key);
  if (!row) {
    await build(
      ctx,
      input.key,
      'withdrawal',
      [{ address: input.address, satoshis: input.satoshis }],
      largestFirst(ctx.net, input.satoshis, 1),
    ).catch(async (error) => {
      // Two sends of one key at once: the other stored it first, and this one sends that.
      if (await storedSend(ctx, input.key)) return;
      throw error;
    });
    row = await storedSend(ctx, input.key);
    if (!row) throw new Error('the send was not stored');
  }
  return sendStored(ctx, row);
}

/**
 * The id of what went out under `key`: a stored signed transaction is broadcast again
 * (it may never have left), so what is returned is sent. One built but never signed is
 * forgotten and its coins freed: nothing can have left under it.
 */
export async function findSent(ctx: SendContext, key: string): Promise<string | null> {
  const row = await storedSend(ctx, key);
  if (!row || row.failed_at) return null;
  if (!row.raw || !row.txid) {
    await release(ctx, key, 'delete');
    return null;
  }
  if ((await broadcast(ctx, row.raw)) === 'rejected') {
    const known = await walletTransaction(ctx.wallet, row.txid);
    if (!known) {
      await release(ctx, key, 'fail');
      return null;
    }
  }
  return row.txid;
}

async function release(ctx: SendContext, key: string, how: 'delete' | 'fail'): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('bitcoin_reserved')
      .where('network', '=', ctx.network)
      .where('key', '=', key)
      .execute();
    if (how === 'delete') {
      await trx
        .deleteFrom('bitcoin_sends')
        .where('network', '=', ctx.network)
        .where('key', '=', key)
        .execute();
    } else {
      await trx
        .updateTable('bitcoin_sends')
        .set({ failed_at: sql`now()` })
        .where('network', '=', ctx.network)
        .where('key', '=', key)
        .execute();
    }
  });
}

/**
 * Where the transaction of `key` stands: mined with its confirmations, pending (broadcast
 * again if the node lost it), or failed when the chain took its coins in another
 * transaction or the node refuses it for good; its coins are then free again.
 */
export async function sendStatus(ctx: SendContext, key: string): Promise<SendStatus | null> {
  const row = await storedSend(ctx, key);
  if (!row?.txid || !row.raw) return null;
  if (row.failed_at)
    return { txHash: row.txid, state: 'failed', confirmations: 0, failure: 'refused by the node' };
  const tx = await walletTransaction(ctx.wallet, row.txid);
  if (tx && tx.confirmations > 0)
    return { txHash: row.txid, state: 'mined', confirmations: tx.confirmations };
  if ((await broadcast(ctx, row.raw)) === 'rejected') {
    await release(ctx, key, 'fail');
    return {
      txHash: row.txid,
      state: 'failed',
      confirmations: 0,
      failure: 'its coins were spent by another transaction, or the node refuses it',
    };
  }
  return { txHash: row.txid, state: 'pending', confirmations: 0 };
}

/** More unspent coins than this and the smallest are merged into one, so withdrawals stay small and cheap. */
export const CONSOLIDATE_ABOVE = 50;
const CONSOLIDATE_AT_ONCE = 100;

/** Merges the smallest coins into one of ours when there are many; returns the number of transactions sent. */
export async function consolidate(ctx: SendContext): Promise<number> {
  const coins = await spendableCoins(ctx);
  if (coins.length <= CONSOLIDATE_ABOVE) return 0;
  const key = `consolidate:${randomUUID()}`;
  const smallest = [...coins]
    .sort((a, b) => (a.satoshis < b.satoshis ? -1 : a.satoshis > b.satoshis ? 1 : 0))
    .slice(0, Math.min(CONSOLIDATE_AT_ONCE, coins.length - CONSOLIDATE_ABOVE + 1));
  const chosen = new Set(smallest.map((coin) => `${coin.txid}:${coin.vout}`));
  try {
    await build(ctx, key, 'consolidate', [], (available, rate) => {
      const picked = available.filter((coin) => chosen.has(`${coin.txid}:${coin.vout}`));
      const sum = picked.reduce((total, coin) => total + coin.satoshis, 0n);
      // Worth it only if what is merged is more than the fee and dust.
      return sum > rate * estimateVsize(ctx.net, picked.length, 1) + ctx.net.dust ? picked : null;
    });
  } catch (error) {
    if (error instanceof SendLater) return 0;
    throw error;
  }
  const row = await storedSend(ctx, key);
  if (!row) return 0;
  await sendStored(ctx, row);
  return 1;
}
