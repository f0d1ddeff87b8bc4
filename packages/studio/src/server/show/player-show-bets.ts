import type { ShowPlayerBet } from '@ante/core';
import { BET_COLUMNS, type BetRow, playerBet } from './show-bet-row';
import type { ShowDeps } from './show-deps';
import { showSession } from './show-session';

/**
 * The player's bets in the latest round and the one before it: the current round's
 * (or the next one's, between rounds) and the last one paid, which is what the stage
 * shows. Every session of the player counts, so a second tab sees the first's bets.
 */
export async function playerShowBets(deps: ShowDeps, sessionKey: string): Promise<{ bets: ShowPlayerBet[] }> {
  const session = await showSession(deps, sessionKey);
  const rows = await deps.store.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM show_bets
     WHERE player_key = $1
       AND round_id >= (SELECT coalesce(max(id), 0) - 1 FROM show_rounds WHERE game = $2)
       AND round_id IN (SELECT id FROM show_rounds WHERE game = $2)
     ORDER BY round_id, created_at, id`,
    [session.player_key, deps.game.slug],
  );
  return { bets: rows.map(playerBet) };
}
