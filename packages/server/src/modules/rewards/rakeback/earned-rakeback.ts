import { fromDecimalString, LOYALTY_RANKS, rewardRates, roundRisk } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';

/** Where a read of the player's rounds starts and where it splits (rakeback-standing.ts). */
export interface RakebackWindow {
  /** Rounds settled before this are already counted in rakeback_totals. */
  countedUntil: Date;
  /** No round settled since countedUntil was created before this. */
  scanFrom: Date;
  /** Rounds settled before this are reported apart (`before`), to be brought forward. */
  splitAt: Date;
}

/** Rakeback in atoms per currency, as an exact fraction until it is rounded down once. */
type Sums = Map<string, { n: bigint; d: bigint }>;

export interface EarnedRakeback {
  before: Map<string, bigint>;
  after: Map<string, bigint>;
  /** The oldest round still open or settled at or after splitAt (the next scanFrom). */
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
 * each round's stakes (base and extras) x its house edge (the edge the welcome offer
 * reads, core rollover/round-risk.ts) x the rakeback rate of the rank the player held
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
 */
export async function earnedRakeback(
  trx: Db,
  userId: string,
  window: RakebackWindow,
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
      EXISTS (
        SELECT 1 FROM rollover_bonuses b
        WHERE b.user_id = ${userId} AND b.currency = s.currency
          AND s.created_at >= b.starts_at AND s.created_at < b.expires_at
          AND (b.completed_at IS NULL OR s.created_at < b.completed_at)
      ) AS halved,
      s.finished_at < ${window.splitAt} AS settled_before,
      sum(s.staked)::text AS staked
    FROM settled s
    GROUP BY 1, 2, 3, 4, 5, 6
  `.execute(trx);
  const before: Sums = new Map();
  const after: Sums = new Map();
  for (const group of rows) add(group.settled_before ? before : after, group);
  const open = await trx
    .selectFrom('rounds')
    .select(sql<Date | null>`min(created_at)`.as('oldest'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', window.scanFrom)
    .where((eb) => eb.or([eb('status', '=', 'active'), eb('finished_at', '>=', window.splitAt)]))
    .executeTakeFirst();
  return { before: floorAll(before), after: floorAll(after), oldestOpen: open?.oldest ?? null };
}

function add(sums: Sums, group: Group): void {
  const percent = BigInt(rewardRates(Number(group.rank_id)).rakebackPercent);
  const risk = roundRisk(group.game, group.params);
  const staked = fromDecimalString(group.staked);
  // A game the offer does not know, or params it refuses, has no edge we can state: no rakeback.
  if (!risk || percent === 0n || staked <= 0n || risk.edge.n <= 0n) return;
  const n = staked * risk.edge.n * percent;
  const d = risk.edge.d * 100n * (group.halved ? 2n : 1n);
  const sum = sums.get(group.currency) ?? { n: 0n, d: 1n };
  const next = { n: sum.n * d + n * sum.d, d: sum.d * d };
  const common = gcd(next.n, next.d);
  sums.set(group.currency, { n: next.n / common, d: next.d / common });
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

/** Each currency's sum rounded down to the atom, once. */
function floorAll(sums: Sums): Map<string, bigint> {
  return new Map([...sums].map(([currency, { n, d }]) => [currency, n / d]));
}
