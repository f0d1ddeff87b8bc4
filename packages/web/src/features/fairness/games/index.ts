import type { GameFairnessUi } from '../game-fairness';
import { baccaratFairness } from './baccarat';
import { blackjackFairness } from './blackjack';
import { diceFairness } from './dice';
import { kenoFairness } from './keno';
import { limboFairness } from './limbo';
import { minesFairness } from './mines';
import { plinkoFairness } from './plinko';
import { rouletteFairness } from './roulette';
import { takeTheCrownFairness } from './takethecrown';
import { topDollarFairness } from './topdollar';
import { wheelFairness } from './wheel';

/**
 * Every game the Fairness window can verify and the bet slip can draw, with its
 * Verify inputs and its outcome drawing: fairness's list of games, as
 * `play/games/index.ts` is the game page's (core/src/games/README.md has the steps for
 * adding one). The rest of fairness/ reads a game's pieces here and names no game.
 */
export const GAME_FAIRNESS: readonly GameFairnessUi[] = [
  diceFairness,
  limboFairness,
  plinkoFairness,
  kenoFairness,
  wheelFairness,
  rouletteFairness,
  baccaratFairness,
  minesFairness,
  blackjackFairness,
  topDollarFairness,
  takeTheCrownFairness,
];

/** A Map, not an object: a slug from a link such as `__proto__` must find nothing. */
const BY_SLUG: ReadonlyMap<string, GameFairnessUi> = new Map(GAME_FAIRNESS.map((game) => [game.slug, game]));

export function gameFairnessFor(slug: string): GameFairnessUi | undefined {
  return BY_SLUG.get(slug);
}
