import type { AdminCampaign, adminCampaignsQuerySchema } from '@ante/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../lib/db/database';
import { startsWithPattern } from '../../../lib/db/like-pattern';
import { campaignPercent } from './campaign-standing';

/**
 * GET /admin/affiliate/campaigns: a page of campaigns for staff to pick from, those
 * with the most referrals first (the ones whose commission staff are asked about), then
 * by code. `q` is matched against the start of the code, the name and the owner's
 * username, so staff find a campaign by whatever the affiliate told them.
 */
export async function searchCampaigns(
  db: Db,
  query: z.output<typeof adminCampaignsQuerySchema>,
): Promise<{ campaigns: AdminCampaign[]; total: number }> {
  let matching = db.selectFrom('affiliate_campaigns as c').innerJoin('users as u', 'u.id', 'c.owner_id');
  if (query.q !== undefined) {
    const pattern = startsWithPattern(query.q);
    matching = matching.where((eb) =>
      eb.or([
        eb(sql<string>`lower(c.code)`, 'like', pattern),
        eb(sql<string>`lower(c.name)`, 'like', pattern),
        eb(sql<string>`lower(u.username)`, 'like', pattern),
      ]),
    );
  }
  const referrals = sql<string>`(select count(*) from affiliate_referrals r where r.campaign_id = c.id)`;
  const rows = await matching
    .select([
      'c.id',
      'c.name',
      'c.code',
      'c.owner_id',
      'u.username',
      'c.is_default',
      'c.commission_percent',
      'c.created_at',
      referrals.as('referrals'),
    ])
    .orderBy(referrals, 'desc')
    .orderBy(sql`lower(c.code)`)
    .orderBy('c.id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const count = await matching.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  return {
    total: Number(count.total),
    campaigns: rows.map((row) => ({
      id: row.id,
      name: row.name,
      code: row.code,
      ownerId: row.owner_id,
      ownerUsername: row.username,
      isDefault: row.is_default,
      commissionPercent: campaignPercent(row),
      customPercent: row.commission_percent !== null,
      referrals: Number(row.referrals),
      createdAt: row.created_at.toISOString(),
    })),
  };
}
