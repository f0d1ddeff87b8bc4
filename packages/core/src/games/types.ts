import type { z } from 'zod';
import type { Seeds } from '../fair/byte-stream';
import type { Atoms } from '../money/amount';

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

/** A game decided by one draw (dice, limbo, plinko, keno, wheel, roulette, baccarat). */
export interface SingleStepGame<Params, Result> {
  slug: string;
  /** Validates the bet's `params`; messages name the field (e.g. "target must be ..."). */
  paramsSchema: z.ZodType<Params>;
  /**
   * The outcome, a pure function of the seeds and params. A game with several stakes
   * in one round (roulette chips, baccarat spots) also gives `payout`: the sum of
   * each stake's own return, floored per stake as a one-stake bet would be. The
   * server pays that; the multiplier on the total is then what the round shows.
   * (Paying `total x multiplier` instead would cut up to a few atoms off a round
   * like 1 on Player and 2 on Banker, which must pay exactly 2.)
   */
  play(seeds: Seeds, params: Params): { result: Result; multiplier: Multiplier; payout?: bigint };
  /** The largest multiplier these params can pay (for the maximum-profit check). */
  maxMultiplier(params: Params): Multiplier;
  /**
   * The stakes a bet carries in its params (roulette chips, baccarat spots), for a
   * game whose bet is several stakes; absent when the amount is the one stake. The
   * server refuses a stake finer than the currency's precision and a total other than
   * the bet's amount, so the ledger debits exactly what the table shows.
   */
  stakes?(params: Params): Atoms[];
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

export interface MultiStepGame<Params, State, Action, View> {
  slug: string;
  paramsSchema: z.ZodType<Params>;
  actionSchema: z.ZodType<Action>;
  start(seeds: Seeds, params: Params): StepOutcome<State>;
  /** Throws GameRuleError for an action the state does not allow. */
  act(seeds: Seeds, state: State, action: Action): StepOutcome<State>;
  /** Cashing out ends the round at the current multiplier; throws GameRuleError when not allowed. */
  cashout(state: State): StepOutcome<State>;
  view(state: State): View;
  maxMultiplier(params: Params): Multiplier;
}

/** An action the rules do not allow in this state (answered 409 by the server). */
export class GameRuleError extends Error {
  override name = 'GameRuleError';
}
