import { type ReferredUsersResponse, type referredUsersRequestSchema, toDecimalString } from '@ante/core';
import type { z } from 'zod';
import type { Db } from '../../lib/db/database';
import { referredPlayersCommission } from './commission/campaign-commission';
import { ownedCampaign } from './owned-campaign';

export type ReferredUsersInput = z.output<typeof referredUsersRequestSchema>;

/**
 * POST /affiliate/campaign/{id}/users: a page of the campaign's referred players, for
 * its owner only, newest account first (sort "created", the one sort there is).
 * A player who plays privately is listed without a name, as the bet feeds show them.
 * What each wagered and earned comes from the commission module.
 */
export async function listReferredUsers(
  db: Db,
  userId: string,
  campaignId: string,
  input: ReferredUsersInput,
): Promise<ReferredUsersResponse> {
  await ownedCampaign(db, userId, campaignId);
  const { total } = await db
    .selectFrom('affiliate_referrals')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('campaign_id', '=', campaignId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('affiliate_referrals as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['u.id', 'u.username', 'u.private', 'u.created_at'])
    .where('r.campaign_id', '=', campaignId)
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  const commission = await referredPlayersCommission(
    db,
    campaignId,
    rows.map((row) => row.id),
  );
  return {
    total: Number(total),
    users: rows.map((row) => {
      const earned = commission.get(row.id);
      return {
        username: row.private ? null : row.username,
        joined: new Date(row.created_at).toISOString(),
        wageredUsd: toDecimalString(earned?.wageredUsd ?? 0n),
        commissionUsd: toDecimalString(earned?.commissionUsd ?? 0n),
      };
    }),
  };
}
