import { ORIGINAL_GAMES, originalGame } from '@ante/core';
import { gameNameFromSlug } from '../../lib/game-name';
import { gameUiFor } from '../play/games';

/**
 * The house games whose outcomes a player can recompute from the seeds, in lobby
 * order: every original of core's registry with a table in the web's (a test holds
 * that this is all of them).
 */
export const FAIRNESS_GAMES: readonly string[] = ORIGINAL_GAMES.map((game) => game.slug).filter(
  (slug) => gameUiFor(slug) !== undefined,
);

export function isFairnessGame(slug: string | null | undefined): slug is string {
  return slug != null && originalGame(slug) !== undefined && gameUiFor(slug) !== undefined;
}

/** "Take the Crown" for "takethecrown": the same names the bet feed shows. */
export function fairnessGameName(slug: string): string {
  return gameNameFromSlug(slug);
}
