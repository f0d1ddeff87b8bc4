import type { Generated } from 'kysely';
import type { DefaultTimestamp, Timestamp } from './columns';

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: DefaultTimestamp;
}

/** Migration 0023: one row per run of a scheduled job (lib/jobs). */
export interface JobRunsTable {
  id: Generated<string>;
  job: string;
  due_at: Timestamp;
  status: 'running' | 'succeeded' | 'failed' | 'gave_up' | 'superseded';
  attempt: number;
  node: string;
  started_at: Timestamp;
  finished_at: Timestamp | null;
  lease_until: Timestamp | null;
  lease_token: string | null;
  next_attempt_at: Timestamp | null;
  error: string | null;
}

/** Migration 0055: a snapshot of the players' liabilities (modules/solvency). */
export interface SolvencySnapshotsTable {
  id: Generated<string>;
  taken_at: Timestamp;
  trigger: 'schedule' | 'staff';
  requested_by: string | null;
  created_at: DefaultTimestamp;
}

/** Migration 0055: a currency's Merkle sum tree root in a snapshot, beside its reserves. */
export interface SolvencyRootsTable {
  snapshot_id: string;
  currency: string;
  root_hash: string;
  /** A whole number of 10^-18 of the currency. */
  total: string;
  leaves: number;
  reserves: string | null;
  reserves_source: 'chain' | 'simulated' | 'unknown';
}

/** Migration 0059: a reserve address of a snapshot, with its signed message or why it has none. */
export interface SolvencyReserveAddressesTable {
  snapshot_id: string;
  currency: string;
  network: string;
  /** Null on the simulated chain. */
  address: string | null;
  balance: string;
  message: string | null;
  signature: string | null;
  unsigned_reason: string | null;
}

/** Migration 0055: one leaf of a snapshot's tree, in tree order. */
export interface SolvencyLeavesTable {
  snapshot_id: string;
  currency: string;
  position: number;
  user_id: string;
  salt: string;
  /** A whole number of 10^-18 of the currency. */
  amount: string;
}

export interface SecretKeyCheckTable {
  id: Generated<boolean>;
  fingerprint: string;
  created_at: DefaultTimestamp;
}

/**
 * The platform's own bookkeeping: applied migrations, scheduled job runs, the
 * secret key's fingerprint, and the proofs of solvency.
 */
export interface SystemTables {
  schema_migrations: SchemaMigrationsTable;
  job_runs: JobRunsTable;
  secret_key_check: SecretKeyCheckTable;
  solvency_snapshots: SolvencySnapshotsTable;
  solvency_roots: SolvencyRootsTable;
  solvency_leaves: SolvencyLeavesTable;
  solvency_reserve_addresses: SolvencyReserveAddressesTable;
}
