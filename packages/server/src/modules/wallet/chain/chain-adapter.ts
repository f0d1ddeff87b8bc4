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
  /** Sends a withdrawal; resolves to the transaction hash once broadcast. */
  send(db: Db, input: { network: string; address: string; currency: string; amount: Atoms }): Promise<string>;
}
