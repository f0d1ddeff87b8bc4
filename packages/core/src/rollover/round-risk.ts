import type { OutcomeDistribution } from '../games/outcomes';
import { originalGame } from '../games/registry';
import { edgeFromRtp, providerRoundParamsSchema } from '../providers/provider-round';
import { compare, ONE, type Ratio, ratio, sub } from './ratio';

/**
 * What the welcome offer's counting needs to know of a round: the house edge its
 * stake faces, and how far from a coin flip its odds are.
 *
 * Odds are read from the round's exact outcome distribution as the simple bet (win a
 * multiple of the stake, or lose it) that keeps the stake as often: its chance is
 * E[min(M, 1)], the share of the stake that comes back counting no more than the
 * stake, and its payout E[M] / that chance. For dice, limbo and the like that is the
 * bet itself; a round that can return part of the stake (a plinko bucket at 0.5x, a
 * baccarat tie pushing Player and Banker, red and black together) is as safe as a
 * shorter-odds bet, and is read as one. So covering both sides of a table earns
 * nothing a single safe bet would not.
 */
export interface RoundRisk {
  /** The house edge: 1 - expected return. */
  edge: Ratio;
  /** Odds below 2x (a payout multiplier under 2). */
  shortOdds: boolean;
  /** Odds of 99/98 or shorter: a win chance of 98% or more at a 1% edge. */
  nearCertain: boolean;
}

const SHORT_ODDS = ratio(2n, 1n);
const NEAR_CERTAIN_ODDS = ratio(99n, 98n);

export function riskOf(distribution: OutcomeDistribution): RoundRisk {
  let total = 0n;
  let returned = 0n;
  let kept = 0n;
  for (const { weight, returned: back } of distribution.outcomes) {
    total += weight;
    returned += weight * back;
    // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take
    kept += weight * (back < distribution.stake ? back : distribution.stake);
  }
  const expected = ratio(returned, total * distribution.stake);
  // A round that never keeps anything has no odds to speak of: its edge is the whole stake.
  const odds = kept === 0n ? null : ratio(returned, kept);
  return {
    edge: sub(ONE, expected),
    shortOdds: odds !== null && compare(odds, SHORT_ODDS) < 0,
    nearCertain: odds !== null && compare(odds, NEAR_CERTAIN_ODDS) <= 0,
  };
}

/**
 * The risk of a round of `game` with these params, or null for a game the offer does
 * not know (or params its schema refuses), which then counts nothing. Each game gives
 * its odds (its `odds`): multi-step games as their first step, since the player sets
 * the odds by choosing when to stop and the round counts at the shortest it allows.
 */
export function roundRisk(game: string, params: unknown): RoundRisk | null {
  const definition = originalGame(game);
  if (!definition) return providerRoundRisk(params);
  const parsed = definition?.paramsSchema.safeParse(params);
  if (!definition || !parsed?.success) return null;
  const odds = definition.odds(parsed.data);
  return 'stated' in odds ? odds.stated : riskOf(odds.distribution);
}

/**
 * A game provider's round: its edge is the one the catalogue published for the game
 * (the params the casino recorded, providers/provider-round.ts), since the casino
 * cannot see the provider's outcome distribution. A slot pays most of its return in
 * rare large wins, far from a short-odds bet, so it counts as one at long odds.
 */
function providerRoundRisk(params: unknown): RoundRisk | null {
  const parsed = providerRoundParamsSchema.safeParse(params);
  if (!parsed.success) return null;
  const edge = edgeFromRtp(parsed.data.rtp);
  return edge ? { edge, shortOdds: false, nearCertain: false } : null;
}
