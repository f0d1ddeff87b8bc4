import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, Numeric, Timestamp } from './columns';

export interface DepositAddressesTable {
  user_id: string;
  network: string;
  address: string;
  /** Migration 0050: the extended public key's child index on a real chain; null on the simulated one. */
  derivation_index: number | null;
  created_at: DefaultTimestamp;
}

export interface DepositsTable {
  id: Generated<string>;
  user_id: string;
  network: string;
  currency: string;
  tx_hash: string;
  address: string;
  amount: Numeric;
  confirmations: Generated<number>;
  status: Generated<'pending' | 'credited' | 'refused' | 'dropped'>;
  created_at: DefaultTimestamp;
  credited_at: Timestamp | null;
  /** Migration 0050: which output or log of the transaction paid us. */
  output_index: Generated<number>;
  block_hash: string | null;
  /** Set when a reorg took a credited deposit's transaction away (flagged, never re-credited). */
  reorged_at: Timestamp | null;
}

export interface FaucetGrantsTable {
  id: Generated<string>;
  user_id: string;
  network: string;
  currency: string;
  amount: Numeric;
  usd_value: Numeric;
  tx_hash: string;
  created_at: DefaultTimestamp;
}

export interface WithdrawalsTable {
  id: Generated<string>;
  user_id: string;
  currency: string;
  network: string;
  address: string;
  amount: Numeric;
  fee: Numeric;
  status: Generated<'pending' | 'processing' | 'sent' | 'completed' | 'cancelled' | 'failed'>;
  /** Migration 0050: the sent transaction's confirmations, counting until `completed`. */
  confirmations: Generated<number>;
  tx_hash: string | null;
  failure: string | null;
  /** The chain send's idempotency key, set when the withdrawal is claimed (migration 0022). */
  send_key: Generated<string | null>;
  /** The latest claim of a withdrawal being sent; only its holder may refund it. */
  lease: Generated<string | null>;
  /** USD value when asked for (migration 0038); null for older withdrawals. */
  value_usd: ColumnType<string | null, string | undefined, never>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** Migration 0045: held for staff review when large; null when no review was needed. */
  review: 'held' | 'approved' | 'rejected' | null;
  reviewed_by: string | null;
  reviewed_at: Timestamp | null;
  review_note: string | null;
}

/** Migration 0045: a manual balance change, carried out only once a second member of staff approves it. */
export interface BalanceAdjustmentsTable {
  id: Generated<string>;
  user_id: string;
  currency: string;
  /** Signed: positive credits the player, negative debits them. */
  amount: Numeric;
  reason: string;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  requested_by: string;
  requested_at: DefaultTimestamp;
  decided_by: string | null;
  decided_at: Timestamp | null;
  decision_note: string | null;
}

export interface SimChainHeightsTable {
  network: string;
  height: ColumnType<string, string | number | undefined, string | number>;
}

export interface SimChainTransactionsTable {
  id: Generated<string>;
  network: string;
  tx_hash: string;
  from_address: string | null;
  to_address: string;
  currency: string;
  amount: Numeric;
  block_height: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  created_at: DefaultTimestamp;
}

export interface ChainAddressCountersTable {
  network: string;
  next_index: Generated<number>;
}

/** Migration 0050: each real network's node and hot wallet as the chain job last saw them. */
export interface ChainStatusTable {
  network: string;
  kind: 'evm' | 'bitcoind';
  healthy: boolean;
  height: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  error: string | null;
  checked_at: DefaultTimestamp;
  down_since: Timestamp | null;
  hot_address: string | null;
  /** Atoms by currency, as decimal strings. */
  hot_balances: ColumnType<Record<string, string>, string | undefined, string>;
  hot_value_usd: Numeric | null;
  sweep_backlog: Generated<number>;
}

/** Deposits and withdrawals on the chains, the test faucet, and the simulated chain. */
export interface WalletTables {
  deposit_addresses: DepositAddressesTable;
  chain_address_counters: ChainAddressCountersTable;
  chain_status: ChainStatusTable;
  deposits: DepositsTable;
  faucet_grants: FaucetGrantsTable;
  withdrawals: WithdrawalsTable;
  balance_adjustments: BalanceAdjustmentsTable;
  sim_chain_heights: SimChainHeightsTable;
  sim_chain_transactions: SimChainTransactionsTable;
}
