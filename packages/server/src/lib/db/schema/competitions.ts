import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, Numeric, Timestamp } from './columns';

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
  /** Staff's terms, all set or all null (null: the JACKPOT_* settings are in force). */
  terms_enabled: boolean | null;
  terms_seed_usd: Numeric | null;
  terms_max_usd: Numeric | null;
  terms_contribution: Numeric | null;
  terms_odds_usd: Numeric | null;
  terms_min_bet_usd: Numeric | null;
  terms_set_by: string | null;
  terms_set_at: Timestamp | null;
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

/** Competitions and their prizes, and the global pot (jackpot). */
export interface CompetitionsTables {
  competitions: CompetitionsTable;
  competition_prizes: CompetitionPrizesTable;
  jackpot_pot: JackpotPotTable;
  jackpot_wins: JackpotWinsTable;
}
