import { StudioError } from '../studio-error';
import type { ShowDeps } from './show-deps';

export type ShowSession = {
  key: string;
  casino_session_id: string;
  player_key: string;
  username: string | null;
  currency: string;
};

/** A live real-money session of this show, or SESSION_EXPIRED: the same answer for an unknown key, so a guess learns nothing. */
export async function showSession(deps: ShowDeps, key: string): Promise<ShowSession> {
  const [session] = await deps.store.query<ShowSession>(
    `SELECT key, casino_session_id, player_key, username, currency FROM studio_sessions
     WHERE key = $1 AND mode = 'real' AND game = $2 AND casino_session_id IS NOT NULL AND expires_at > now()`,
    [key, deps.game.slug],
  );
  if (!session)
    throw new StudioError(401, 'SESSION_EXPIRED', 'This game session has ended. Reopen the game.');
  return session;
}
