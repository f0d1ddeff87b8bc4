import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './columns';

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

/** Affiliate campaigns, their referrals, earnings and payouts. */
export interface AffiliateTables {
  affiliate_campaigns: AffiliateCampaignsTable;
  affiliate_referrals: AffiliateReferralsTable;
  affiliate_earnings: AffiliateEarningsTable;
  affiliate_payouts: AffiliatePayoutsTable;
}
