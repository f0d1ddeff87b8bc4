import type { Friend, FriendsResponse } from '@ante/core';

/**
 * What the lists look like right after a change, before the server answers
 * (docs/product.md#how-things-change: updates apply optimistically and roll back on error). The server's answer
 * then replaces them.
 */
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function afterAdd(lists: FriendsResponse, username: string): FriendsResponse {
  const incoming = lists.pending.find((friend) => friend.incoming && same(friend.username, username));
  if (incoming) {
    return {
      approved: [...lists.approved, { ...incoming, status: 'approved', incoming: false }],
      pending: lists.pending.filter((friend) => friend !== incoming),
    };
  }
  const placeholder: Friend = {
    id: `pending:${username}`,
    username,
    rankId: 0,
    isFavorite: false,
    status: 'pending',
    incoming: false,
    online: false,
    inGame: false,
  };
  return { ...lists, pending: [...lists.pending, placeholder] };
}

export function afterRemove(lists: FriendsResponse, username: string): FriendsResponse {
  return {
    approved: lists.approved.filter((friend) => !same(friend.username, username)),
    pending: lists.pending.filter((friend) => !same(friend.username, username)),
  };
}

export function afterFavorite(
  lists: FriendsResponse,
  username: string,
  isFavorite: boolean,
): FriendsResponse {
  return {
    ...lists,
    approved: lists.approved.map((friend) =>
      same(friend.username, username) ? { ...friend, isFavorite } : friend,
    ),
  };
}

/** The chat button's badge: requests received and not answered yet. */
export function incomingCount(lists: FriendsResponse | undefined): number {
  return lists?.pending.filter((friend) => friend.incoming).length ?? 0;
}
