import type { Db } from '../../../lib/db/database';
import { NotFound } from '../../../lib/errors';
import { campaignPercent, unreadCampaignCommission } from './campaign-standing';

/**
 * POST /admin/affiliate/campaign/{id}/commission: staff set a campaign's percent (null:
 * back to the default). The campaign is first brought forward at its old percent, under
 * its row's lock, so the stakes settled until five minutes ago keep the old rate. The
 * rounds of those last minutes (the settle grace, rewards/settled-stakes/) are still
 * unread and earn at the new percent, as every later stake does.
 */
export async function setCampaignCommission(
  trx: Db,
  campaignId: string,
  percent: number | null,
): Promise<{ id: string; commissionPercent: number }> {
  const unread = await unreadCampaignCommission(trx, campaignId, { forClaim: true });
  if (!unread) throw new NotFound('There is no such campaign.');
  const commissionPercent = percent === null ? null : percent.toFixed(2);
  await trx
    .updateTable('affiliate_campaigns')
    .set({ commission_percent: commissionPercent })
    .where('id', '=', campaignId)
    .execute();
  return { id: campaignId, commissionPercent: campaignPercent({ commission_percent: commissionPercent }) };
}
