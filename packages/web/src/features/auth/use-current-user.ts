import type { User } from '@ante/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { currentUserQueryKey, fetchCurrentUser } from './auth-api';

/**
 * The signed-in player. `user` is null while logged out and while the first check
 * is in flight; `isPending` tells the two apart so the header does not flash the
 * Login buttons at a player who is already signed in.
 */
export function useCurrentUser() {
  const query = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: fetchCurrentUser,
    // The user only changes through our own calls (login, logout, hourly refresh).
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { user: query.data ?? null, isPending: query.isPending };
}

export function useSetCurrentUser(): (user: User | null) => void {
  const queryClient = useQueryClient();
  return useCallback((user) => queryClient.setQueryData(currentUserQueryKey, user), [queryClient]);
}
