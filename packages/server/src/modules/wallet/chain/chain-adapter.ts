import type { Atoms } from '@ante/core';
import type { Db } from '../../../lib/db/database';

/** A transfer into one of our addresses, as the chain reports it. */
export interface IncomingTransfer {
  txHash: string;
  address: string;
  currency: string;
  amount: Atoms;
  confirmations: number;
}

/**
 * What the wallet needs from a blockchain. Real adapters (a node, a custody API)
 * implement the same interface; `simulated` ships, whose chain lives in the database
 * so every node sees the same one. New transfers reach the wallet as notices
 * (sync-deposits.ts, recordDeposit): the simulated chain gives them when a faucet
 * payment is sent and when a block is mined; a real adapter would from its block scan
 * or its custody provider's callbacks.
 */
export interface ChainAdapter {
  readonly kind: 'simulated';
  /** A new deposit address on the network (the caller stores it per player). */
  newAddress(network: string): Promise<string>;
  /**
   * The chain's current view (confirmations) of the transactions the wallet is still
   * waiting on, by hash; hashes the chain does not know are left out. The wallet asks
   * only about deposits not yet credited, so the work follows what is pending, never
   * the history.
   */
  transfers(db: Db, network: string, txHashes: string[]): Promise<IncomingTransfer[]>;
  /**
   * Sends a withdrawal; resolves to the transaction hash once broadcast. At most once
   * per `key`: a send repeated with a key already used broadcasts nothing new and
   * resolves to the first transaction's hash (a signed transaction's hash, a custody
   * API's idempotency key). It resolves or throws within a minute, well inside the
   * recovery's five (recover-withdrawals.ts), and an attempt that has thrown sends
   * nothing afterwards; the caller then asks `findSent` what did go out.
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
}
