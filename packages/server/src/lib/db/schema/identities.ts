import type { Generated } from 'kysely';
import type { DefaultTimestamp, Timestamp } from './columns';

export type IdentityProvider = 'google' | 'ethereum';

export interface LinkedIdentitiesTable {
  id: Generated<string>;
  user_id: string;
  provider: IdentityProvider;
  subject: string;
  email: string | null;
  created_at: DefaultTimestamp;
}

export interface LoginChallengesTable {
  id: Generated<string>;
  provider: IdentityProvider;
  subject: string | null;
  browser_hash: string | null;
  nonce: string;
  state: string | null;
  code_verifier: string | null;
  message: string | null;
  expires_at: Timestamp;
  created_at: DefaultTimestamp;
}

export interface PendingIdentitiesTable {
  browser_hash: string;
  provider: IdentityProvider;
  subject: string;
  email: string | null;
  expires_at: Timestamp;
  created_at: DefaultTimestamp;
}

/** Sign-in through Google or a wallet: linked identities and the challenges that lead to them. */
export interface IdentitiesTables {
  linked_identities: LinkedIdentitiesTable;
  login_challenges: LoginChallengesTable;
  pending_identities: PendingIdentitiesTable;
}
