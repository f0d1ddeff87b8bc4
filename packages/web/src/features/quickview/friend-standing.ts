import type { FriendsResponse } from '@ante/core';

/** Where the viewer stands with a player in their friend lists. */
export type FriendStanding = 'none' | 'friends' | 'sent' | 'incoming';

/** The viewer's standing with `username` (names compare without regard to case, as the server's do). */
export function friendStanding(lists: FriendsResponse | undefined, username: string): FriendStanding {
  const name = username.toLowerCase();
  const same = (friend: { username: string }) => friend.username.toLowerCase() === name;
  if (lists?.approved.some(same)) return 'friends';
  const pending = lists?.pending.find(same);
  if (!pending) return 'none';
  return pending.incoming ? 'incoming' : 'sent';
}
