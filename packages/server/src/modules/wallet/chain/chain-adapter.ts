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
 * implement the same interface; this issue ships `simulated`, whose chain lives in
 * the database so every node sees the same one.
 */
export interface ChainAdapter {
  readonly kind: 'simulated';
  /** A new deposit address on the network (the caller stores it per player). */
  newAddress(network: string): Promise<string>;
  /** Transfers to any address on the network, with their confirmation counts. */
  incoming(db: Db, network: string, addresses: string[]): Promise<IncomingTransfer[]>;
  /** Sends a withdrawal; resolves to the transaction hash once broadcast. */
  send(db: Db, input: { network: string; address: string; currency: string; amount: Atoms }): Promise<string>;
}
