import { blackjackGame } from '../games/multi-step/blackjack';
import { minesGame } from '../games/multi-step/mines';
import { takeTheCrownGame } from '../games/multi-step/take-the-crown';
import { topDollarGame } from '../games/multi-step/top-dollar';
import {
  baccaratOutcomes,
  diceOutcomes,
  kenoOutcomes,
  limboOutcomes,
  minesFirstStepOutcomes,
  type OutcomeDistribution,
  plinkoOutcomes,
  rouletteOutcomes,
  takeTheCrownFirstStepOutcomes,
  topDollarFirstStepOutcomes,
  wheelOutcomes,
} from '../games/outcomes';
import { baccarat } from '../games/single-step/baccarat';
import { dice } from '../games/single-step/dice';
import { keno } from '../games/single-step/keno';
import { limbo } from '../games/single-step/limbo';
import { plinko } from '../games/single-step/plinko';
import { roulette } from '../games/single-step/roulette';
import { wheel } from '../games/single-step/wheel';
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

/**
 * Blackjack's edge with the best play under our rules (infinite deck, dealer stands on
 * soft 17, one split, no surrender) is about 0.5%, the catalogue's 99.5% RTP. It is
 * the one game whose edge depends on how well the player plays, and no exact figure
 * comes out of its state machine, so the offer counts it at a floor below that, 0.4%:
 * a margin for a player better than the estimate. Its hands pay even money and a tie
 * returns the stake, so as one bet it keeps the stake a little more than half the time
 * (about 42% won and 9% pushed with that play): short odds.
 */
export const BLACKJACK_EDGE_FLOOR = ratio(4n, 1000n);

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

/** Parses with the game's own schema, so stored params are read exactly as the round was played. */
function parsed<T>(
  schema: { safeParse(value: unknown): { success: boolean; data?: T } },
  params: unknown,
): T | null {
  const result = schema.safeParse(params);
  return result.success ? (result.data as T) : null;
}

/**
 * The risk of a round of `game` with these params, or null for a game the offer does
 * not know (or params its schema refuses), which then counts nothing. Multi-step
 * games are read as their first step (see outcomes.ts): the player sets the odds by
 * choosing when to stop, so the round counts at the shortest odds it allows.
 */
export function roundRisk(game: string, params: unknown): RoundRisk | null {
  const risk = (distribution: OutcomeDistribution | null) => (distribution ? riskOf(distribution) : null);
  switch (game) {
    case dice.slug: {
      const p = parsed(dice.paramsSchema, params);
      return risk(p && diceOutcomes(p));
    }
    case limbo.slug: {
      const p = parsed(limbo.paramsSchema, params);
      return risk(p && limboOutcomes(p));
    }
    case plinko.slug: {
      const p = parsed(plinko.paramsSchema, params);
      return risk(p && plinkoOutcomes(p));
    }
    case keno.slug: {
      const p = parsed(keno.paramsSchema, params);
      return risk(p && kenoOutcomes(p));
    }
    case wheel.slug: {
      const p = parsed(wheel.paramsSchema, params);
      return risk(p && wheelOutcomes(p));
    }
    case roulette.slug: {
      const p = parsed(roulette.paramsSchema, params);
      return risk(p && rouletteOutcomes(p));
    }
    case baccarat.slug: {
      const p = parsed(baccarat.paramsSchema, params);
      return risk(p && baccaratOutcomes(p));
    }
    case minesGame.slug: {
      const p = parsed(minesGame.paramsSchema, params);
      return risk(p && minesFirstStepOutcomes(p));
    }
    case takeTheCrownGame.slug: {
      const p = parsed(takeTheCrownGame.paramsSchema, params);
      return risk(p && takeTheCrownFirstStepOutcomes(p));
    }
    case topDollarGame.slug:
      return parsed(topDollarGame.paramsSchema, params) ? riskOf(topDollarFirstStepOutcomes()) : null;
    case blackjackGame.slug:
      return parsed(blackjackGame.paramsSchema, params)
        ? { edge: BLACKJACK_EDGE_FLOOR, shortOdds: true, nearCertain: false }
        : null;
    default:
      return null;
  }
}
