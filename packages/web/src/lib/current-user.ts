import { authApi, type User } from '@ante/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from './api';

export const currentUserQueryKey = ['user', 'me'] as const;

/**
 * The signed-in player, or null when logged out. Asked of the call that answers a
 * visitor with 200 and null, so a logged-out page load logs no failed request.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  const { user } = await api.call(authApi.current);
  return user;
}

export function logoutUser() {
  return api.call(authApi.logout);
}

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
