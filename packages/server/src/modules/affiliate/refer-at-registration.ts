import type { Db } from '../../lib/db/database';
import { campaignByCode } from './campaign-code';

/**
 * Makes the owner of the campaign whose code is `code` (without regard to case) the
 * referrer of a player being registered, in the registration's transaction, so the
 * account and its referral commit together. A code that names no campaign, or the new
 * player's own default campaign (a code equal to their username), makes no referral and
 * does not stop the registration: the browser sends whatever code its first link carried.
 *
 * No circle can form here, unlike with a referrer set later (set-referrer.ts): nobody
 * can have been referred by a player whose account is not committed yet.
 */
export async function referAtRegistration(trx: Db, userId: string, code: string): Promise<void> {
  const campaign = await campaignByCode(trx, code);
  if (!campaign || campaign.owner_id === userId) return;
  await trx
    .insertInto('affiliate_referrals')
    .values({
      user_id: userId,
      campaign_id: campaign.id,
      referrer_id: campaign.owner_id,
      code: campaign.code,
    })
    .execute();
}
