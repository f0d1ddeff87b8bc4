import type { ColumnType } from 'kysely';
import type { DefaultTimestamp, Timestamp } from './columns';

/** Migration 0052: the Bitcoin family's watch wallet, change addresses and stored transactions. */
export interface BitcoinImportsTable {
  network: string;
  address: string;
  imported_at: DefaultTimestamp;
}

export interface BitcoinCheckpointsTable {
  network: string;
  block_hash: string;
  updated_at: DefaultTimestamp;
}

export interface BitcoinChangeAddressesTable {
  network: string;
  change_index: number;
  address: string;
  created_at: DefaultTimestamp;
}

/** Where each input's key is: the account's chain (0 deposits, 1 change) and index. */
export interface BitcoinKeyPath {
  branch: 0 | 1;
  index: number;
}

export interface BitcoinSendsTable {
  network: string;
  key: string;
  purpose: 'withdrawal' | 'consolidate';
  /** The unsigned transaction, base64. */
  psbt: string;
  inputs: ColumnType<BitcoinKeyPath[], string, string>;
  /** The change outputs: output position and change index. */
  change: ColumnType<{ output: number; index: number }[], string, string>;
  txid: string | null;
  raw: string | null;
  failed_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface BitcoinReservedTable {
  network: string;
  txid: string;
  vout: number;
  key: string;
}

export interface BitcoinTables {
  bitcoin_imports: BitcoinImportsTable;
  bitcoin_checkpoints: BitcoinCheckpointsTable;
  bitcoin_change_addresses: BitcoinChangeAddressesTable;
  bitcoin_sends: BitcoinSendsTable;
  bitcoin_reserved: BitcoinReservedTable;
}
