import type { ComponentType } from 'react';

/**
 * What a game gives the Fairness window and the bet slip (`games/<slug>/index.ts`,
 * listed in `games/index.ts`): the Verify tab's inputs for its params, and the drawing
 * of an outcome. The Verify tab, the bet slip and the verify links read these from
 * that list; nothing else in fairness/ names a game.
 */
export interface GameFairnessUi {
  /** The game's slug, as in core's registry and the game page's `GameUi`. */
  slug: string;
  verifyParams: VerifyParamsUi<any>;
  outcome: OutcomeUi<any>;
}

/**
 * The Verify tab's inputs for a game's params, kept as typed (strings), so switching
 * games keeps what was entered for each. `F` is the game's own inputs.
 */
export interface VerifyParamsUi<F> {
  /** The inputs before anything is typed or filled in. */
  initial: F;
  /** The raw params the game's `paramsSchema` checks, built from the inputs (the schema has the final say). */
  toParams(inputs: F): unknown;
  /**
   * The inputs filled from a round's params (a bet slip's Verify button, a shared
   * link). A value that cannot be read keeps the current input, so a hand-edited link
   * never breaks the tab.
   */
  fromParams(params: Record<string, unknown>, inputs: F): F;
  Form: ComponentType<VerifyParamsFormProps<F>>;
}

export interface VerifyParamsFormProps<F> {
  value: F;
  onChange(next: F): void;
}

/**
 * How a game draws an outcome, in the Verify tab (from the seeds) and on the bet slip
 * (from what the server recorded of a finished round). `V` is whatever the game's
 * drawing needs; `P` and `R` are its params and its verify result, `Result` a round's
 * result as its core `resultSchema` reads it.
 */
export interface OutcomeUi<V, P = any, R = any, Result = any> {
  /** The verify answer: params as the game's schema returned them, result as `play` or `verify` gives it. */
  fromVerify(params: P, result: R): V;
  /**
   * A finished round from its record (`round.params`, and `round.result` once the
   * game's `resultSchema` has read it), which works before the server seed is
   * revealed; null when the record cannot be drawn.
   */
  fromRound(round: { params: unknown; result: Result }): V | null;
  View: ComponentType<{ outcome: V }>;
  /** The outcome in words beneath the drawing, for reading and for screen readers; null for none. */
  describe(outcome: V): string | null;
}
