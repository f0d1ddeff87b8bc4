import { type ChatMuteRequest, chatApi } from '@ante/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function useDeleteMessage() {
  return useMutation({ mutationFn: (id: string) => api.call(chatApi.deleteMessage, { body: { id } }) });
}
