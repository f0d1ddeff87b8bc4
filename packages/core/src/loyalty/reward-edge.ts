import type { Ratio } from '../rollover/ratio';
import { roundRisk } from '../rollover/round-risk';

/**
 * The house edge every reward is a share of (reward-shares.ts): rakeback on each settled
 * stake, the weekly and monthly bonuses on the period's stakes, the level-ups, the pot
 * and the affiliate commission. It is the edge the
 * welcome offer counts by (rollover/round-risk.ts), worked out exactly from the game's
 * outcome distribution for the params the round was played with, or, for blackjack, the
 * smallest loss per unit staked any play achieves, worked out exactly
 * (games/blackjack/blackjack-edge.ts).
 *
 * Why not the catalogue's RTP: it is one figure per game, the best its settings offer,
 * so for many settings it overstates the edge (plinko's 99% game has settings at an
 * 0.84% edge, keno settings at 0.93%). A reward read off an overstated edge pays more
 * than the stake is expected to cost, and the gap can be farmed by playing only those
 * settings. Read per round, the rewards are a share of what each stake really costs,
 * and every reward reads the same figure.
 *
 * Null for a game or params we cannot state an edge for (not an original, params its
 * schema refuses) or one that is not positive: such rounds earn no reward.
 */
export function rewardEdge(game: string, params: unknown): Ratio | null {
  const risk = roundRisk(game, params);
  return risk && risk.edge.n > 0n ? risk.edge : null;
}
