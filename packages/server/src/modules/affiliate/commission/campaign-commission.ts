import { fromDecimalString } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import { readSnapshot } from '../../../lib/db/read-snapshot';
import { unreadCampaignCommission } from './campaign-standing';
import type { CommissionGroup } from './unread-commission';

/** One currency of a campaign's commission, in atoms of that currency. */
export interface CurrencyCommission {
  earned: bigint;
  paid: bigint;
  /** Earned and not yet paid (finer than the currency pays; a claim rounds it down). */
  available: bigint;
}

/** What a campaign's referred players have earned it, read from their rounds (README.md). */
export interface CampaignCommission {
  currencies: Map<string, CurrencyCommission>;
  /** Wagered by its referred players since they were referred, in USD atoms. */
  wageredUsd: bigint;
  /** Commission earned, in USD atoms at the rates of the stakes. */
  earnedUsd: bigint;
  /** Paid by claims, in USD atoms at each claim's rate. */
  paidUsd: bigint;
  /** Commission earned per UTC day (`yyyy-mm-dd`) since `since`, in USD atoms; days without any are absent. */
  daily: Map<string, bigint>;
}

/** One referred player's part, for the users list. */
export interface ReferredPlayerCommission {
  wageredUsd: bigint;
  commissionUsd: bigint;
}

const empty = (): CampaignCommission => ({
  currencies: new Map(),
  wageredUsd: 0n,
  earnedUsd: 0n,
  paidUsd: 0n,
  daily: new Map(),
});

/**
 * The standing of each of `campaignIds` (every id present in the answer; an unknown id
 * stands at nothing). A reading: it writes nothing, and reads each campaign's earnings
 * and its unread rounds on one snapshot, whatever the scheduled job brings forward
 * meanwhile. Handed the pool, it opens that snapshot (lib/db/read-snapshot.ts).
 */
export async function campaignCommission(
  db: Db,
  campaignIds: readonly string[],
  options: { dailySince: Date },
): Promise<Map<string, CampaignCommission>> {
  return readSnapshot(db, async (trx) => {
    const answer = new Map<string, CampaignCommission>();
    for (const id of campaignIds) {
      answer.set(id, await commissionStanding(trx, id, { forClaim: false, ...options }));
    }
    return answer;
  });
}

/**
 * One campaign's standing, in the caller's transaction; `forClaim` locks the campaign
 * row and brings it forward first (claim-commission.ts).
 */
export async function commissionStanding(
  trx: Db,
  campaignId: string,
  options: { forClaim: boolean; dailySince?: Date },
): Promise<CampaignCommission> {
  const standing = empty();
  const unread = await unreadCampaignCommission(trx, campaignId, options);
  if (!unread) return standing;
  const since = options.dailySince?.toISOString().slice(0, 10) ?? '9999-12-31';
  const { rows: earned } = await sql<{
    currency: string;
    day: string;
    wagered_usd: string;
    commission: string;
    commission_usd: string;
  }>`
    SELECT currency, CASE WHEN day >= ${since}::date THEN day::text END AS day,
      sum(wagered_usd)::text AS wagered_usd, sum(commission)::text AS commission,
      sum(commission_usd)::text AS commission_usd
    FROM affiliate_earnings WHERE campaign_id = ${campaignId}
    GROUP BY 1, 2
  `.execute(trx);
  const groups: Array<Omit<CommissionGroup, 'userId' | 'wagered'>> = [
    ...earned.map((row) => ({
      currency: row.currency,
      day: row.day,
      wageredUsd: fromDecimalString(row.wagered_usd),
      commission: fromDecimalString(row.commission),
      commissionUsd: fromDecimalString(row.commission_usd),
    })),
    ...unread,
  ];
  for (const group of groups) {
    standing.wageredUsd += group.wageredUsd;
    standing.earnedUsd += group.commissionUsd;
    if (group.day && group.day >= since && group.commissionUsd > 0n) {
      standing.daily.set(group.day, (standing.daily.get(group.day) ?? 0n) + group.commissionUsd);
    }
    const currency = standing.currencies.get(group.currency) ?? { earned: 0n, paid: 0n, available: 0n };
    currency.earned += group.commission;
    standing.currencies.set(group.currency, currency);
  }
  const payouts = await trx
    .selectFrom('affiliate_payouts')
    .select(['currency', 'paid', 'paid_usd'])
    .where('campaign_id', '=', campaignId)
    .execute();
  for (const payout of payouts) {
    const currency = standing.currencies.get(payout.currency) ?? { earned: 0n, paid: 0n, available: 0n };
    currency.paid = fromDecimalString(payout.paid);
    standing.currencies.set(payout.currency, currency);
    standing.paidUsd += fromDecimalString(payout.paid_usd);
  }
  for (const currency of standing.currencies.values()) {
    // Each group is rounded down apart and a claim pays whole units: never below nothing.
    currency.available = currency.earned > currency.paid ? currency.earned - currency.paid : 0n;
  }
  return standing;
}

/**
 * Each of `userIds` (players referred through `campaignId`), every id present in the
 * answer: what they wagered since they were referred and the commission it earned, in
 * USD, brought-forward earnings and unread rounds together, read on one snapshot.
 */
export async function referredPlayersCommission(
  db: Db,
  campaignId: string,
  userIds: readonly string[],
): Promise<Map<string, ReferredPlayerCommission>> {
  const answer = new Map(userIds.map((id) => [id, { wageredUsd: 0n, commissionUsd: 0n }]));
  if (userIds.length === 0) return answer;
  return readSnapshot(db, async (trx) => {
    const unread = (await unreadCampaignCommission(trx, campaignId, { forClaim: false })) ?? [];
    const earned = await trx
      .selectFrom('affiliate_earnings')
      .select([
        'user_id',
        sql<string>`sum(wagered_usd)::text`.as('wagered_usd'),
        sql<string>`sum(commission_usd)::text`.as('commission_usd'),
      ])
      .where('campaign_id', '=', campaignId)
      .where('user_id', 'in', userIds)
      .groupBy('user_id')
      .execute();
    const parts = [
      ...earned.map((row) => ({
        userId: row.user_id,
        wageredUsd: fromDecimalString(row.wagered_usd),
        commissionUsd: fromDecimalString(row.commission_usd),
      })),
      ...unread,
    ];
    for (const part of parts) {
      const player = answer.get(part.userId);
      if (!player) continue;
      player.wageredUsd += part.wageredUsd;
      player.commissionUsd += part.commissionUsd;
    }
    return answer;
  });
}
