import { type AffiliateCampaignsResponse, COMMISSION_PERCENT } from '@ante/core';
import type { Db } from '../../lib/db/database';
import type { RatesService } from '../wallet/rates/rates-service';
import { presentCampaigns } from './present-campaigns';
import { canSetReferrerUntil, referralStanding } from './referral-standing';

/**
 * GET /affiliate/campaigns: the caller's campaigns, the default one first and the others
 * in the order they were made, with who referred the caller and until when they may
 * still name someone. A reading: the route hands it a read-only snapshot
 * (lib/db/read-snapshot.ts), so it writes nothing and sees one moment.
 */
export async function listCampaigns(
  db: Db,
  rates: RatesService,
  userId: string,
): Promise<AffiliateCampaignsResponse> {
  const rows = await db
    .selectFrom('affiliate_campaigns')
    .selectAll()
    .where('owner_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const standing = await referralStanding(db, userId);
  return {
    commissionPercent: COMMISSION_PERCENT,
    referredBy: standing.referredBy,
    canSetReferrerUntil: canSetReferrerUntil(standing)?.toISOString() ?? null,
    campaigns: await presentCampaigns(db, rates, rows),
  };
}
