import type { ChatMessage, User } from '@ante/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { useSocketManager } from '../../lib/realtime/realtime-context';
import { chatKeys, fetchChatHistory, sendChatMessage } from './chat-api';
import { type ChatRoomState, EMPTY_ROOM, mergeHistory, removeMessages } from './chat-room-state';
import { addOwnPending, confirmOwnMessage, dropOwnPending, receiveFeedMessage } from './own-echo';

let nextLocalKey = 1;

/**
 * One room's messages: its history, then what its feed announces, kept in the query
 * cache so switching rooms and back shows the list at once. Every time the socket
 * (re)connects, its feed is subscribed again by the socket manager and the history is
 * read again and joined by id, which fills whatever the room said while the socket was
 * down. A history that cannot be read leaves the list as it was: empty on a first
 * load (docs/product.md#errors-the-player-sees).
 */
export function useChatRoom(region: string) {
  const queryClient = useQueryClient();
  const manager = useSocketManager();
  const { user } = useCurrentUser();
  const userRef = useRef<User | null>(user);
  userRef.current = user;

  const room = useQuery({
    queryKey: chatKeys.room(region),
    queryFn: async (): Promise<ChatRoomState> => {
      let history: ChatMessage[] = [];
      try {
        history = await fetchChatHistory(region);
      } catch {
        // A room whose history cannot be read is shown empty.
      }
      const current = queryClient.getQueryData<ChatRoomState>(chatKeys.room(region)) ?? EMPTY_ROOM;
      return mergeHistory(current, history, Date.now());
    },
    // The feed keeps the list current; only a (re)connect reads history again.
    staleTime: Number.POSITIVE_INFINITY,
  });

  const update = useCallback(
    (change: (state: ChatRoomState) => ChatRoomState) =>
      queryClient.setQueryData<ChatRoomState>(chatKeys.room(region), (state) => change(state ?? EMPTY_ROOM)),
    [queryClient, region],
  );

  useEffect(() => {
    const stopFeed = manager.on(
      'chat',
      (data) => {
        if (data.type === 'removed') return update((state) => removeMessages(state, data.ids));
        const context = { userId: userRef.current?.userId ?? null, nowMs: Date.now() };
        update((state) => ({
          ...state,
          messages: receiveFeedMessage(state.messages, data.message, context),
        }));
      },
      region,
    );
    const stopConnected = manager.onConnected(() => {
      void queryClient.refetchQueries({ queryKey: chatKeys.room(region) });
    });
    return () => {
      stopFeed();
      stopConnected();
    };
  }, [manager, queryClient, region, update]);

  /**
   * Sends a message the player typed (already cleaned). It shows at once; the answer
   * confirms it, a refusal takes it away again and is thrown for the send box to show.
   */
  const send = useCallback(
    async (text: string) => {
      const me = userRef.current;
      if (!me) return;
      const key = `local-${nextLocalKey++}`;
      const nowMs = Date.now();
      const message: ChatMessage = {
        id: key,
        userId: me.userId,
        username: me.username,
        rankId: me.rankId,
        message: text,
        timestamp: new Date(nowMs).toISOString(),
        staff: me.role !== 'user',
        roundId: null,
        mentions: [],
        notice: null,
      };
      update((state) => ({ ...state, messages: addOwnPending(state.messages, { key, message, nowMs }) }));
      try {
        const stored = await sendChatMessage(region, text);
        update((state) => ({
          ...state,
          messages: confirmOwnMessage(state.messages, key, stored, Date.now()),
        }));
      } catch (error) {
        update((state) => ({ ...state, messages: dropOwnPending(state.messages, key) }));
        throw error;
      }
    },
    [region, update],
  );

  /** A message the server answered with (a rain), shown now rather than when its feed copy arrives. */
  const show = useCallback(
    (message: ChatMessage) =>
      update((state) => ({
        ...state,
        messages: receiveFeedMessage(state.messages, message, { userId: null, nowMs: Date.now() }),
      })),
    [update],
  );

  return { messages: room.data?.messages ?? [], loading: room.isPending, send, show };
}
