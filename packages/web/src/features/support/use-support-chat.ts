import type { SupportConversation } from '@ante/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSocketManager } from '../../lib/realtime/realtime-context';
import {
  fetchSupportConversation,
  markSupportRead,
  sendSupportMessage,
  supportKeys,
} from '../../lib/support/support-api';
import { withMessage } from '../../lib/support/support-thread-state';
import { useSupportFeed, useSupportWho } from './use-support-feed';

/**
 * The player's (or visitor's) conversation for the live chat: read once, kept current
 * by the socket, marked read while it is on screen. Sending shows the message at once
 * from the answer; a visitor's first message sets the support cookie, so the socket
 * starts over to carry it and hear the replies.
 */
export function useSupportChat() {
  const queryClient = useQueryClient();
  const manager = useSocketManager();
  const { who, loggedIn, ready } = useSupportWho();
  const key = supportKeys.conversation(who);
  const conversation = useQuery({ queryKey: key, queryFn: fetchSupportConversation, enabled: ready });
  const data = conversation.data ?? null;
  useSupportFeed(data !== null);

  const unread = data?.unread ?? 0;
  useEffect(() => {
    if (unread === 0) return;
    void markSupportRead().then(() => {
      queryClient.setQueryData<SupportConversation | null>(
        key,
        (current) => current && { ...current, unread: 0 },
      );
      queryClient.setQueryData(
        supportKeys.status(who),
        (current: { hasConversation: boolean } | undefined) =>
          current ? { ...current, unread: 0 } : current,
      );
    });
  }, [unread, queryClient, key, who]);

  const send = useCallback(
    async (text: string, email?: string) => {
      const first = !loggedIn && data === null;
      const { message } = await sendSupportMessage(text, email);
      queryClient.setQueryData<SupportConversation | null>(key, (current) =>
        current
          ? { ...current, status: 'open', messages: withMessage(current.messages, message) }
          : {
              id: message.conversationId,
              status: 'open',
              visitorEmail: email ?? null,
              unread: 0,
              messages: [message],
            },
      );
      if (first) manager.cookiesChanged();
      void queryClient.invalidateQueries({ queryKey: supportKeys.status(who) });
    },
    [loggedIn, data, queryClient, key, manager, who],
  );

  return { conversation: data, loading: !ready || conversation.isPending, loggedIn, send };
}
