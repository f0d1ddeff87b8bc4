import type { Role, SecurityEventKind } from '@ante/core';
import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, Numeric, Timestamp } from './columns';

export interface UsersTable {
  id: Generated<string>;
  username: string;
  email: string | null;
  /** Null for an account made through Google or a wallet until the player sets a password. */
  password_hash: string | null;
  role: Generated<Role>;
  rank_id: Generated<number>;
  /** USD wagered (migration 0015), kept by a trigger on rounds. */
  xp: ColumnType<string, never, never>;
  kyc_required: Generated<number>;
  kyc_complete: Generated<number>;
  kyc_pending: Generated<number>;
  appear_offline: Generated<boolean>;
  /** When the current e-mail was activated through its link; null until then. */
  email_verified_at: Timestamp | null;
  /** When the current e-mail was given (migration 0039, set by a trigger): the first to give an address holds it until someone verifies it. */
  email_set_at: ColumnType<Date | null, never, never>;
  /** The end of a break or fixed self-exclusion; in the past once it is over. */
  excluded_until: Timestamp | null;
  /** Self-excluded for good: no end, and it cannot be lifted by the player. */
  excluded_permanently: Generated<boolean>;
  /**
   * The kind of the break above (migration 0057): a time-out ends by itself, a
   * self-exclusion waits for the player to reopen the account. Null for an account that
   * never took a break through the link; such a break counts as a time-out.
   */
  exclusion_kind: 'time-out' | 'self-exclusion' | null;
  /** When an ended self-exclusion lets the account play again: the cooling-off after the player confirmed. */
  reopens_at: Timestamp | null;
  /** Plays privately: the name is hidden in public bet feeds. */
  private: Generated<boolean>;
  referrer_code: string | null;
  country: string | null;
  created_at: DefaultTimestamp;
  last_seen_at: DefaultTimestamp;
  /** Two-factor is on since then (migration 0028); null while it is off. */
  totp_enabled_at: Timestamp | null;
  /** Locked by staff (migration 0044): no login, no bets, no money out; null when not. */
  locked_at: Timestamp | null;
  locked_reason: string | null;
  /** Minutes between reality checks (migration 0056): 30, 60 or 120; null is off. */
  reality_check_minutes: Generated<30 | 60 | 120 | null>;
  /** When the player declined the cashier's offer of a deposit limit (migration 0060); null while not. */
  deposit_limit_offer_declined_at: Timestamp | null;
}

/** Two-factor secrets (sealed, lib/secret-box.ts) and code-checking state (migration 0028). */
export interface UserTotpTable {
  user_id: string;
  secret: string | null;
  pending_secret: string | null;
  pending_created_at: Timestamp | null;
  last_step: number | null;
  failures: Generated<number>;
  locked_until: Timestamp | null;
  /** Locks in a row since the last right code (migration 0041); each lasts twice the one before. */
  locks: Generated<number>;
  updated_at: DefaultTimestamp;
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
  /** The browser's device cookie when the session began (migration 0046); null before. */
  device_id: string | null;
}

export interface EmailVerificationsTable {
  id: Generated<string>;
  user_id: string;
  email: string;
  code_hash: string;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Migration 0027: a player's one password reset link, by the SHA-256 of its code. */
export interface PasswordResetsTable {
  user_id: string;
  token_hash: string;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface ExclusionRequestsTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Migration 0026: a player's security events, the newest 200 kept (modules/users/security-events.ts). */
export interface SecurityEventsTable {
  /** bigint identity, read as a decimal string. */
  id: ColumnType<string, never, never>;
  user_id: string;
  kind: SecurityEventKind;
  ip: string | null;
  user_agent: string | null;
  created_at: DefaultTimestamp;
}

/** Migration 0044: a role's permissions (contracts/staff.ts); `admin` holds all whatever its row says. */
export interface StaffRolesTable {
  name: string;
  description: Generated<string>;
  permissions: Generated<string[]>;
  updated_at: DefaultTimestamp;
}

/** Migration 0044: the hash-chained, append-only record of every staff action (modules/admin/audit). */
export interface StaffAuditTable {
  seq: ColumnType<string, number, never>;
  at: Timestamp;
  /** The staff account; null for the operator's command (`actor` is then `cli`). */
  actor_id: string | null;
  actor: string;
  permission: string;
  action: string;
  target_user_id: string | null;
  target: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  prev_hash: string;
  hash: string;
}

export interface StaffAuditHeadTable {
  id: number;
  seq: ColumnType<string, number, number>;
  hash: string;
}

/** Migration 0046: what the risk scan found, one row per player, kind and key. */
export interface RiskFlagsTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  key: string;
  evidence: unknown;
  raised_at: DefaultTimestamp;
  seen_at: DefaultTimestamp;
  dismissed_at: Timestamp | null;
  dismissed_by: string | null;
  dismiss_note: string | null;
}

/**
 * Migrations 0049 and 0058: a player's deposit, loss, wager and time limits, and a raise
 * or removal waiting. `amount` and `pending_amount` are in the kind's unit: dollars, or
 * minutes for `time`.
 */
export interface PlayLimitsTable {
  user_id: string;
  kind: 'deposit' | 'loss' | 'wager' | 'time';
  period: 'day' | 'week' | 'month';
  amount: Numeric;
  set_by: Generated<'player' | 'staff'>;
  pending_set: Generated<boolean>;
  pending_amount: Numeric | null;
  pending_from: Timestamp | null;
  updated_at: DefaultTimestamp;
}

export interface PlayerNotesTable {
  id: Generated<string>;
  user_id: string;
  author_id: string;
  body: string;
  created_at: DefaultTimestamp;
}

/** Migration 0018: every change of a staff role, never updated or deleted. */
export interface StaffGrantsTable {
  id: Generated<string>;
  user_id: string;
  action: 'grant' | 'revoke';
  role: Role;
  previous_role: Role;
  /** `cli`: the operator's command; `staff`: a staff account (`actor_user_id`). */
  source: 'cli' | 'staff';
  actor_user_id: string | null;
  created_at: DefaultTimestamp;
}

export interface FriendshipsTable {
  user_id: string;
  friend_id: string;
  status: 'pending' | 'approved';
  is_favorite: Generated<boolean>;
  created_at: DefaultTimestamp;
}

/**
 * Players: accounts, sign-in, sessions, e-mail and password links, self-exclusion,
 * security events, staff roles and friends.
 */
export interface UsersTables {
  users: UsersTable;
  user_totp: UserTotpTable;
  sessions: SessionsTable;
  email_verifications: EmailVerificationsTable;
  password_resets: PasswordResetsTable;
  exclusion_requests: ExclusionRequestsTable;
  security_events: SecurityEventsTable;
  staff_grants: StaffGrantsTable;
  friendships: FriendshipsTable;
  staff_roles: StaffRolesTable;
  staff_audit: StaffAuditTable;
  staff_audit_head: StaffAuditHeadTable;
  player_notes: PlayerNotesTable;
  risk_flags: RiskFlagsTable;
  play_limits: PlayLimitsTable;
}
