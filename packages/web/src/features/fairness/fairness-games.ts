import { ORIGINAL_GAMES, originalGame } from '@ante/core';
import { gameNameFromSlug } from '../../lib/game-name';
import { gameFairnessFor } from './games';

/**
 * The house games whose outcomes a player can recompute from the seeds, in lobby
 * order: every original of core's registry with its pieces in games/ (a test holds
 * that this is all of them).
 */
export const FAIRNESS_GAMES: readonly string[] = ORIGINAL_GAMES.map((game) => game.slug).filter(
  (slug) => gameFairnessFor(slug) !== undefined,
);

export function isFairnessGame(slug: string | null | undefined): slug is string {
  return slug != null && originalGame(slug) !== undefined && gameFairnessFor(slug) !== undefined;
}

/** "Take the Crown" for "takethecrown": the same names the bet feed shows. */
export function fairnessGameName(slug: string): string {
  return gameNameFromSlug(slug);
}
