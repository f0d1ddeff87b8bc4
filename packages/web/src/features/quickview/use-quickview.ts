import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../lib/api';
import { useCurrentUser } from '../../lib/current-user';
import { fetchChatMutes, fetchQuickview, quickviewKeys } from './quickview-api';

/** A card changes slowly (a few bets a minute at most): reopening it within this reuses the answer. */
const CARD_STALE_MS = 30_000;

/** A player's card; `notFound` once the server says there is no such player. */
export function useQuickview(player: string | null) {
  const query = useQuery({
    queryKey: quickviewKeys.card(player ?? ''),
    queryFn: () => fetchQuickview(player ?? ''),
    enabled: player !== null,
    staleTime: CARD_STALE_MS,
    // A 400 (a name no player can have) and a 404 are both "no such player"; asking again will not change that.
    retry: (failures, error) => !isApiError(error) || (error.status >= 500 && failures < 2),
  });
  const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  return { card: query.data ?? null, isPending: query.isPending, notFound, isError: query.isError };
}

/** Support and admin: the staff who may mute, and read a player's earlier mutes. */
export function useIsStaff(): boolean {
  const { user } = useCurrentUser();
  return user?.role === 'support' || user?.role === 'admin';
}

/** A player's earlier mutes, newest first; staff only (idle for everyone else). */
export function useChatMutes(username: string | null) {
  const { user } = useCurrentUser();
  const isStaff = useIsStaff();
  return useQuery({
    queryKey: quickviewKeys.mutes(user?.userId ?? '', username ?? ''),
    queryFn: async () => {
      const { mutes } = await fetchChatMutes(username ?? '');
      return [...mutes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    enabled: isStaff && username !== null,
  });
}
