import type { Db } from '../../lib/db/database';
import { ownedCampaign } from './owned-campaign';
import type { CampaignRow } from './present-campaigns';

/** POST /affiliate/campaign/{id}/rename: the name is for its owner only, so any two may be alike. */
export async function renameCampaign(
  db: Db,
  userId: string,
  campaignId: string,
  name: string,
): Promise<CampaignRow> {
  await ownedCampaign(db, userId, campaignId);
  return db
    .updateTable('affiliate_campaigns')
    .set({ name })
    .where('id', '=', campaignId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
