import { fromDecimalString, LOYALTY_RANKS, ratio, rewardRates } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import { ExactSums, memoisedEdge, rolloverOpenAt } from '../settled-stakes/edge-shares';
import type { StakesWindow } from '../settled-stakes/stakes-window';

export interface EarnedRakeback {
  /** Earned by rounds settled before the window's splitAt (empty unless `split`). */
  before: Map<string, bigint>;
  after: Map<string, bigint>;
  /** The oldest round still open or settled at or after splitAt (the next scanFrom; null unless `split`). */
  oldestOpen: Date | null;
}

/** Each rank's xp floor past Newcomer: `width_bucket` over it gives the rank id. */
const RANK_FLOORS = `{${LOYALTY_RANKS.slice(1)
  .map((rank) => rank.wagerRequirement)
  .join(',')}}`;

type Group = {
  currency: string;
  game: string;
  params: unknown;
  rank_id: number;
  halved: boolean;
  settled_before: boolean;
  staked: string;
};

/**
 * The rakeback the player's rounds settled since `countedUntil` have earned, per currency:
 * each round's stakes (base and extras) x its house edge (core `rewardEdge`, the one
 * edge every reward is a share of) x the rakeback rate of the rank the player held
 * when it settled, halved while a rollover in its currency was open, whatever started it
 * (the welcome offer, an offer, a redeem code with a wagering requirement).
 *
 * The rank comes from xp (rank only depends on xp): the player's xp now, less the stakes
 * of this round and of every round settled after it or still open. Every stake placed
 * after the settlement is among those, so the figure is never above the xp the player
 * had then, before this stake (stakes of rounds opened earlier and settled later are
 * taken off too, which only errs toward a lower rank). A stake never raises its own
 * rate, and the figure does not change as the player goes on playing: a reading and a
 * claim agree, and wagering more later cannot raise what settled stakes earned.
 *
 * `split` (a bring-forward) reports the rounds settled before the window's splitAt apart,
 * to be added to the totals; a plain reading reads every unread round whole, as the
 * affiliate commission does (unread-commission.ts).
 */
export async function earnedRakeback(
  trx: Db,
  userId: string,
  window: StakesWindow,
  split: boolean,
): Promise<EarnedRakeback> {
  const { rows } = await sql<Group>`
    WITH settled AS (
      SELECT r.currency, r.game, r.params, r.amount + r.extra_stake AS staked, r.created_at, r.finished_at,
        (SELECT xp FROM users WHERE id = ${userId})
        - (SELECT coalesce(sum(stake_usd), 0) FROM rounds WHERE user_id = ${userId} AND status = 'active')
        - coalesce(sum(r.stake_usd) OVER (
            ORDER BY r.finished_at DESC, r.id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW
          ), 0) AS xp_then
      FROM rounds r
      WHERE r.user_id = ${userId} AND r.created_at >= ${window.scanFrom}
        AND r.status = 'finished' AND r.finished_at >= ${window.countedUntil}
    )
    SELECT s.currency, s.game, s.params,
      width_bucket(s.xp_then, ${RANK_FLOORS}::numeric[]) AS rank_id,
      ${rolloverOpenAt(userId, sql.ref('s.currency'), sql.ref('s.created_at'))} AS halved,
      ${split} AND s.finished_at < ${window.splitAt} AS settled_before,
      sum(s.staked)::text AS staked
    FROM settled s
    GROUP BY 1, 2, 3, 4, 5, 6
  `.execute(trx);
  const before = new ExactSums();
  const after = new ExactSums();
  const edgeOf = memoisedEdge();
  for (const group of rows) {
    const percent = BigInt(rewardRates(Number(group.rank_id)).rakebackPercent);
    const staked = fromDecimalString(group.staked);
    // A game or params with no edge we can state earns no rakeback.
    const edge = staked > 0n && percent > 0n ? edgeOf(group.game, group.params) : null;
    if (!edge) continue;
    const earned = ratio(staked * edge.n * percent, edge.d * 100n * (group.halved ? 2n : 1n));
    (group.settled_before ? before : after).add(group.currency, earned);
  }
  if (!split) return { before: before.floored(), after: after.floored(), oldestOpen: null };
  const open = await trx
    .selectFrom('rounds')
    .select(sql<Date | null>`min(created_at)`.as('oldest'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', window.scanFrom)
    .where((eb) => eb.or([eb('status', '=', 'active'), eb('finished_at', '>=', window.splitAt)]))
    .executeTakeFirst();
  return { before: before.floored(), after: after.floored(), oldestOpen: open?.oldest ?? null };
}
