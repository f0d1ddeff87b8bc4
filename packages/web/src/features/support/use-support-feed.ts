import type { SupportConversation, SupportEvent } from '@ante/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { useSocketManager } from '../../lib/realtime/realtime-context';
import { supportKeys } from '../../lib/support/support-api';
import { withMessage } from '../../lib/support/support-thread-state';

/** Who the player's side of support belongs to: the account, or this browser's visitor. */
export function useSupportWho(): { who: string; loggedIn: boolean; ready: boolean } {
  const { user, isPending } = useCurrentUser();
  return { who: user?.userId ?? 'visitor', loggedIn: user !== null, ready: !isPending };
}

/**
 * Keeps the player's conversation and badge current from the socket: a player's
 * events come on their private `support` feed, a visitor's on `support_visitor`
 * (which the server finds by the support cookie). Each event joins the cached
 * conversation and asks for the badge again; a reconnect rereads what it missed.
 */
export function useSupportFeed(visitorHasConversation: boolean): void {
  const queryClient = useQueryClient();
  const manager = useSocketManager();
  const { who, loggedIn, ready } = useSupportWho();

  useEffect(() => {
    if (!ready || (!loggedIn && !visitorHasConversation)) return;
    const handle = (event: SupportEvent) => {
      queryClient.setQueryData<SupportConversation | null>(supportKeys.conversation(who), (current) => {
        if (!current) return current;
        if (event.type === 'status') return { ...current, status: event.status };
        // Two screens may listen at once (the badge and the chat): the second copy changes nothing.
        if (current.messages.some((each) => each.id === event.message.id)) return current;
        const unread = event.message.from === 'staff' ? current.unread + 1 : 0;
        return { ...current, status: 'open', unread, messages: withMessage(current.messages, event.message) };
      });
      void queryClient.invalidateQueries({ queryKey: supportKeys.status(who) });
    };
    const stopFeed = loggedIn ? manager.on('support', handle) : manager.on('support_visitor', handle);
    const stopConnected = manager.onConnected(() => {
      void queryClient.invalidateQueries({ queryKey: supportKeys.conversation(who) });
      void queryClient.invalidateQueries({ queryKey: supportKeys.status(who) });
    });
    return () => {
      stopFeed();
      stopConnected();
    };
  }, [manager, queryClient, who, loggedIn, ready, visitorHasConversation]);
}
