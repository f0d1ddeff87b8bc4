import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../lib/current-user';
import { chatKeys, fetchChatStatus } from './chat-api';
import { msUntilUnblocked } from './chat-block-text';

/** How long the player's standing in chat is trusted before it is read again. */
const STATUS_STALE_MS = 30_000;

/**
 * The signed-in player's standing in chat (staff, muted, below the wager rule), read
 * again when a mute ends so the box opens by itself. Without an answer the box stays
 * open, and the server's refusal of a send says why instead.
 */
export function useChatStatus() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: chatKeys.status(user?.userId ?? ''),
    queryFn: fetchChatStatus,
    enabled: user !== null,
    staleTime: STATUS_STALE_MS,
    refetchInterval: (query) => msUntilUnblocked(query.state.data?.block ?? null) ?? false,
  });
}
