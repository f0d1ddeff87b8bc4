import type { Role, SecurityEventKind, TransferCode } from '@ante/core';
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
  /** Plays privately: the name is hidden in public bet feeds. */
  private: Generated<boolean>;
  referrer_code: string | null;
  country: string | null;
  created_at: DefaultTimestamp;
  last_seen_at: DefaultTimestamp;
  /** Two-factor is on since then (migration 0028); null while it is off. */
  totp_enabled_at: Timestamp | null;
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
  updated_at: DefaultTimestamp;
}

export interface SecretKeyCheckTable {
  id: Generated<boolean>;
  fingerprint: string;
  created_at: DefaultTimestamp;
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

/** NUMERIC(38,18) money: read as a decimal string, converted to bigint atoms in code. */
type Numeric = ColumnType<string, string, string>;

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

export interface DepositAddressesTable {
  user_id: string;
  network: string;
  address: string;
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
  status: Generated<'pending' | 'credited' | 'refused'>;
  created_at: DefaultTimestamp;
  credited_at: Timestamp | null;
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
  status: Generated<'pending' | 'processing' | 'completed' | 'cancelled' | 'failed'>;
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

export interface ServerSeedsTable {
  id: Generated<string>;
  user_id: string;
  seed: string;
  seed_hash: string;
  state: 'next' | 'current' | 'revealed';
  client_seed: string | null;
  nonce: Generated<number>;
  created_at: DefaultTimestamp;
  activated_at: Timestamp | null;
  revealed_at: Timestamp | null;
}

export interface RoundsTable {
  id: Generated<string>;
  user_id: string;
  game: string;
  currency: string;
  amount: Numeric;
  extra_stake: ColumnType<string, string | undefined, string>;
  steps: ColumnType<number, number | undefined, number>;
  wager_usd: ColumnType<string, string | undefined, string>;
  /** Generated: wager_usd plus extra_stake at the base stake's rate (migration 0020). */
  stake_usd: ColumnType<string, never, never>;
  multiplier: string | null;
  payout: string | null;
  seed_id: string;
  nonce: number;
  params: ColumnType<unknown, string, string>;
  result: ColumnType<unknown, string | null, string | null>;
  state: ColumnType<unknown, string | null, string | null>;
  status: 'active' | 'finished';
  created_at: DefaultTimestamp;
  finished_at: Timestamp | null;
}

/** Up to when a player's rounds are counted in rakeback_totals (migration 0033). */
export interface RakebackStateTable {
  user_id: string;
  counted_until: Timestamp;
  scan_from: Timestamp;
}

/** Rakeback earned up to rakeback_state.counted_until and paid, per player and currency. */
export interface RakebackTotalsTable {
  user_id: string;
  currency: string;
  earned: ColumnType<string, string | undefined, string>;
  paid: ColumnType<string, string | undefined, string>;
  paid_usd: ColumnType<string, string | undefined, string>;
}

/** A player's affiliate campaign (migration 0037, modules/affiliate/README.md). */
export interface AffiliateCampaignsTable {
  id: Generated<string>;
  owner_id: string;
  name: string;
  code: string;
  is_default: Generated<boolean>;
  /** Staff's override of the default commission percent; null for the default. */
  commission_percent: ColumnType<string | null, string | null | undefined, string | null>;
  hits: ColumnType<string, string | number | undefined, string | number>;
  /** Rounds of its players settled before this are counted in affiliate_earnings. */
  counted_until: ColumnType<Date, Date | string | undefined, Date | string>;
  /** No round settled since counted_until was created before this. */
  scan_from: ColumnType<Date, Date | string | undefined, Date | string>;
  created_at: DefaultTimestamp;
}

/** Who referred whom: once per referred player, through one campaign, since created_at. */
export interface AffiliateReferralsTable {
  user_id: string;
  campaign_id: string;
  referrer_id: string;
  code: string;
  created_at: DefaultTimestamp;
}

/** Commission brought forward from the rounds, per campaign, referred player, day and currency. */
export interface AffiliateEarningsTable {
  campaign_id: string;
  user_id: string;
  /** The UTC day the rounds settled; a date column, so queries read it as `day::text` (yyyy-mm-dd), never as a Date. */
  day: ColumnType<string, string, string>;
  currency: string;
  wagered: ColumnType<string, string | undefined, string>;
  wagered_usd: ColumnType<string, string | undefined, string>;
  commission: ColumnType<string, string | undefined, string>;
  commission_usd: ColumnType<string, string | undefined, string>;
}

/** What claims have paid per campaign and currency. */
export interface AffiliatePayoutsTable {
  campaign_id: string;
  currency: string;
  paid: ColumnType<string, string | undefined, string>;
  paid_usd: ColumnType<string, string | undefined, string>;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  user_totp: UserTotpTable;
  secret_key_check: SecretKeyCheckTable;
  schema_migrations: SchemaMigrationsTable;
  accounts: AccountsTable;
  transfers: TransfersTable;
  deposit_addresses: DepositAddressesTable;
  deposits: DepositsTable;
  faucet_grants: FaucetGrantsTable;
  withdrawals: WithdrawalsTable;
  sim_chain_heights: SimChainHeightsTable;
  sim_chain_transactions: SimChainTransactionsTable;
  server_seeds: ServerSeedsTable;
  rounds: RoundsTable;
  games: GamesTable;
  email_verifications: EmailVerificationsTable;
  exclusion_requests: ExclusionRequestsTable;
  rollover_offers: RolloverOffersTable;
  rollover_bonuses: RolloverBonusesTable;
  friendships: FriendshipsTable;
  level_up_claims: LevelUpClaimsTable;
  rakeback_state: RakebackStateTable;
  rakeback_totals: RakebackTotalsTable;
  affiliate_campaigns: AffiliateCampaignsTable;
  affiliate_referrals: AffiliateReferralsTable;
  affiliate_earnings: AffiliateEarningsTable;
  affiliate_payouts: AffiliatePayoutsTable;
  periodic_bonuses: PeriodicBonusesTable;
  game_favorites: GameFavoritesTable;
  competitions: CompetitionsTable;
  competition_prizes: CompetitionPrizesTable;
  jackpot_pot: JackpotPotTable;
  jackpot_wins: JackpotWinsTable;
  staff_grants: StaffGrantsTable;
  job_runs: JobRunsTable;
  idempotency_keys: IdempotencyKeysTable;
  security_events: SecurityEventsTable;
  password_resets: PasswordResetsTable;
  verification_submissions: VerificationSubmissionsTable;
  linked_identities: LinkedIdentitiesTable;
  login_challenges: LoginChallengesTable;
  pending_identities: PendingIdentitiesTable;
  chat_messages: ChatMessagesTable;
  chat_mutes: ChatMutesTable;
  chat_moderation_log: ChatModerationLogTable;
  chat_gifts: ChatGiftsTable;
  redeem_codes: RedeemCodesTable;
  redeem_code_claims: RedeemCodeClaimsTable;
  reward_offers: RewardOffersTable;
  reward_offer_claims: RewardOfferClaimsTable;
}

export interface ChatMessagesTable {
  id: Generated<string>;
  region: string;
  user_id: string;
  message: string;
  staff: Generated<boolean>;
  round_id: string | null;
  /** Usernames, as stored: a JSON array. */
  mentions: Generated<string[]>;
  notice: unknown | null;
  removed_at: Date | null;
  created_at: DefaultTimestamp;
}

export interface ChatMutesTable {
  id: Generated<string>;
  user_id: string;
  muted_by: string;
  reason: string;
  /** Null: permanent. */
  until: Date | null;
  remove_messages: Generated<boolean>;
  created_at: DefaultTimestamp;
}

export interface ChatModerationLogTable {
  id: Generated<string>;
  action: 'mute' | 'delete';
  staff_id: string;
  target_user_id: string;
  message_id: string | null;
  region: string | null;
  reason: Generated<string>;
  details: Generated<unknown>;
  created_at: DefaultTimestamp;
}

export interface ChatGiftsTable {
  id: Generated<string>;
  user_id: string;
  kind: 'tip' | 'rain';
  region: string;
  currency: string;
  amount: string;
  amount_usd: string;
  created_at: DefaultTimestamp;
}

export interface GamesTable {
  slug: string;
  name: string;
  categories: string[];
  provider: string;
  provider_slug: string;
  thumbnail: string;
  tags: Generated<string[]>;
  description: Generated<string>;
  rtp: string;
  min_bet_usd: Generated<string>;
  max_bet_usd: string;
  enabled: Generated<boolean>;
  original: Generated<boolean>;
  /** A date column; queries read it as `released_at::text` (yyyy-mm-dd), never as a Date. */
  released_at: ColumnType<string, string, string>;
  popularity: Generated<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface GameFavoritesTable {
  user_id: string;
  game_slug: string;
  created_at: DefaultTimestamp;
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

export interface ExclusionRequestsTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface RolloverOffersTable {
  user_id: string;
  accepted: boolean;
  decided_at: DefaultTimestamp;
}

export interface RolloverBonusesTable {
  id: Generated<string>;
  user_id: string;
  /** Null for rollovers that start from a reward rather than a deposit (migration 0036). */
  deposit_id: string | null;
  currency: string;
  deposit_amount: Numeric;
  bonus_amount: Numeric;
  wager_requirement: Numeric;
  starts_at: Timestamp;
  expires_at: Timestamp;
  completed_at: Timestamp | null;
  created_at: DefaultTimestamp;
  /** Migration 0019: stakes worth more (USD) count nothing; null, no limit (older bonuses). */
  max_bet_usd: Numeric | null;
  /** Migration 0019: the pot's return per dollar staked when the bonus was recorded. */
  pot_return: ColumnType<string, string | undefined, string>;
  /** Migration 0036: what started it, and the offer or code that did. */
  source: ColumnType<'welcome' | 'offer' | 'code', 'welcome' | 'offer' | 'code' | undefined, never>;
  offer_id: string | null;
  code_id: string | null;
}

export interface FriendshipsTable {
  user_id: string;
  friend_id: string;
  status: 'pending' | 'approved';
  is_favorite: Generated<boolean>;
  created_at: DefaultTimestamp;
}

export interface LevelUpClaimsTable {
  user_id: string;
  level: number;
  currency: string;
  amount: string;
  usd: string;
  claimed_at: Generated<Date>;
}

export interface PeriodicBonusesTable {
  id: Generated<string>;
  user_id: string;
  kind: 'weekly' | 'monthly';
  period_start: Date;
  period_end: Date;
  rank_id: number;
  edge_usd: string;
  usd: string;
  granted_at: Generated<Date>;
  expires_at: Date;
  claimed_at: Date | null;
  currency: string | null;
  amount: string | null;
}

export interface CompetitionsTable {
  id: Generated<string>;
  name: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  games: ColumnType<string[], string[] | undefined, string[]>;
  prize_currency: string;
  campaign_id: string | null;
  created_by: string | null;
  created_at: DefaultTimestamp;
  cancelled_at: Timestamp | null;
  paid_at: Timestamp | null;
}

export interface CompetitionPrizesTable {
  competition_id: string;
  place: number;
  amount_usd: Numeric;
  user_id: string | null;
  wagered_usd: string | null;
  currency: string | null;
  amount: string | null;
  paid_at: Timestamp | null;
}

export interface JackpotPotTable {
  id: number;
  amount_usd: Numeric;
  counted_until: Timestamp;
  won_at: Timestamp | null;
  updated_at: DefaultTimestamp;
}

export interface JackpotWinsTable {
  id: Generated<string>;
  round_id: string;
  user_id: string;
  currency: string;
  amount_usd: Numeric;
  amount: Numeric;
  won_at: DefaultTimestamp;
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

/** Migration 0027: a player's one password reset link, by the SHA-256 of its code. */
export interface PasswordResetsTable {
  user_id: string;
  token_hash: string;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

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

export interface RedeemCodesTable {
  id: Generated<string>;
  code: string;
  reward_usd: string;
  currency: string | null;
  max_uses: number;
  uses: Generated<number>;
  starts_at: Timestamp | null;
  expires_at: Timestamp | null;
  min_rank_id: Generated<number>;
  min_wager_usd_7d: Generated<string>;
  wager_requirement_x: number | null;
  created_by: string;
  created_at: DefaultTimestamp;
  disabled_at: Timestamp | null;
}

export interface RedeemCodeClaimsTable {
  code_id: string;
  user_id: string;
  currency: string;
  amount: string;
  usd: string;
  created_at: DefaultTimestamp;
}

export interface RewardOffersTable {
  id: Generated<string>;
  code: string;
  kind: 'deposit' | 'free';
  percent: number | null;
  max_usd: Numeric | null;
  amount_usd: Numeric | null;
  rollover: number;
  max_bet_usd: Numeric;
  days: number;
  max_uses: number;
  uses: Generated<number>;
  starts_at: Timestamp | null;
  expires_at: Timestamp | null;
  min_rank_id: Generated<number>;
  created_by: string;
  created_at: DefaultTimestamp;
  disabled_at: Timestamp | null;
}

export interface RewardOfferClaimsTable {
  offer_id: string;
  user_id: string;
  currency: string;
  claimed_at: DefaultTimestamp;
  deposit_by: Timestamp | null;
  rollover_id: string | null;
}
