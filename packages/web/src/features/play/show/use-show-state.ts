import type { ShowState } from '@ante/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSocketManager } from '../../../lib/realtime/realtime-context';
import { fetchShowState } from './show-api';
import { mergeShowState } from './show-merge';

export interface ShowFeed {
  state: ShowState | null;
  studioUrl: string | null;
  /** Server time minus browser time: every countdown adds it to `Date.now()`. */
  offset: number;
  isPending: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * The show as everyone sees it: the casino's latest state first, then every state the
 * public `show` feed carries. States can arrive out of order (the answer and the feed
 * cross, nodes relay at their own pace), so each one is merged: the newest round, and
 * of one round the most revealed, wins. After a reconnect the state is read again,
 * since the feed does not replay what was missed.
 */
export function useShowState(slug: string): ShowFeed {
  const manager = useSocketManager();
  const snapshot = useQuery({
    queryKey: ['show', slug],
    queryFn: () => fetchShowState(slug),
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: 1,
  });
  const [live, setLive] = useState<ShowState | null>(null);
  const { refetch } = snapshot;

  const fetched = snapshot.data?.state ?? null;
  useEffect(() => {
    if (fetched) setLive((current) => mergeShowState(current, fetched));
  }, [fetched]);

  useEffect(
    () =>
      manager.on('show', (payload) => {
        if (payload.game !== slug) return;
        setLive((current) => mergeShowState(current, payload));
      }),
    [manager, slug],
  );
  useEffect(() => manager.onConnected(() => void refetch()), [manager, refetch]);

  return {
    state: live,
    studioUrl: snapshot.data?.studioUrl ?? null,
    offset: snapshot.data?.offset ?? 0,
    isPending: snapshot.isPending,
    error: snapshot.error,
    retry: () => void refetch(),
  };
}
