import type { Seeds } from '../../fair/byte-stream';
import type { MultiStepGame } from '../types';
import { blackjackGame, verifyBlackjack } from './blackjack';
import { minesGame, verifyMines } from './mines';
import { takeTheCrownGame, verifyTakeTheCrown } from './take-the-crown';
import { topDollarGame, verifyTopDollar } from './top-dollar';

export * from './blackjack';
export * from './blackjack-hand';
export * from './blackjack-settle';
export * from './blackjack-state';
export * from './deck';
export * from './fixed-point';
export * from './mines';
export * from './take-the-crown';
export * from './top-dollar';

/** A multi-step game reached by slug; its params, state and actions are checked at run time by its own schemas. */
export type AnyMultiStepGame = MultiStepGame<any, any, any, unknown>;

/**
 * Every game played in steps, by slug. The types are erased (`any`) because one map
 * holds games of different params, states and actions; a caller passes `start` only
 * what the same game's `paramsSchema` returned, and `act` only a state that game
 * produced. Maps, like SINGLE_STEP_GAMES, so that no slug finds Object.prototype's members.
 */
export const MULTI_STEP_GAMES: ReadonlyMap<string, AnyMultiStepGame> = new Map(
  [minesGame, blackjackGame, topDollarGame, takeTheCrownGame].map((game) => [game.slug, game]),
);

/**
 * What `POST /api/play/{slug}/verify` returns for each game, recomputed from the
 * seeds alone (params already parsed with the game's `paramsSchema`): mines
 * `{mines}` in draw order, take the crown `{traps}` per floor, and for the card
 * games `{cards}`, the first 52 cards off the stream.
 */
export const MULTI_STEP_VERIFIERS: ReadonlyMap<string, (seeds: Seeds, params: any) => unknown> = new Map<
  string,
  (seeds: Seeds, params: any) => unknown
>([
  [minesGame.slug, verifyMines],
  [blackjackGame.slug, verifyBlackjack],
  [topDollarGame.slug, verifyTopDollar],
  [takeTheCrownGame.slug, verifyTakeTheCrown],
]);
