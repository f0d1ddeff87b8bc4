import { type RealityCheck, type RealityCheckMinutes, realityCheckApi } from '@ante/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useCurrentUser } from '../../lib/current-user';

function useRealityCheckKey() {
  const { user } = useCurrentUser();
  return { key: ['user', user?.userId ?? '', 'reality-check'] as const, enabled: user !== null };
}

/** The player's interval (null: off), read when they are signed in. */
export function useRealityCheckSetting() {
  const { key, enabled } = useRealityCheckKey();
  return useQuery({ queryKey: key, queryFn: () => api.call(realityCheckApi.get), enabled });
}

export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  const { key } = useRealityCheckKey();
  return useMutation({
    mutationFn: (minutes: RealityCheckMinutes | null) => api.call(realityCheckApi.set, { body: { minutes } }),
    onSuccess: (check) => queryClient.setQueryData(key, check),
  });
}

/** What the session has cost since `since`. */
export function fetchSessionPlay(since: Date): Promise<RealityCheck> {
  return api.call(realityCheckApi.get, { query: { since: since.toISOString() } });
}

const SESSION_KEY = 'ante.play-session';

/**
 * When this browser tab's play session began for the player: kept in sessionStorage, so
 * a reload goes on counting and a new tab, or another player signing in, starts afresh.
 */
export function sessionStart(userId: string, now = Date.now()): number {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(SESSION_KEY) ?? 'null') as {
      userId?: string;
      startedAt?: number;
    } | null;
    if (stored?.userId === userId && typeof stored.startedAt === 'number' && stored.startedAt <= now) {
      return stored.startedAt;
    }
    window.sessionStorage.setItem(SESSION_KEY, JSON.stringify({ userId, startedAt: now }));
  } catch {
    // Storage refused (private mode): the session starts with the page.
  }
  return now;
}

/** The next moment a check is due: the first whole interval from the start still ahead. */
export function nextCheckAt(startedAt: number, minutes: number, now: number): number {
  const every = minutes * 60_000;
  return startedAt + (Math.floor((now - startedAt) / every) + 1) * every;
}
