import type { SupportDeskEvent, SupportInboxView } from '@ante/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSocketManager } from '../../../lib/realtime/realtime-context';
import {
  closeConversation,
  fetchInbox,
  fetchThread,
  replyToConversation,
  supportKeys,
  takeConversation,
} from '../../../lib/support/support-api';
import { withMessage } from '../../../lib/support/support-thread-state';

type Thread = Awaited<ReturnType<typeof fetchThread>>;

/**
 * The staff inbox's data: one view's list, the open conversation, and the desk feed
 * (`support_desk`) that keeps both current as players write and colleagues act. An
 * event updates the open conversation in place and has the lists read again, since
 * where a conversation sits in a view depends on the whole view.
 */
export function useStaffInbox(view: SupportInboxView, selectedId: string | null) {
  const queryClient = useQueryClient();
  const manager = useSocketManager();
  const inbox = useQuery({ queryKey: supportKeys.inbox(view), queryFn: () => fetchInbox(view) });
  const thread = useQuery({
    queryKey: supportKeys.thread(selectedId ?? ''),
    queryFn: () => fetchThread(selectedId ?? ''),
    enabled: selectedId !== null,
  });

  const applyToThread = useCallback(
    (event: SupportDeskEvent) => {
      queryClient.setQueryData<Thread>(supportKeys.thread(event.conversation.id), (current) =>
        current
          ? {
              conversation: event.conversation,
              messages: event.message ? withMessage(current.messages, event.message) : current.messages,
            }
          : current,
      );
    },
    [queryClient],
  );

  useEffect(() => {
    const stopFeed = manager.on('support_desk', (event) => {
      applyToThread(event);
      void queryClient.invalidateQueries({ queryKey: supportKeys.inboxAll });
    });
    const stopConnected = manager.onConnected(() => {
      void queryClient.invalidateQueries({ queryKey: supportKeys.all });
    });
    return () => {
      stopFeed();
      stopConnected();
    };
  }, [manager, queryClient, applyToThread]);

  const act = useCallback(
    async (action: 'take' | 'close', id: string) => {
      const conversation = await (action === 'take' ? takeConversation(id) : closeConversation(id));
      applyToThread({ conversation, message: null });
      void queryClient.invalidateQueries({ queryKey: supportKeys.inboxAll });
    },
    [applyToThread, queryClient],
  );

  const reply = useCallback(
    async (id: string, text: string) => {
      const answer = await replyToConversation(id, text);
      applyToThread(answer);
      void queryClient.invalidateQueries({ queryKey: supportKeys.inboxAll });
    },
    [applyToThread, queryClient],
  );

  return {
    conversations: inbox.data?.conversations ?? [],
    inboxError: inbox.error,
    inboxLoading: inbox.isPending,
    thread: selectedId ? (thread.data ?? null) : null,
    act,
    reply,
  };
}
