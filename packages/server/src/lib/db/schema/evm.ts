import type { ColumnType } from 'kysely';
import type { DefaultTimestamp, Timestamp } from './columns';

/** Migration 0051: the EVM networks' checkpoints, nonces and stored transactions. */
export interface EvmCheckpointsTable {
  network: string;
  block_number: ColumnType<string, string | number | bigint, string | number | bigint>;
  block_hash: string;
  updated_at: DefaultTimestamp;
}

export interface EvmNoncesTable {
  network: string;
  address: string;
  next_nonce: ColumnType<string, string | number | bigint, string | number | bigint>;
}

/** The unsigned transaction and who signs it, as the signer is given it. */
export interface EvmSendPayload {
  /** `hot`, or the deposit address's index for a sweep. */
  from: 'hot' | { index: number };
  /** For a gas top-up: the deposit address's index it pays. */
  toIndex?: number;
  tx: {
    chainId: number;
    nonce: number;
    to: `0x${string}`;
    value: string;
    data: `0x${string}`;
    gas: string;
    maxFeePerGas: string;
    maxPriorityFeePerGas: string;
  };
}

export interface EvmSendsTable {
  network: string;
  key: string;
  purpose: 'withdrawal' | 'sweep' | 'gas';
  from_address: string;
  nonce: ColumnType<string, string | number | bigint, string | number | bigint>;
  payload: ColumnType<EvmSendPayload, string, string>;
  raw: string | null;
  tx_hashes: ColumnType<string[], string | undefined, string>;
  state: ColumnType<
    'built' | 'sent' | 'void',
    'built' | 'sent' | 'void' | undefined,
    'built' | 'sent' | 'void'
  >;
  sent_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface EvmTables {
  evm_checkpoints: EvmCheckpointsTable;
  evm_nonces: EvmNoncesTable;
  evm_sends: EvmSendsTable;
}
