import { ErrorCode, REFERRAL_WINDOW_DAYS } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { Conflict, NotFound, ValidationError } from '../../lib/errors';
import { campaignByCode } from './campaign-code';
import { referralStanding } from './referral-standing';

/**
 * POST /user/set-referrer, in the caller's transaction: a player who registered without
 * a referrer names one, once, within REFERRAL_WINDOW_DAYS of registering and before
 * their first deposit (a referral earns from the stakes that follow it, and a player
 * who has started playing with their own money is no longer someone a link brought).
 *
 * Never oneself, and never a circle: the campaign's owner must not be, directly or
 * through others, someone the player referred. That is read by following the owner's
 * referrers up through `affiliate_referrals`. Two players naming each other at the same
 * moment would each find no circle in what the other has not committed yet, so every
 * set-referrer takes one lock, shared by all: they are rare (once per player, in their
 * first days), and a registration needs none (nobody can have been referred by a
 * player who does not exist yet). The lock also makes one player's concurrent calls
 * take turns, and the primary key on `affiliate_referrals.user_id` refuses a second
 * referral whatever path it comes by.
 */
export async function setReferrer(trx: Db, userId: string, code: string): Promise<{ referredBy: string }> {
  await sql`select pg_advisory_xact_lock(hashtext('affiliate-referrals'))`.execute(trx);
  const standing = await referralStanding(trx, userId);
  if (standing.referredBy !== null) throw alreadyReferred();
  if (!standing.windowOpen) {
    throw new Conflict(
      `A referrer can only be set within ${REFERRAL_WINDOW_DAYS} days of registering, and that time has passed.`,
    );
  }
  if (standing.deposited) {
    throw new Conflict('A referrer can only be set before your first deposit.');
  }
  const campaign = await campaignByCode(trx, code);
  if (!campaign) throw new NotFound('There is no campaign with this code.', 'code');
  if (campaign.owner_id === userId) throw new ValidationError('You cannot refer yourself.', 'code');
  if (await referredThrough(trx, campaign.owner_id, userId)) {
    throw new Conflict(
      'You cannot be referred by a player you referred, directly or through others.',
      ErrorCode.Conflict,
      'code',
    );
  }
  const inserted = await trx
    .insertInto('affiliate_referrals')
    .values({
      user_id: userId,
      campaign_id: campaign.id,
      referrer_id: campaign.owner_id,
      code: campaign.code,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!inserted) throw alreadyReferred();
  await trx.updateTable('users').set({ referrer_code: campaign.code }).where('id', '=', userId).execute();
  return { referredBy: campaign.code };
}

function alreadyReferred(): Conflict {
  return new Conflict('You already have a referrer; it cannot be changed.');
}

/** Whether `ancestor` is among `userId`'s referrers, their referrers' referrers, and so on up. */
async function referredThrough(trx: Db, userId: string, ancestor: string): Promise<boolean> {
  const found = await sql<{ found: number }>`
    WITH RECURSIVE chain (user_id) AS (
      SELECT referrer_id FROM affiliate_referrals WHERE user_id = ${userId}
      UNION
      SELECT r.referrer_id FROM affiliate_referrals r JOIN chain c ON r.user_id = c.user_id
    )
    SELECT 1 AS found FROM chain WHERE user_id = ${ancestor} LIMIT 1`.execute(trx);
  return found.rows.length > 0;
}
