import { useQuery } from '@tanstack/react-query';
import { fetchSupportStatus, supportKeys } from '../../lib/support/support-api';
import { useSupportFeed, useSupportWho } from './use-support-feed';

/** Staff replies the player has not read: the badge on Support. */
export function useSupportUnread(): number {
  const { who, ready } = useSupportWho();
  const status = useQuery({
    queryKey: supportKeys.status(who),
    queryFn: fetchSupportStatus,
    enabled: ready,
    staleTime: 60_000,
  });
  useSupportFeed(status.data?.hasConversation ?? false);
  return status.data?.unread ?? 0;
}
