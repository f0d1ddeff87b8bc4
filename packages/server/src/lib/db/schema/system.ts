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

export interface SecretKeyCheckTable {
  id: Generated<boolean>;
  fingerprint: string;
  created_at: DefaultTimestamp;
}

/**
 * The platform's own bookkeeping: applied migrations, scheduled job runs and the
 * secret key's fingerprint.
 */
export interface SystemTables {
  schema_migrations: SchemaMigrationsTable;
  job_runs: JobRunsTable;
  secret_key_check: SecretKeyCheckTable;
}
