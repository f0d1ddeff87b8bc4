import type { GameUi } from '../game-ui';
import { baccaratUi } from './baccarat';
import { blackjackUi } from './blackjack';
import { diceUi } from './dice';
import { kenoUi } from './keno';
import { limboUi } from './limbo';
import { minesUi } from './mines';
import { plinkoUi } from './plinko';
import { rouletteUi } from './roulette';
import { takeTheCrownUi } from './take-the-crown';
import { topDollarUi } from './top-dollar';
import { wheelUi } from './wheel';

/**
 * Every game with a table, by slug. A catalogue game missing here shows its art and
 * a "Coming soon" note instead. Adding a game: import its `{slug}Ui` and list it.
 */
const GAME_UIS: readonly GameUi[] = [
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

const BY_SLUG = new Map(GAME_UIS.map((ui) => [ui.slug, ui]));

export function gameUiFor(slug: string): GameUi | undefined {
  return BY_SLUG.get(slug);
}
