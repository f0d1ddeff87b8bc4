import type { Db } from '../../lib/db/database';
import { asCodeTaken, assertCodeFree } from './campaign-code';
import { ownedCampaign } from './owned-campaign';
import type { CampaignRow } from './present-campaigns';

/**
 * POST /affiliate/campaign/{id}/code, the default campaign's too. Links with the old
 * code stop working and the old code is free for anyone; players already referred stay
 * referred (a referral is to the campaign, and keeps the code it was made with). The
 * campaign may take its own code in another case.
 */
export async function setCampaignCode(
  db: Db,
  userId: string,
  campaignId: string,
  code: string,
): Promise<CampaignRow> {
  await ownedCampaign(db, userId, campaignId);
  await assertCodeFree(db, code, campaignId);
  try {
    return await db
      .updateTable('affiliate_campaigns')
      .set({ code })
      .where('id', '=', campaignId)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    throw asCodeTaken(error);
  }
}
