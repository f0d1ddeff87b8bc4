import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import { bringForwardInBatches } from '../../rewards/settled-stakes/bring-forward-batches';
import { bringCampaignForward } from './campaign-standing';

/**
 * The scheduled bring-forward of commission (affiliate/jobs.ts): every campaign counted
 * until more than an hour ago with a referred player's round settled since, past the
 * settle grace, is brought forward under the lock a claim takes (campaign-standing.ts).
 * Campaigns with nothing to count are not touched. Returns how many were brought forward.
 */
export function bringStaleCampaignsForward(
  db: Db,
  log: { error(details: object, message: string): void },
  now?: Date,
): Promise<number> {
  return bringForwardInBatches(
    db,
    {
      async findBatch(pool, stale, after, limit) {
        const { rows } = await sql<{ id: string }>`
          SELECT c.id FROM affiliate_campaigns c
          WHERE ${after === null ? sql`true` : sql`c.id > ${after}`}
            AND c.counted_until < ${stale.countedBefore}
            AND EXISTS (
              SELECT 1 FROM affiliate_referrals f
              JOIN rounds r ON r.user_id = f.user_id AND r.created_at >= f.created_at
                AND r.created_at >= c.scan_from
              WHERE f.campaign_id = c.id AND r.status = 'finished'
                AND r.finished_at >= c.counted_until AND r.finished_at < ${stale.settledBefore}
            )
          ORDER BY c.id
          LIMIT ${limit}
        `.execute(pool);
        return rows.map((row) => row.id);
      },
      async bringOne(trx, campaignId) {
        await bringCampaignForward(trx, campaignId);
      },
    },
    log,
    now,
  );
}
