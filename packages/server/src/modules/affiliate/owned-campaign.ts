import type { Db } from '../../lib/db/database';
import { Forbidden, NotFound } from '../../lib/errors';
import type { CampaignRow } from './present-campaigns';

/** The campaign `campaignId` when `userId` owns it: 404 when there is none, 403 when it is another's. */
export async function ownedCampaign(db: Db, userId: string, campaignId: string): Promise<CampaignRow> {
  const campaign = await db
    .selectFrom('affiliate_campaigns')
    .selectAll()
    .where('id', '=', campaignId)
    .executeTakeFirst();
  if (!campaign) throw new NotFound('There is no such campaign.');
  if (campaign.owner_id !== userId) throw new Forbidden('This campaign is not yours.');
  return campaign;
}
