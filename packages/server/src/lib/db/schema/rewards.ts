import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, Numeric, Timestamp } from './columns';

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

export interface LevelUpClaimsTable {
  user_id: string;
  level: number;
  currency: string;
  amount: string;
  usd: string;
  claimed_at: Generated<Date>;
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

/**
 * Rewards: the welcome offer and rollovers, level-up claims, rakeback, periodic
 * bonuses, redeem codes and offers.
 */
export interface RewardsTables {
  rollover_offers: RolloverOffersTable;
  rollover_bonuses: RolloverBonusesTable;
  level_up_claims: LevelUpClaimsTable;
  rakeback_state: RakebackStateTable;
  rakeback_totals: RakebackTotalsTable;
  periodic_bonuses: PeriodicBonusesTable;
  redeem_codes: RedeemCodesTable;
  redeem_code_claims: RedeemCodeClaimsTable;
  reward_offers: RewardOffersTable;
  reward_offer_claims: RewardOfferClaimsTable;
}
