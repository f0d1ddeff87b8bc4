import type { Seeds } from '../fair/byte-stream';
import { baccaratGame } from './baccarat/baccarat';
import { blackjackGame } from './blackjack/blackjack';
import { diceGame } from './dice/dice';
import { kenoGame } from './keno/keno';
import { limboGame } from './limbo/limbo';
import { minesGame } from './mines/mines';
import { plinkoGame } from './plinko/plinko';
import { rouletteGame } from './roulette/roulette';
import { takeTheCrownGame } from './takethecrown/takethecrown';
import { topDollarGame } from './topdollar/topdollar';
import type { GameDefinition, Multiplier } from './types';
import { wheelGame } from './wheel/wheel';

/**
 * Every original, in lobby order: the one list a game is added to (README.md has the
 * steps). The server's bet and verify routes, the catalogue, the welcome offer's
 * counting and the web's Fairness window all read it, and dispatch on `kind`.
 */
export const ORIGINAL_GAMES: readonly GameDefinition[] = [
  diceGame,
  limboGame,
  plinkoGame,
  kenoGame,
  wheelGame,
  rouletteGame,
  baccaratGame,
  minesGame,
  takeTheCrownGame,
  topDollarGame,
  blackjackGame,
];

/** A Map, not an object: a slug from a request such as `__proto__` must find nothing. */
const BY_SLUG: ReadonlyMap<string, GameDefinition> = new Map(ORIGINAL_GAMES.map((game) => [game.slug, game]));

/** The original called `slug`, or undefined when there is none. */
export function originalGame(slug: string): GameDefinition | undefined {
  return BY_SLUG.get(slug);
}

/**
 * What `POST /api/play/{slug}/verify` answers, from the seeds and params the game's
 * own schema returned: a single-step game's `play`, with the multiplier it pays, or a
 * multi-step game's `verify`, whose pay depends on moves the seeds alone cannot tell.
 * The Fairness window calls it too, so the browser and the server never disagree.
 */
export function verifyOutcome(
  game: GameDefinition,
  seeds: Seeds,
  params: unknown,
): { result: unknown; multiplier: Multiplier | null } {
  if (game.kind === 'multi') return { result: game.verify(seeds, params), multiplier: null };
  const { result, multiplier } = game.play(seeds, params);
  return { result, multiplier };
}
