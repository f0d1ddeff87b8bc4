import { commissionOnStake, fromDecimalString, type Ratio } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import { ExactSums, memoisedEdge, rolloverOpenAt } from '../../rewards/settled-stakes/edge-shares';
import type { StakesWindow } from '../../rewards/settled-stakes/stakes-window';

/** One referred player's rounds of one UTC day in one currency, as affiliate_earnings holds them. */
export interface CommissionGroup {
  userId: string;
  /** The UTC day the rounds settled, `yyyy-mm-dd`. */
  day: string;
  currency: string;
  /** In atoms of the currency. */
  wagered: bigint;
  wageredUsd: bigint;
  /** Rounded down to the atom once per group. */
  commission: bigint;
  commissionUsd: bigint;
}

export interface UnreadCommission {
  /** Groups of rounds settled before the window's splitAt (empty unless `split`). */
  before: CommissionGroup[];
  after: CommissionGroup[];
  /** The oldest round still open or settled at or after splitAt (the next scanFrom). */
  oldestOpen: Date | null;
}

type Row = {
  user_id: string;
  day: string;
  currency: string;
  game: string;
  params: unknown;
  halved: boolean;
  settled_before: boolean;
  staked: string;
  staked_usd: string;
};

/**
 * The commission of the campaign's referred players' rounds settled since the window's
 * `countedUntil`, each rounded down to the atom once per player, day and currency (as a
 * row of affiliate_earnings is). Only rounds created at or after the player's referral
 * count. `split` reports the rounds settled before `splitAt` apart, to be brought
 * forward; without it every group is whole, so a reading floors exactly as a later
 * bring-forward of the same rounds will.
 */
export async function unreadCommission(
  trx: Db,
  campaign: { id: string; percent: Ratio },
  window: StakesWindow,
  split: boolean,
): Promise<UnreadCommission> {
  const { rows } = await sql<Row>`
    SELECT r.user_id, to_char(r.finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, r.currency,
      r.game, r.params,
      ${rolloverOpenAt(sql.ref('r.user_id'), sql.ref('r.currency'), sql.ref('r.created_at'))} AS halved,
      ${split} AND r.finished_at < ${window.splitAt} AS settled_before,
      sum(r.amount + r.extra_stake)::text AS staked,
      sum(r.stake_usd)::text AS staked_usd
    FROM affiliate_referrals f
    JOIN rounds r ON r.user_id = f.user_id AND r.created_at >= f.created_at AND r.created_at >= ${window.scanFrom}
    WHERE f.campaign_id = ${campaign.id} AND r.status = 'finished' AND r.finished_at >= ${window.countedUntil}
    GROUP BY 1, 2, 3, 4, 5, 6, 7
  `.execute(trx);
  const groups = new Map<string, CommissionGroup & { before: boolean }>();
  const commission = new ExactSums();
  const commissionUsd = new ExactSums();
  const edgeOf = memoisedEdge();
  for (const row of rows) {
    const key = JSON.stringify([row.settled_before, row.user_id, row.day, row.currency]);
    let group = groups.get(key);
    if (!group) {
      group = {
        before: row.settled_before,
        userId: row.user_id,
        day: row.day,
        currency: row.currency,
        wagered: 0n,
        wageredUsd: 0n,
        commission: 0n,
        commissionUsd: 0n,
      };
      groups.set(key, group);
    }
    const staked = fromDecimalString(row.staked);
    const stakedUsd = fromDecimalString(row.staked_usd);
    group.wagered += staked;
    group.wageredUsd += stakedUsd;
    // A game or params with no edge we can state earns nothing; its stakes are still wagered.
    const edge = edgeOf(row.game, row.params);
    if (!edge) continue;
    commission.add(key, commissionOnStake(staked, edge, campaign.percent, row.halved));
    commissionUsd.add(key, commissionOnStake(stakedUsd, edge, campaign.percent, row.halved));
  }
  const inAtoms = commission.floored();
  const inUsd = commissionUsd.floored();
  const result: UnreadCommission = { before: [], after: [], oldestOpen: null };
  for (const [key, { before, ...group }] of groups) {
    group.commission = inAtoms.get(key) ?? 0n;
    group.commissionUsd = inUsd.get(key) ?? 0n;
    (before ? result.before : result.after).push(group);
  }
  if (split) {
    const open = await sql<{ oldest: Date | null }>`
      SELECT min(r.created_at) AS oldest
      FROM affiliate_referrals f
      JOIN rounds r ON r.user_id = f.user_id AND r.created_at >= f.created_at AND r.created_at >= ${window.scanFrom}
      WHERE f.campaign_id = ${campaign.id} AND (r.status = 'active' OR r.finished_at >= ${window.splitAt})
    `.execute(trx);
    result.oldestOpen = open.rows[0]?.oldest ?? null;
  }
  return result;
}
