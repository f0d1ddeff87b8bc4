import { backOfficeApi, type ChatMuteRequest, chatApi } from '@ante/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const mutesKey = (username: string) => ['back-office', 'chat-mutes', username.toLowerCase()] as const;

/** A player's mutes, newest first; nothing is asked until a username is given. */
export function useMutes(username: string | null) {
  return useQuery({
    queryKey: mutesKey(username ?? ''),
    queryFn: () => api.call(chatApi.mutes, { query: { username: username ?? '' } }),
    enabled: username !== null,
  });
}

export function useMute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatMuteRequest) => api.call(chatApi.mute, { body }),
    onSuccess: (mute) => queryClient.invalidateQueries({ queryKey: mutesKey(mute.username) }),
  });
}

export const MESSAGES_PAGE_SIZE = 25;
const messagesKey = ['back-office', 'chat-messages'] as const;

/** What the recent messages are narrowed to; a missing field is every room or every player. */
export type MessagesFilter = { region?: string; username?: string };

/** A page of recent messages, newest first, removed ones included. */
export function useChatMessages(filter: MessagesFilter, offset: number) {
  return useQuery({
    queryKey: [...messagesKey, filter.region ?? '', filter.username?.toLowerCase() ?? '', offset],
    queryFn: () =>
      api.call(backOfficeApi.chatMessages, { query: { ...filter, offset, limit: MESSAGES_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** Removes one message (audited by the server); the list is read again to show it marked. */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(chatApi.deleteMessage, { body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}
