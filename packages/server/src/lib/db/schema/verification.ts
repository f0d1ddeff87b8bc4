import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './columns';

/** A document kept with a verification submission: its slot, where the store keeps it, what its bytes are. */
export interface VerificationFileRef {
  slot: string;
  /** The document store's key: random, never the name the player's file had. */
  key: string;
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
  bytes: number;
}

/** Migration 0029: a player's submission of one verification level, and its review. */
export interface VerificationSubmissionsTable {
  id: Generated<string>;
  user_id: string;
  level: number;
  /** Inserted pending, or approved with no reviewer where level 1 needs no review (KYC_LEVEL1_REVIEW). */
  status: ColumnType<
    'pending' | 'approved' | 'rejected',
    'pending' | 'approved' | undefined,
    'approved' | 'rejected'
  >;
  data: ColumnType<Record<string, string> | null, string | null, string | null>;
  files: ColumnType<VerificationFileRef[], string | undefined, string>;
  reviewer_id: string | null;
  reason: string | null;
  created_at: DefaultTimestamp;
  reviewed_at: ColumnType<Date | null, Date | undefined, Date | string>;
}

/** Identity verification (KYC): a player's submissions and their documents. */
export interface VerificationTables {
  verification_submissions: VerificationSubmissionsTable;
}
