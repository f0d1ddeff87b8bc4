import { originalGame, type Round } from '@ante/core';
import { gameFairnessFor } from './games';
import type { DrawnOutcome } from './outcome/outcome-view';

/**
 * A finished round drawn from what the server recorded (`round.result`), which works
 * before the server seed is revealed: each game reads its own record (its outcome's
 * `fromRound`), showing what was actually played where that says more than the seeds
 * (blackjack's hands, the top dollar ladder, the tiles opened on a mines board).
 * The result is read through the game's own `resultSchema` first. Null when the
 * record is not one this page knows how to draw (an unknown game, a result its schema
 * does not read, an open round).
 */
export function roundOutcome(round: Pick<Round, 'game' | 'params' | 'result'>): DrawnOutcome | null {
  const outcome = gameFairnessFor(round.game)?.outcome;
  const result = originalGame(round.game)?.resultSchema.safeParse(round.result);
  if (!outcome || !result?.success) return null;
  const value = outcome.fromRound({ params: round.params, result: result.data });
  return value === null ? null : { game: round.game, value };
}
