import { REFERRAL_WINDOW_DAYS } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';

export interface ReferralStanding {
  /** The code the player was referred with, or null. */
  referredBy: string | null;
  /** The end of the REFERRAL_WINDOW_DAYS after registering. */
  windowEndsAt: Date;
  windowOpen: boolean;
  /** Whether any deposit has been credited to the player. */
  deposited: boolean;
}

/**
 * What decides whether a player may still name a referrer. A deposit is a ledger
 * transfer with code `deposit` to one of the player's accounts (wallet/sync-deposits.ts),
 * so credited deposits count and ones still waiting for confirmations do not. The
 * window is measured by the database's clock, the one that wrote `created_at`.
 */
export async function referralStanding(db: Db, userId: string): Promise<ReferralStanding> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('affiliate_referrals as r', 'r.user_id', 'u.id')
    .select([
      'r.code as referredBy',
      sql<Date>`u.created_at + make_interval(days => ${REFERRAL_WINDOW_DAYS})`.as('windowEndsAt'),
      sql<boolean>`now() < u.created_at + make_interval(days => ${REFERRAL_WINDOW_DAYS})`.as('windowOpen'),
      sql<boolean>`EXISTS (
        SELECT 1 FROM transfers t JOIN accounts a ON a.id = t.credit_account_id
        WHERE a.user_id = u.id AND t.code = 'deposit')`.as('deposited'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return { ...row, windowEndsAt: new Date(row.windowEndsAt) };
}

/** Until when the player may set a referrer: null once they have one, have deposited or the window has passed. */
export function canSetReferrerUntil(standing: ReferralStanding): Date | null {
  return standing.referredBy === null && !standing.deposited && standing.windowOpen
    ? standing.windowEndsAt
    : null;
}
