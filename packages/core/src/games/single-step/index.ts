import type { SingleStepGame } from '../types';
import { baccarat } from './baccarat';
import { dice } from './dice';
import { keno } from './keno';
import { limbo } from './limbo';
import { plinko } from './plinko';
import { roulette } from './roulette';
import { wheel } from './wheel';

export * from './baccarat';
export * from './dice';
export * from './keno';
export * from './limbo';
export * from './plinko';
export * from './roulette';
export * from './wheel';

/**
 * Every single-step game by slug. The params type is erased (`any`) because one map
 * holds games of different params; a caller passes `play` only what the same game's
 * `paramsSchema` returned.
 */
export const SINGLE_STEP_GAMES: Readonly<Record<string, SingleStepGame<any, unknown>>> = {
  [dice.slug]: dice,
  [limbo.slug]: limbo,
  [roulette.slug]: roulette,
  [plinko.slug]: plinko,
  [keno.slug]: keno,
  [wheel.slug]: wheel,
  [baccarat.slug]: baccarat,
};
