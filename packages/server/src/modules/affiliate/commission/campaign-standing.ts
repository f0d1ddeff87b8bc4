import { COMMISSION_PERCENT, percentRatio, toDecimalString } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import {
  broughtForward,
  openStakesWindow,
  type StakesState,
} from '../../rewards/settled-stakes/stakes-window';
import { type CommissionGroup, unreadCommission } from './unread-commission';

const INSERT_BATCH = 500;

type CampaignRow = StakesState & { id: string; commission_percent: string | null };

/** The percent a campaign earns at now: staff's own, or the default. */
export function campaignPercent(campaign: { commission_percent: string | null }): number {
  return campaign.commission_percent === null ? COMMISSION_PERCENT : Number(campaign.commission_percent);
}

const campaignRow = (trx: Db, campaignId: string) =>
  trx
    .selectFrom('affiliate_campaigns')
    .select(['id', 'commission_percent', 'counted_until', 'scan_from'])
    .where('id', '=', campaignId);

/**
 * The campaign's commission not yet in affiliate_earnings: the groups of its referred
 * players' rounds settled since `counted_until`, at the campaign's percent now. In the
 * caller's transaction. `forClaim` (a claim, a staff change of the percent) always
 * brings the earnings forward first, a plain reading once the unread span passes an
 * hour, both under the campaign row's lock, exactly as rakeback does
 * (rewards/settled-stakes/). Returns null for an unknown campaign.
 */
export async function unreadCampaignCommission(
  trx: Db,
  campaignId: string,
  options: { forClaim: boolean },
): Promise<CommissionGroup[] | null> {
  let campaign: CampaignRow | undefined = await campaignRow(trx, campaignId).executeTakeFirst();
  if (!campaign) return null;
  const { window, bringForward } = await openStakesWindow(campaign, options.forClaim, async () => {
    // The percent is read again under the lock: a staff change waits for this bring-forward.
    campaign = await campaignRow(trx, campaignId).forUpdate().executeTakeFirstOrThrow();
    return campaign;
  });
  const percent = percentRatio(campaignPercent(campaign));
  const unread = await unreadCommission(trx, { id: campaignId, percent }, window, bringForward);
  if (bringForward) {
    await addEarnings(trx, campaignId, unread.before);
    await trx
      .updateTable('affiliate_campaigns')
      .set(broughtForward(window.splitAt, unread.oldestOpen))
      .where('id', '=', campaignId)
      .execute();
  }
  return unread.after;
}

async function addEarnings(trx: Db, campaignId: string, groups: CommissionGroup[]): Promise<void> {
  const rows = groups.map((group) => ({
    campaign_id: campaignId,
    user_id: group.userId,
    day: group.day,
    currency: group.currency,
    wagered: toDecimalString(group.wagered),
    wagered_usd: toDecimalString(group.wageredUsd),
    commission: toDecimalString(group.commission),
    commission_usd: toDecimalString(group.commissionUsd),
  }));
  for (let from = 0; from < rows.length; from += INSERT_BATCH) {
    await trx
      .insertInto('affiliate_earnings')
      .values(rows.slice(from, from + INSERT_BATCH))
      .onConflict((oc) =>
        oc.columns(['campaign_id', 'user_id', 'day', 'currency']).doUpdateSet({
          wagered: sql`affiliate_earnings.wagered + excluded.wagered`,
          wagered_usd: sql`affiliate_earnings.wagered_usd + excluded.wagered_usd`,
          commission: sql`affiliate_earnings.commission + excluded.commission`,
          commission_usd: sql`affiliate_earnings.commission_usd + excluded.commission_usd`,
        }),
      )
      .execute();
  }
}
