import type { TransferCode } from '@ante/core';
import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, Numeric } from './columns';

export interface AccountsTable {
  id: Generated<string>;
  user_id: string | null;
  kind: string;
  currency: string;
  balance: ColumnType<string, string | undefined, string>;
  shard: ColumnType<number, number | undefined, number>;
  created_at: DefaultTimestamp;
}

export interface TransfersTable {
  id: Generated<string>;
  idempotency_key: string;
  code: TransferCode;
  debit_account_id: string;
  credit_account_id: string;
  currency: string;
  amount: Numeric;
  reference: string | null;
  created_at: DefaultTimestamp;
}

/**
 * Migration 0025: a money call's Idempotency-Key, recorded in the transaction that
 * moved the money; its answer is filled in once sent (lib/idempotency).
 */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  /** `POST /api/play/dice/bet`: the same key on another call is refused. */
  route: string;
  /** SHA-256 of the request body, in a canonical JSON form. */
  request_hash: string;
  status: number | null;
  response: string | null;
  created_at: DefaultTimestamp;
}

/**
 * The double-entry ledger: accounts and the transfers between them, and the
 * idempotency keys of the calls that move money.
 */
export interface LedgerTables {
  accounts: AccountsTable;
  transfers: TransfersTable;
  idempotency_keys: IdempotencyKeysTable;
}
