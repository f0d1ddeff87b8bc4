import { gameNameFromSlug } from '../bet-feed/game-name';

/** The house games whose outcomes a player can recompute from the seeds, in lobby order. */
export const FAIRNESS_GAMES = [
  'dice',
  'limbo',
  'plinko',
  'keno',
  'mines',
  'wheel',
  'roulette',
  'blackjack',
  'baccarat',
  'topdollar',
  'takethecrown',
] as const;
export type FairnessGame = (typeof FAIRNESS_GAMES)[number];

export function isFairnessGame(slug: string | null | undefined): slug is FairnessGame {
  return (FAIRNESS_GAMES as readonly string[]).includes(slug ?? '');
}

/** "Take the Crown" for "takethecrown": the same names the bet feed shows. */
export function fairnessGameName(slug: string): string {
  return gameNameFromSlug(slug);
}
