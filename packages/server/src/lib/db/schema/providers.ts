import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, Timestamp } from './columns';

/** Migration 0043: a launch token and the session authenticate makes of it. */
export interface ProviderSessionsTable {
  id: Generated<string>;
  provider_id: string;
  user_id: string;
  game: string;
  currency: string;
  /** The visitor's country at launch (ISO 3166 alpha-2), when the edge told us. */
  country: string | null;
  /** SHA-256 (hex) of the launch token; the token itself is never stored. */
  token_hash: string;
  token_expires_at: Timestamp;
  authenticated_at: Timestamp | null;
  expires_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

/** The provider's round id for each of our rounds. */
export interface ProviderRoundsTable {
  round_id: string;
  provider_id: string;
  provider_round_id: string;
  session_id: string;
}

/** Every bet, win, rollback and tombstone by the provider's transaction id. */
export interface ProviderTransactionsTable {
  provider_id: string;
  transaction_id: string;
  kind: 'bet' | 'win' | 'rollback' | 'tombstone';
  round_id: string | null;
  session_id: string | null;
  amount: ColumnType<string, string | undefined, string>;
  amount_usd: ColumnType<string, string | undefined, string>;
  /** SHA-256 of the request's canonical JSON: the same id with another body is refused. */
  request_hash: string;
  /** The balance the first answer gave, repeated to a retry. */
  balance: string | null;
  rolled_back: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: DefaultTimestamp;
}

export interface ProvidersTables {
  provider_sessions: ProviderSessionsTable;
  provider_rounds: ProviderRoundsTable;
  provider_transactions: ProviderTransactionsTable;
}
