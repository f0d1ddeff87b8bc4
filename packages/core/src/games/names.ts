/**
 * Each original's slug and the name players know it by. Kept apart from the games'
 * rules so that what only shows a game's name (the live bets, a bet card in the chat, an
 * offer's terms) loads no game's code: the web's first page carries this table, not the
 * eleven games. Each game's definition takes its `name` from here, and the registry's
 * test checks that the two list the same games.
 */
export const ORIGINAL_GAME_NAMES = {
  dice: 'Dice',
  limbo: 'Limbo',
  plinko: 'Plinko',
  keno: 'Keno',
  wheel: 'Wheel',
  roulette: 'Roulette',
  baccarat: 'Baccarat',
  mines: 'Mines',
  takethecrown: 'Take the Crown',
  topdollar: 'Top Dollar',
  blackjack: 'Blackjack',
} as const;

/** A Map, not an object: a slug from a feed such as `__proto__` must find nothing. */
const NAME_BY_SLUG: ReadonlyMap<string, string> = new Map(Object.entries(ORIGINAL_GAME_NAMES));

/** The name of the original called `slug`, or undefined when there is none. */
export function originalGameName(slug: string): string | undefined {
  return NAME_BY_SLUG.get(slug);
}
