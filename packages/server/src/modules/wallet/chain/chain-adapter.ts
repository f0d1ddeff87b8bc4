import type { Atoms } from '@ante/core';
import type { Db } from '../../../lib/db/database';

/** Which kind of chain serves a network: the simulated one in the database, or a real node. */
export type ChainKind = 'simulated' | 'evm' | 'bitcoind';

/** A transfer into one of our addresses, as the chain reports it. */
export interface IncomingTransfer {
  txHash: string;
  /**
   * Which part of the transaction paid us: the output (Bitcoin family) or the log
   * (EVM tokens); 0 for an EVM native transfer and on the simulated chain. One
   * transaction can pay several of our addresses (an exchange's batched payout), each
   * a deposit of its own.
   */
  outputIndex?: number;
  address: string;
  currency: string;
  amount: Atoms;
  /** 0 while in the mempool. */
  confirmations: number;
  /** The block that holds it, once mined, so a later reorg can be told from a confirmation. */
  blockHash?: string | null;
}

/** Where a transaction the casino sent under a key stands on the chain. */
export interface SendStatus {
  /** The transaction now carrying the key: a fee bump replaces the first one. */
  txHash: string;
  /** `failed`: mined but reverted, or dropped and never to be mined; nothing left the wallet but fees. */
  state: 'pending' | 'mined' | 'failed';
  confirmations: number;
  failure?: string;
}

/**
 * Thrown by `send` when nothing was sent and the send can succeed later without anyone
 * changing the withdrawal: the hot wallet cannot cover it yet, or its coins are still
 * confirming. The withdrawal waits (pending, cancellable by its player) instead of being
 * refunded, since a player asking for money wants it paid, late rather than bounced.
 */
export class SendLater extends Error {
  override name = 'SendLater';
}

/** Thrown by the chain router's `proveReserves` for a network whose adapter signs no messages. */
export class CannotProveReserves extends Error {
  override name = 'CannotProveReserves';
}

/** A network's node as the last check saw it. */
export interface ChainHealth {
  ok: boolean;
  height?: number;
  error?: string;
}

/** The casino's own funds on a network: the hot wallet that pays withdrawals. */
export interface HotWallet {
  address: string;
  /** By currency code, in atoms. */
  balances: Record<string, Atoms>;
  /** Deposits still waiting to be swept into the hot wallet (or, on UTXO chains, consolidated). */
  sweepBacklog: number;
}

/**
 * What the wallet needs from a blockchain. One adapter may serve several networks (the
 * simulated chain serves all of them); the chain router (chain-router.ts) sends each
 * call to the adapter configured for its network, so callers pass the network every
 * time. docs/chains.md describes the whole flow.
 *
 * New transfers reach the wallet as notices (sync-deposits.ts, noticeTransfers): the
 * simulated chain gives them when a faucet payment is sent and when a block is mined;
 * a real adapter from `poll`, which the chain job calls on a schedule.
 */
export interface ChainAdapter {
  kind(network: string): ChainKind;
  /** Whether `address` can receive on the network: its format, and its checksum where the chain has one. */
  isValidAddress(network: string, address: string): boolean;
  /**
   * The deposit address at `index` on the network (real chains derive it from the
   * extended public key; the simulated chain makes one up and ignores the index). The
   * caller stores it per player and network with its index.
   */
  depositAddress(network: string, index: number): Promise<string>;
  /**
   * Transfers to our deposit addresses in blocks the adapter has not read yet, from its
   * checkpoint in the database; `owned` says which of some addresses are ours. A
   * transfer reported twice is harmless (deposits are unique by transaction and
   * output). Not on the simulated chain, whose blocks notice their own transfers.
   */
  poll?(
    db: Db,
    network: string,
    owned: (addresses: string[]) => Promise<Set<string>>,
  ): Promise<IncomingTransfer[]>;
  /**
   * The chain's current view of the transfers to our addresses in these transactions,
   * by hash. A transfer the chain no longer has (a reorg took its block and the
   * transaction is in no block and no mempool) is left out: the wallet then drops a
   * pending deposit and flags a credited one.
   */
  transfers(db: Db, network: string, txHashes: string[]): Promise<IncomingTransfer[]>;
  /**
   * Sends a withdrawal; resolves to the transaction hash once broadcast. At most once
   * per `key`: a send repeated with a key already used broadcasts nothing new and
   * resolves to the first transaction's hash. It resolves or throws within a minute,
   * well inside the recovery's five (recover-withdrawals.ts), and an attempt that has
   * thrown sends nothing afterwards; the caller then asks `findSent` what did go out.
   * Real adapters have the transaction signed by the signer (src/signer), which checks
   * the withdrawal against the database first.
   */
  send(
    db: Db,
    input: { network: string; address: string; currency: string; amount: Atoms; key: string },
  ): Promise<string>;
  /**
   * The hash of the transaction sent under `key`, or null when the chain has none and
   * never will (the key was not sent). Throws when it cannot tell yet; a withdrawal is
   * then left as it is and asked about again later.
   */
  findSent(db: Db, input: { network: string; key: string }): Promise<string | null>;
  /**
   * Where the transaction sent under `key` stands; null when nothing was sent under it.
   * A real adapter replaces a transaction stuck in the mempool with a higher fee here,
   * so it is asked on every run until the withdrawal is settled.
   */
  sendStatus(db: Db, input: { network: string; key: string }): Promise<SendStatus | null>;
  /** The node's state; a network whose node is down pauses crediting and sending. */
  health(db: Db, network: string): Promise<ChainHealth>;
  /** The hot wallet's address and balances; null on the simulated chain, which has no funds of its own. */
  hotWallet(db: Db, network: string): Promise<HotWallet | null>;
  /**
   * The signer's signature of a proof-of-reserves message (core's reserveMessage) for
   * the hot wallet's address. Only where the family can prove an address: EVM networks.
   * The Bitcoin family's coins sit at many segwit addresses, which the legacy signed
   * message cannot prove (docs/proof-of-solvency.md#reserve-signatures).
   */
  proveReserves?(network: string, message: string): Promise<string>;
  /**
   * Moves confirmed deposits into the hot wallet (on EVM chains, with gas sent first for
   * tokens) or consolidates small outputs (Bitcoin family); returns how many
   * transactions it sent. Not on the simulated chain.
   */
  sweep?(db: Db, network: string): Promise<number>;
}
