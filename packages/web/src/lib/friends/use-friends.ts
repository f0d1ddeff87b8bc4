import type { FriendsResponse } from '@ante/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../current-user';
import { notifyError } from '../notify';
import { FRIENDS_REFETCH_MS } from '../timing';
import { addFriend, fetchFriends, friendsKeys, removeFriend, setFavorite } from './friends-api';
import { afterAdd, afterFavorite, afterRemove } from './friends-optimistic';

/** The player's friends, refetched every 30 s (docs/product.md#timing). */
export function useFriends() {
  const { user } = useCurrentUser();
  const userId = user?.userId ?? '';
  return useQuery({
    queryKey: friendsKeys.list(userId),
    queryFn: fetchFriends,
    enabled: userId !== '',
    refetchInterval: FRIENDS_REFETCH_MS,
  });
}

type Change =
  | { kind: 'add'; username: string }
  | { kind: 'remove'; username: string }
  | { kind: 'favorite'; username: string; isFavorite: boolean };

function send(change: Change): Promise<FriendsResponse> {
  if (change.kind === 'add') return addFriend(change.username);
  if (change.kind === 'remove') return removeFriend(change.username);
  return setFavorite(change.username, change.isFavorite);
}

function predict(lists: FriendsResponse, change: Change): FriendsResponse {
  if (change.kind === 'add') return afterAdd(lists, change.username);
  if (change.kind === 'remove') return afterRemove(lists, change.username);
  return afterFavorite(lists, change.username, change.isFavorite);
}

/**
 * One mutation for every friend change (docs/product.md#how-things-change): the lists change at once, the
 * server's answer replaces them, and a failure puts them back and always toasts
 * (docs/product.md#errors-the-player-sees: a failed friend change rolls the list back and always toasts).
 */
export function useFriendChange() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const key = friendsKeys.list(user?.userId ?? '');
  return useMutation({
    mutationFn: send,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FriendsResponse>(key);
      if (previous) queryClient.setQueryData(key, predict(previous, change));
      return { previous };
    },
    onSuccess: (lists) => queryClient.setQueryData(key, lists),
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notifyError(error);
    },
  });
}
