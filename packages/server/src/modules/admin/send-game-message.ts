import type { GameMessageRequest, GameMessageResponse } from '@ante/core';
import type { Db } from '../../lib/db/database';
import { NotFound } from '../../lib/errors';
import type { PendingEvents } from '../../lib/events';
import { findPlayerByName } from '../../lib/find-player-by-name';
import { findGame } from '../catalogue/find-game';

/**
 * Sends a game message (docs/product.md#errors-the-player-sees) on the `game_msg` feed: to one player when a
 * username is given, else to every logged-in player. The browser shows it only on
 * that game's page, so players elsewhere are not disturbed. Nothing is stored: a
 * player who is not connected at that moment does not see it.
 */
export async function sendGameMessage(
  db: Db,
  events: PendingEvents,
  input: GameMessageRequest,
): Promise<GameMessageResponse> {
  if (!(await findGame(db, input.gameSlug))) throw new NotFound(`There is no game ${input.gameSlug}.`);
  const payload = { gameSlug: input.gameSlug, message: input.message };
  if (input.username === undefined) {
    events.toAllPlayers('game_msg', payload);
  } else {
    const player = await findPlayerByName(db, input.username);
    events.toUser(player.id, 'game_msg', payload);
  }
  return { audience: input.username === undefined ? 'everyone' : 'player' };
}
