import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely's view of the tables the migrations create. Timestamps are `timestamptz`
 * (read as Date); ids are `uuid` (read as string).
 */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database fills in by default. */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  username: string;
  email: string | null;
  password_hash: string;
  role: Generated<'user' | 'support' | 'admin'>;
  rank_id: Generated<number>;
  kyc_required: Generated<number>;
  kyc_complete: Generated<number>;
  kyc_pending: Generated<number>;
  appear_offline: Generated<boolean>;
  referrer_code: string | null;
  country: string | null;
  created_at: DefaultTimestamp;
  last_seen_at: DefaultTimestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  user_agent: string | null;
  ip: string | null;
  created_at: DefaultTimestamp;
  last_used_at: DefaultTimestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: DefaultTimestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  schema_migrations: SchemaMigrationsTable;
}
