import type { Friend, FriendsResponse } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { ONLINE_WINDOW } from '../users/presence';

/**
 * Both lists for `userId`: approved friends (favourites first, then online, then by
 * name) and pending requests both ways. Presence (online: seen in the last five
 * minutes and not appearing offline) and `inGame` (played `gameSlug` in the last five
 * minutes) are shown for approved friends only, so a stranger's request reveals
 * nothing about the player.
 */
export async function listFriends(db: Db, userId: string, gameSlug?: string): Promise<FriendsResponse> {
  const rows = await sql<{
    id: string;
    username: string;
    rank_id: number;
    is_favorite: boolean;
    status: 'pending' | 'approved';
    incoming: boolean;
    online: boolean;
    in_game: boolean;
  }>`
    SELECT u.id, u.username, u.rank_id, f.is_favorite, f.status, false AS incoming,
      (f.status = 'approved' AND NOT u.appear_offline AND u.last_seen_at > now() - ${ONLINE_WINDOW}) AS online,
      (f.status = 'approved' AND NOT u.appear_offline AND ${gameSlug ?? null}::text IS NOT NULL AND EXISTS (
        SELECT 1 FROM rounds r WHERE r.user_id = u.id AND r.game = ${gameSlug ?? null}
          AND r.created_at > now() - ${ONLINE_WINDOW})) AS in_game
    FROM friendships f JOIN users u ON u.id = f.friend_id
    WHERE f.user_id = ${userId}
    UNION ALL
    SELECT u.id, u.username, u.rank_id, false, 'pending', true, false, false
    FROM friendships f JOIN users u ON u.id = f.user_id
    WHERE f.friend_id = ${userId} AND f.status = 'pending'
  `.execute(db);
  const friends: Friend[] = rows.rows.map((row) => ({
    id: row.id,
    username: row.username,
    rankId: row.rank_id,
    isFavorite: row.is_favorite,
    status: row.status,
    incoming: row.incoming,
    online: row.online,
    inGame: row.in_game,
  }));
  const approved = friends
    .filter((friend) => friend.status === 'approved')
    .sort(
      (a, b) =>
        Number(b.isFavorite) - Number(a.isFavorite) ||
        Number(b.online) - Number(a.online) ||
        a.username.localeCompare(b.username),
    );
  const pending = friends
    .filter((friend) => friend.status === 'pending')
    .sort((a, b) => Number(b.incoming) - Number(a.incoming) || a.username.localeCompare(b.username));
  return { approved, pending };
}
