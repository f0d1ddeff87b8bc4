import { formatMultiplier, originalGame, type Seeds, verifyOutcome } from '@ante/core';

/**
 * An outcome as the verify endpoint describes it (`result`), with the params that
 * shaped it so the game can draw the board (plinko's rows, keno's picks). A
 * multi-step outcome is the whole sequence the seeds fix: every mine, every trap,
 * the first 52 cards, whatever the player then did.
 */
export interface VerifyOutcome {
  game: string;
  params: unknown;
  result: unknown;
}

export type VerifyComputation =
  | { ok: true; outcome: VerifyOutcome; multiplier: string | null }
  | { ok: false; message: string };

/** Roulette chips and baccarat spots decide what a round paid, never where the ball or cards fall. */
function hasStakes(rawParams: unknown): boolean {
  if (rawParams === null || typeof rawParams !== 'object') return false;
  return Object.keys(rawParams).length > 0;
}

/**
 * Recomputes a round's outcome in the browser with core's code, the call the server's
 * `POST /api/play/{slug}/verify` makes (`verifyOutcome`), so the two can never
 * disagree. A game whose draw does not depend on its stakes (roulette, baccarat) also
 * answers without them, with its `unstaked` params, leaving out the multiplier that
 * only stakes give meaning to.
 */
export function computeOutcome(slug: string, seeds: Seeds, rawParams: unknown): VerifyComputation {
  const game = originalGame(slug);
  if (!game) return { ok: false, message: `There is no game called ${slug}` };
  if (game.kind === 'single' && game.unstaked !== undefined && !hasStakes(rawParams)) {
    const { result } = game.play(seeds, game.unstaked);
    return { ok: true, outcome: { game: slug, params: game.unstaked, result }, multiplier: null };
  }
  // The server reads a missing params field as {}, and so do we.
  const parsed = game.paramsSchema.safeParse(rawParams ?? {});
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues[0]?.message ?? 'These parameters are not valid' };
  }
  const { result, multiplier } = verifyOutcome(game, seeds, parsed.data);
  return {
    ok: true,
    outcome: { game: slug, params: parsed.data, result },
    multiplier: multiplier === null ? null : formatMultiplier(multiplier),
  };
}
