import {
  type BaccaratParams,
  type BaccaratResult,
  baccarat,
  blackjackParamsSchema,
  type Card,
  type DiceParams,
  type DiceResult,
  dice,
  formatMultiplier,
  type KenoParams,
  type KenoResult,
  keno,
  type LimboParams,
  type LimboResult,
  limbo,
  type MinesParams,
  minesParamsSchema,
  type PlinkoParams,
  type PlinkoResult,
  plinko,
  type RouletteParams,
  type RouletteResult,
  roulette,
  type Seeds,
  type SingleStepGame,
  type TakeTheCrownParams,
  takeTheCrownParamsSchema,
  topDollarParamsSchema,
  verifyBlackjack,
  verifyMines,
  verifyTakeTheCrown,
  verifyTopDollar,
  type WheelParams,
  type WheelResult,
  wheel,
} from '@ante/core';
import type { FairnessGame } from './fairness-games';

/**
 * An outcome as the verify endpoint describes it (`result`), with the params that
 * shaped it so a renderer can draw the board (plinko's rows, keno's picks). A
 * multi-step outcome is the whole sequence the seeds fix: every mine, every trap,
 * the first 52 cards, whatever the player then did.
 */
export type VerifyOutcome =
  | { game: 'dice'; params: DiceParams; result: DiceResult }
  | { game: 'limbo'; params: LimboParams; result: LimboResult }
  | { game: 'plinko'; params: PlinkoParams; result: PlinkoResult }
  | { game: 'keno'; params: KenoParams; result: KenoResult }
  | { game: 'wheel'; params: WheelParams; result: WheelResult }
  | { game: 'roulette'; params: RouletteParams | null; result: RouletteResult }
  | { game: 'baccarat'; params: BaccaratParams | null; result: BaccaratResult }
  | { game: 'mines'; params: MinesParams; result: { mines: number[] } }
  | { game: 'takethecrown'; params: TakeTheCrownParams; result: { traps: number[][] } }
  | { game: 'blackjack' | 'topdollar'; params: null; result: { cards: Card[] } };

export type VerifyComputation =
  | { ok: true; outcome: VerifyOutcome; multiplier: string | null }
  | { ok: false; message: string };

type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };

function firstIssue(parsed: Parsed<unknown>): string {
  return parsed.success ? '' : (parsed.error.issues[0]?.message ?? 'These parameters are not valid');
}

/** A bet's params checked by the game's own schema, then played exactly as the server plays it. */
function playSingle<P, R>(game: SingleStepGame<P, R>, seeds: Seeds, rawParams: unknown) {
  const parsed = game.paramsSchema.safeParse(rawParams) as Parsed<P>;
  if (!parsed.success) return { ok: false as const, message: firstIssue(parsed) };
  const outcome = game.play(seeds, parsed.data);
  return {
    ok: true as const,
    params: parsed.data,
    result: outcome.result,
    multiplier: formatMultiplier(outcome.multiplier),
  };
}

/** Roulette chips and baccarat spots decide what a round paid, never where the ball or cards fall. */
function hasStakes(rawParams: unknown): boolean {
  if (rawParams === null || typeof rawParams !== 'object') return false;
  return Object.keys(rawParams).length > 0;
}

/**
 * Plays a stake game without stakes: the outcome comes from the game's own `play`,
 * and the multiplier, which only stakes give meaning to, is left out.
 */
function playWithoutStakes<P, R>(game: SingleStepGame<P, R>, seeds: Seeds, noStakes: P) {
  return { ok: true as const, params: null, result: game.play(seeds, noStakes).result, multiplier: null };
}

/**
 * Recomputes a round's outcome in the browser with core's code, the same calls the
 * server's `POST /api/play/{slug}/verify` makes (`play` for single-step games, the
 * multi-step verifiers otherwise), so the two can never disagree. Roulette and
 * baccarat also answer without stakes, because the pocket and the cards do not
 * depend on them.
 */
export function computeOutcome(game: FairnessGame, seeds: Seeds, rawParams: unknown): VerifyComputation {
  // The server reads a missing params field as {}, and so do we.
  const params = rawParams ?? {};
  switch (game) {
    case 'dice': {
      const played = playSingle(dice, seeds, params);
      return played.ok ? settled({ game, params: played.params, result: played.result }, played) : played;
    }
    case 'limbo': {
      const played = playSingle(limbo, seeds, params);
      return played.ok ? settled({ game, params: played.params, result: played.result }, played) : played;
    }
    case 'plinko': {
      const played = playSingle(plinko, seeds, params);
      return played.ok ? settled({ game, params: played.params, result: played.result }, played) : played;
    }
    case 'keno': {
      const played = playSingle(keno, seeds, params);
      return played.ok ? settled({ game, params: played.params, result: played.result }, played) : played;
    }
    case 'wheel': {
      const played = playSingle(wheel, seeds, params);
      return played.ok ? settled({ game, params: played.params, result: played.result }, played) : played;
    }
    case 'roulette': {
      const played = hasStakes(params)
        ? playSingle(roulette, seeds, params)
        : playWithoutStakes(roulette, seeds, { chips: [] });
      return played.ok ? settled({ game, params: played.params, result: played.result }, played) : played;
    }
    case 'baccarat': {
      const played = hasStakes(params)
        ? playSingle(baccarat, seeds, params)
        : playWithoutStakes(baccarat, seeds, { player: '0', banker: '0', tie: '0' });
      return played.ok ? settled({ game, params: played.params, result: played.result }, played) : played;
    }
    case 'mines': {
      const parsed = minesParamsSchema.safeParse(params);
      if (!parsed.success) return invalid(parsed);
      return unpaid({ game, params: parsed.data, result: verifyMines(seeds, parsed.data) });
    }
    case 'takethecrown': {
      const parsed = takeTheCrownParamsSchema.safeParse(params);
      if (!parsed.success) return invalid(parsed);
      return unpaid({ game, params: parsed.data, result: verifyTakeTheCrown(seeds, parsed.data) });
    }
    case 'blackjack': {
      const parsed = blackjackParamsSchema.safeParse(params);
      if (!parsed.success) return invalid(parsed);
      return unpaid({ game, params: null, result: verifyBlackjack(seeds, parsed.data) });
    }
    case 'topdollar': {
      const parsed = topDollarParamsSchema.safeParse(params);
      if (!parsed.success) return invalid(parsed);
      return unpaid({ game, params: null, result: verifyTopDollar(seeds, parsed.data) });
    }
  }
}

function settled(outcome: VerifyOutcome, played: { multiplier: string | null }): VerifyComputation {
  return { ok: true, outcome, multiplier: played.multiplier };
}

/** A multi-step round's pay depends on the player's moves, which seeds alone cannot tell. */
function unpaid(outcome: VerifyOutcome): VerifyComputation {
  return { ok: true, outcome, multiplier: null };
}

function invalid(parsed: Parsed<unknown>): VerifyComputation {
  return { ok: false, message: firstIssue(parsed) };
}
