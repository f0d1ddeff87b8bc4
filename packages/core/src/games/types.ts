import type { z } from 'zod';
import type { GameCategory } from '../contracts/catalogue';
import type { Seeds } from '../fair/byte-stream';
import type { Atoms } from '../money/amount';
import type { RoundRisk } from '../rollover/round-risk';
import type { OutcomeDistribution } from './outcomes';

/**
 * Multipliers are fixed-point integers in steps of 10^-8 (1x = 100_000_000n), so a
 * payout is `wager * multiplier / MULTIPLIER_SCALE` in integer atoms, never a float.
 * Floats appear only inside outcome maths (a roll), never in what is paid.
 */
export type Multiplier = bigint;
export const MULTIPLIER_SCALE = 100_000_000n;

/** Converts a decimal multiplier written in a table ("5.6", "0.2", "1000") to fixed point, exactly. */
export function multiplier(decimal: string): Multiplier {
  const match = /^(\d+)(?:\.(\d{1,8}))?$/.exec(decimal);
  if (!match) throw new Error(`not a multiplier: ${decimal}`);
  return BigInt(match[1] ?? '0') * MULTIPLIER_SCALE + BigInt((match[2] ?? '').padEnd(8, '0') || '0');
}

/** The payout of a wager at a multiplier, truncated to whole atoms. */
export function payoutOf(wagerAtoms: bigint, mult: Multiplier): bigint {
  return (wagerAtoms * mult) / MULTIPLIER_SCALE;
}

/** What the lobby shows of an original: its catalogue entry, less the limits the operator sets. */
export interface OriginalListing {
  description: string;
  tags: string[];
  /** Categories besides `originals` (blackjack, roulette and baccarat have their own). */
  categories?: GameCategory[];
  /** ISO date (yyyy-mm-dd). */
  releasedAt: string;
  /** The lobby sorts by it, most popular first. */
  popularity: number;
}

/**
 * A round's odds as the welcome offer reads them (rollover/round-risk.ts): the exact
 * outcome distribution, or for a game whose edge depends on how it is played, no
 * exact figure but a risk stated outright.
 */
export type RoundOdds = { distribution: OutcomeDistribution } | { stated: RoundRisk };

/** What every original declares, whichever way it is played. */
interface GameBasics<Params> {
  slug: string;
  /** The name players know ("Take the Crown"), in the catalogue, the feeds and the Fairness window. */
  name: string;
  /**
   * Return to player in percent as the catalogue shows it ("99", "97.3"): the exact figure
   * the game's tests compute or, where the return depends on the settings, the best the
   * settings offer. Below 100; the registry test holds it against `odds` and `play`.
   */
  rtp: string;
  listing: OriginalListing;
  /** Validates the bet's `params`; messages name the field (e.g. "target must be ..."). */
  paramsSchema: z.ZodType<Params>;
  /** The largest multiplier these params can pay (for the maximum-profit check). */
  maxMultiplier(params: Params): Multiplier;
  /**
   * The round's odds. A multi-step game gives those of cashing out after the first
   * step: the player chooses when to stop, and the shortest odds a round allows count.
   */
  odds(params: Params): RoundOdds;
  /**
   * Settings as a bet sends them, among which are the game's longest odds (every table,
   * for a game with tables): the welcome offer states what the game's stakes count at
   * best over them, and the registry test plays each one.
   */
  settings: readonly unknown[];
}

/** A game decided by one draw (dice, limbo, plinko, keno, wheel, roulette, baccarat). */
export interface SingleStepGame<Params, Result> extends GameBasics<Params> {
  kind: 'single';
  /**
   * The outcome, a pure function of the seeds and params. A game with several stakes
   * in one round (roulette chips, baccarat spots) also gives `payout`: the sum of
   * each stake's own return, floored per stake as a one-stake bet would be. The
   * server pays that; the multiplier on the total is then what the round shows.
   * (Paying `total x multiplier` instead would cut up to a few atoms off a round
   * like 1 on Player and 2 on Banker, which must pay exactly 2.)
   */
  play(seeds: Seeds, params: Params): { result: Result; multiplier: Multiplier; payout?: bigint };
  /**
   * The schema of `play`'s result, which a round's `result` holds: the web's board, bet
   * slip, verify and live views read a round's result through it, typed.
   */
  resultSchema: z.ZodType<Result>;
  /**
   * The stakes a bet carries in its params (roulette chips, baccarat spots), for a
   * game whose bet is several stakes; absent when the amount is the one stake. The
   * server refuses a stake finer than the currency's precision and a total other than
   * the bet's amount, so the ledger debits exactly what the table shows.
   */
  stakes?(params: Params): Atoms[];
  /**
   * For a game with stakes whose draw does not depend on them (the pocket, the cards):
   * params that stake nothing, with which the Fairness window shows the draw of a round
   * it was given no stakes for.
   */
  unstaked?: Params;
}

/**
 * A game played in steps (mines, blackjack, top dollar, take the crown): a pure state
 * machine. `start` deals from the seeds; `act` applies a player action; both return
 * the new state and, once the round is over, the multiplier on the base wager.
 * `extraStake` is extra wager an action requires, as a multiple of the base wager
 * (blackjack double and split 1x, insurance 0.5x), which the server debits before
 * applying it. `view` is the state the player may see (no undealt cards, no mines).
 */
export interface StepOutcome<State> {
  state: State;
  finished: boolean;
  /** Set when finished: what the round pays, as a multiple of the base wager. */
  multiplier: Multiplier | null;
  extraStake: Multiplier;
}

export interface MultiStepGame<Params, State, Action, View> extends GameBasics<Params> {
  kind: 'multi';
  actionSchema: z.ZodType<Action>;
  start(seeds: Seeds, params: Params): StepOutcome<State>;
  /** Throws GameRuleError for an action the state does not allow. */
  act(seeds: Seeds, state: State, action: Action): StepOutcome<State>;
  /** Cashing out ends the round at the current multiplier; throws GameRuleError when not allowed. */
  cashout(state: State): StepOutcome<State>;
  view(state: State): View;
  /**
   * The schema of `view`'s answer, which a round's `result` holds after every step: the
   * web's board, bet slip and live views read a round's result through it, typed.
   */
  resultSchema: z.ZodType<View>;
  /**
   * What `POST /api/play/{slug}/verify` returns, recomputed from the seeds alone: the
   * whole sequence they fix (every mine, every trap, the first 52 cards), whatever
   * the player then did.
   */
  verify(seeds: Seeds, params: Params): unknown;
}

/**
 * Any original, as the registry holds it. The types are erased (`any`) because one
 * list holds games of different params, states and actions; a caller passes `play`,
 * `start` or `verify` only what the same game's `paramsSchema` returned, and `act`
 * only a state that game produced. Callers dispatch on `kind`, never on the slug.
 */
export type GameDefinition = SingleStepGame<any, unknown> | MultiStepGame<any, any, any, unknown>;

/** An action the rules do not allow in this state (answered 409 by the server). */
export class GameRuleError extends Error {
  override name = 'GameRuleError';
}
