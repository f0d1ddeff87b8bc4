import type { Session } from '@ante/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api';
import { useCurrentUser } from '../../lib/current-user';
import { notifyError } from '../../lib/notify';
import { accountKeys, fetchSessions, revokeSession } from './account-api';
import { orderSessions, removeSession, restoreSession } from './session-list';

function useSessionsKey() {
  const { user } = useCurrentUser();
  return { key: accountKeys.sessions(user?.userId ?? ''), enabled: user !== null };
}

/** The player's signed-in devices, this one first. */
export function useSessions() {
  const { key, enabled } = useSessionsKey();
  return useQuery({ queryKey: key, queryFn: fetchSessions, enabled, select: orderSessions });
}

/**
 * Revokes another device's session. The row goes at once; if the server refuses,
 * it comes back and the player is told why (optimistic, rolled back on error, as in
 * docs/product.md#how-things-change).
 */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  const { key } = useSessionsKey();
  return useMutation({
    mutationFn: (session: Session) => revokeSession(session.id),
    onMutate: async (session) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<Session[]>(key, (sessions) => removeSession(sessions, session.id));
    },
    onError: (error, session) => {
      // A 404 means the session had already ended (signed out, expired or revoked
      // from another device): it is gone, as the player asked.
      if (isApiError(error) && error.status === 404) return;
      queryClient.setQueryData<Session[]>(key, (sessions) => restoreSession(sessions, session));
      notifyError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** After a password change the server signs out every other device; the list should show that. */
export function useRefreshSessions() {
  const queryClient = useQueryClient();
  const { key } = useSessionsKey();
  return () => queryClient.invalidateQueries({ queryKey: key });
}
