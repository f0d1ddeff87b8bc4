import { adminApi, PLAYER_ROLE, type StaffMe } from '@ante/core';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';

/** Who is looking at the back office: still being found out, a visitor, a player, or staff. */
export type StaffAccess =
  | { kind: 'checking' }
  | { kind: 'visitor' }
  | { kind: 'player' }
  | { kind: 'failed'; error: unknown; retry: () => void }
  | { kind: 'staff'; me: StaffMe };

export const staffMeKey = (userId: string) => ['back-office', userId, 'me'] as const;

/**
 * The signed-in account's standing in the back office. A player is told so without a
 * call (their role is on the account); staff get their permissions from the server,
 * which is the only judge of them, keyed by account so signing in as someone else
 * never shows the last member's sections.
 */
export function useStaffAccess(): StaffAccess {
  const { user, isPending } = useCurrentUser();
  const isStaff = user !== null && user.role !== PLAYER_ROLE;
  const me = useQuery({
    queryKey: staffMeKey(user?.userId ?? ''),
    queryFn: () => api.call(adminApi.me),
    enabled: isStaff,
  });
  if (isPending) return { kind: 'checking' };
  if (!user) return { kind: 'visitor' };
  if (!isStaff) return { kind: 'player' };
  if (me.data) return { kind: 'staff', me: me.data };
  if (me.isError) {
    // A role taken away since the page loaded: the server answers 403, and the account is a player's.
    const status = isApiError(me.error) ? me.error.status : 0;
    if (status === 403) return { kind: 'player' };
    if (status === 401) return { kind: 'visitor' };
    return { kind: 'failed', error: me.error, retry: () => void me.refetch() };
  }
  return { kind: 'checking' };
}
