import { fromDecimalString, toDecimalString } from '@ante/core';
import type { Store } from './store';

/**
 * What a game session has cost so far, for the session bar the slots show under an
 * operator's UK profile: how long ago the session opened, and what its rounds staked
 * and won. A round counts once its bet was taken (`win_pending` or `settled`): a bet
 * refused, or rolled back because its answer was lost, moved nothing, and the player
 * was told so. A round whose win is still being resent counts its win, which the
 * studio owes and keeps sending until the casino books it.
 */
export interface SessionPlay {
  /** Milliseconds since the session opened, by the studio's clock. */
  elapsedMs: number;
  staked: string;
  won: string;
  /** Won less staked: negative when the session is behind. */
  net: string;
}

export async function readSessionPlay(query: Store['query'], sessionKey: string): Promise<SessionPlay> {
  const [row] = await query<{ elapsed_ms: string | number; staked: string; won: string }>(
    `SELECT floor(extract(epoch FROM now() - s.created_at) * 1000)::bigint AS elapsed_ms,
       coalesce(sum(r.bet), 0)::text AS staked, coalesce(sum(r.payout), 0)::text AS won
     FROM studio_sessions s
     LEFT JOIN studio_rounds r ON r.session_key = s.key AND r.status IN ('win_pending', 'settled')
     WHERE s.key = $1
     GROUP BY s.created_at`,
    [sessionKey],
  );
  const staked = fromDecimalString(row?.staked ?? '0');
  const won = fromDecimalString(row?.won ?? '0');
  return {
    elapsedMs: Math.max(0, Number(row?.elapsed_ms ?? 0)),
    staked: toDecimalString(staked),
    won: toDecimalString(won),
    net: toDecimalString(won - staked),
  };
}
