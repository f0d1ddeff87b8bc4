import { COMMISSION_PERCENT, percentRatio, toDecimalString } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import {
  bringForwardWindow,
  broughtForward,
  readingWindow,
} from '../../rewards/settled-stakes/stakes-window';
import { type CommissionGroup, unreadCommission } from './unread-commission';

const INSERT_BATCH = 500;

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
 * caller's transaction. `forClaim` (a claim, a staff change of the percent) brings the
 * earnings forward first, under the campaign row's lock (bringCampaignForward). A plain
 * reading writes nothing: it reads every unread round whole, whatever the scheduled job
 * has brought forward, and is right as long as the earnings and the rounds are read on
 * one snapshot (lib/db/read-snapshot.ts). Returns null for an unknown campaign.
 */
export async function unreadCampaignCommission(
  trx: Db,
  campaignId: string,
  options: { forClaim: boolean },
): Promise<CommissionGroup[] | null> {
  if (options.forClaim) return bringCampaignForward(trx, campaignId);
  const campaign = await campaignRow(trx, campaignId).executeTakeFirst();
  if (!campaign) return null;
  const percent = percentRatio(campaignPercent(campaign));
  return (await unreadCommission(trx, { id: campaignId, percent }, readingWindow(campaign), false)).after;
}

/**
 * Brings the campaign's earnings forward in the caller's transaction, under its row's
 * lock (taken first): the rounds settled before the settle grace are added to
 * affiliate_earnings at the campaign's percent, and `counted_until` moves up to there,
 * exactly as rakeback does (rewards/settled-stakes/). A claim and a staff change of the
 * percent do it first, the scheduled job once the unread span passes the hour. Returns
 * the groups still unread, or null for an unknown campaign.
 */
export async function bringCampaignForward(trx: Db, campaignId: string): Promise<CommissionGroup[] | null> {
  // The percent is read under the lock: a staff change waits for this bring-forward.
  const campaign = await campaignRow(trx, campaignId).forUpdate().executeTakeFirst();
  if (!campaign) return null;
  const window = bringForwardWindow(campaign);
  const percent = percentRatio(campaignPercent(campaign));
  const unread = await unreadCommission(trx, { id: campaignId, percent }, window, true);
  await addEarnings(trx, campaignId, unread.before);
  await trx
    .updateTable('affiliate_campaigns')
    .set(broughtForward(window.splitAt, unread.oldestOpen))
    .where('id', '=', campaignId)
    .execute();
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
