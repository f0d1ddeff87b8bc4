import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../../lib/current-user';
import { accountKeys, fetchSecurityEvents } from './account-api';

function useSecurityEventsKey() {
  const { user } = useCurrentUser();
  return { key: accountKeys.securityEvents(user?.userId ?? ''), enabled: user !== null };
}

/** The player's newest security events, newest first (Recent activity). */
export function useSecurityEvents() {
  const { key, enabled } = useSecurityEventsKey();
  return useQuery({ queryKey: key, queryFn: fetchSecurityEvents, enabled });
}

/** After a change the server records (password, e-mail), the list should show it. */
export function useRefreshSecurityEvents() {
  const queryClient = useQueryClient();
  const { key } = useSecurityEventsKey();
  return () => queryClient.invalidateQueries({ queryKey: key });
}
