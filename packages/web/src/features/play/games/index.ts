import type { GameUi } from '../game-ui';
import { baccaratUi } from './baccarat';
import { blackjackUi } from './blackjack';
import { diceUi } from './dice';
import { kenoUi } from './keno';
import { limboUi } from './limbo';
import { minesUi } from './mines';
import { plinkoUi } from './plinko';
import { rouletteUi } from './roulette';
import { takeTheCrownUi } from './takethecrown';
import { topDollarUi } from './topdollar';
import { wheelUi } from './wheel';

/**
 * Every game with a table: the game page's list of games, beside core's registry and
 * fairness's (`fairness/games/index.ts`; core/src/games/README.md has the steps for
 * adding one). The game page finds a game's pieces here. A catalogue game missing
 * here shows its art and a "Coming soon" note instead.
 */
export const GAME_UIS: readonly GameUi[] = [
  diceUi,
  limboUi,
  plinkoUi,
  kenoUi,
  wheelUi,
  rouletteUi,
  baccaratUi,
  minesUi,
  blackjackUi,
  topDollarUi,
  takeTheCrownUi,
];

/** A Map, not an object: a slug from a link such as `__proto__` must find nothing. */
const BY_SLUG: ReadonlyMap<string, GameUi> = new Map(GAME_UIS.map((ui) => [ui.slug, ui]));

export function gameUiFor(slug: string): GameUi | undefined {
  return BY_SLUG.get(slug);
}
