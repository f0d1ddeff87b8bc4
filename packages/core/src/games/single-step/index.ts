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
 * `paramsSchema` returned. A Map, not an object: a slug from a request such as
 * `constructor` or `__proto__` must find nothing rather than Object.prototype's members.
 */
export const SINGLE_STEP_GAMES: ReadonlyMap<string, SingleStepGame<any, unknown>> = new Map(
  [dice, limbo, roulette, plinko, keno, wheel, baccarat].map((game) => [game.slug, game]),
);
