import type { ShowPhase, ShowResult, ShowRound } from '@ante/core';
import type { ShowDeps } from './show-deps';
import type { RoundRow } from './show-round-row';

/** Where the round is by the database's clock `now`. */
export function phaseOf(round: RoundRow, now: number): ShowPhase {
  if (round.status === 'void') return 'void';
  if (now < round.closes_at) return 'betting';
  if (now < round.spin_at) return 'closed';
  if (now < (round.bonus_at ?? round.result_at)) return 'spinning';
  if (now < round.result_at) return 'bonus';
  return 'result';
}

/** The winning spot's payout for a unit stake as a number ("12" → 12). */
function winningMultiplier(round: RoundRow): number {
  return Number(round.result.payouts[round.result.segment] ?? '0');
}

/**
 * A round as the public may see it at `now`: the booster once betting has closed, the
 * segment, bonus, multiplier and the round's remaining times once the spin has started
 * (how long a round runs tells whether it lands on a bonus), the seed once the result
 * is shown and paid. A void round shows no outcome: it was never spun.
 */
export function roundView(
  round: RoundRow,
  now: number,
  bettors: { total: number; spots: Record<string, number> },
): ShowRound {
  const phase = phaseOf(round, now);
  const spun = round.status !== 'void' && now >= round.spin_at;
  const closed = round.status !== 'void' && now >= round.closes_at;
  const revealed = (round.status === 'settled' || round.status === 'void') && now >= round.result_at;
  return {
    id: round.id,
    hash: round.hash,
    phase,
    opensAt: round.opens_at,
    closesAt: round.closes_at,
    spinAt: round.spin_at,
    bonusAt: spun ? round.bonus_at : null,
    resultAt: spun ? round.result_at : null,
    nextAt: spun ? round.next_at : null,
    booster: closed ? round.result.booster : null,
    segmentIndex: spun ? round.result.segmentIndex : null,
    segment: spun ? round.result.segment : null,
    bonus: spun ? round.result.bonus : null,
    multiplier: spun ? winningMultiplier(round) : null,
    seed: revealed ? round.seed : null,
    bettors: bettors.total,
    spotBettors: bettors.spots,
    settled: round.status === 'settled' || round.status === 'void' ? round.status : null,
  };
}

/** A finished round in the results strip. */
export function resultView(round: RoundRow): ShowResult {
  const shown = round.status === 'settled';
  return {
    id: round.id,
    segmentIndex: shown ? round.result.segmentIndex : null,
    segment: shown ? round.result.segment : null,
    booster: shown ? round.result.booster : null,
    bonus: shown ? round.result.bonus : null,
    multiplier: shown ? winningMultiplier(round) : null,
    void: round.status === 'void',
  };
}

/** Distinct players with a live bet in each round, and per spot; every spot of the document is listed. */
export async function bettorsOf(
  deps: ShowDeps,
  roundIds: number[],
): Promise<Map<number, { total: number; spots: Record<string, number> }>> {
  const counts = new Map<number, { total: number; spots: Record<string, number> }>();
  for (const id of roundIds) {
    counts.set(id, {
      total: 0,
      spots: Object.fromEntries(deps.game.document.spots.map((spot) => [spot.id, 0])),
    });
  }
  if (roundIds.length === 0) return counts;
  const rows = await deps.store.query<{ round_id: string; spot: string | null; players: string }>(
    `SELECT round_id, spot, count(DISTINCT player_key) AS players FROM show_bets
     WHERE round_id = ANY($1::bigint[]) AND status IN ('pending', 'placed', 'won', 'lost')
     GROUP BY GROUPING SETS ((round_id), (round_id, spot))`,
    [roundIds],
  );
  for (const row of rows) {
    const entry = counts.get(Number(row.round_id));
    if (!entry) continue;
    if (row.spot === null) entry.total = Number(row.players);
    else if (Object.hasOwn(entry.spots, row.spot)) entry.spots[row.spot] = Number(row.players);
  }
  return counts;
}
