import { type Atoms, jackpotApi } from '@ante/core';
import { useReducedMotion } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api, isApiError } from '../../lib/api';
import { useSocketManager } from '../../lib/realtime/realtime-context';
import { GLOBAL_POT_POLL_MS, GLOBAL_POT_STALE_MS } from '../../lib/timing';
import { easeOutCubic, interpolateAtoms, type PotValue, readPot } from './global-pot';

const potKey = ['jackpot', 'current'] as const;

/**
 * The current global pot, or null when there is none to show. The endpoint may not
 * exist yet (404) and the pot is decoration, so a failed read keeps whatever is shown
 * (the last value, or nothing) instead of raising an error toast or retrying.
 */
export function useGlobalPot(): PotValue | null {
  const manager = useSocketManager();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: potKey,
    queryFn: async (): Promise<PotValue | null> => {
      try {
        return readPot(await api.call(jackpotApi.current));
      } catch (error) {
        if (!isApiError(error)) throw error;
        return queryClient.getQueryData<PotValue | null>(potKey) ?? null;
      }
    },
    staleTime: GLOBAL_POT_STALE_MS,
    // Nothing to refresh until a pot has been seen, from the endpoint or the socket.
    refetchInterval: (current) => (current.state.data ? GLOBAL_POT_POLL_MS : false),
  });

  // The jackpot feed is always subscribed (docs/product.md#how-things-change); its events carry the new amount.
  useEffect(
    () =>
      manager.on('jackpot', (payload) => {
        const next = readPot(payload);
        if (!next) return;
        queryClient.setQueryData<PotValue | null>(potKey, (previous) => ({
          atoms: next.atoms,
          currency: next.currency ?? previous?.currency ?? null,
        }));
      }),
    [manager, queryClient],
  );

  return query.data ?? null;
}

/**
 * Counts up (or down) to `target` from the shown value on each change. The first
 * value is shown at once, so a page load or a newly mounted counter never shows less
 * than the amount there is; `fromZero` counts the first value up from zero instead,
 * for a reveal such as a win. Reduced motion shows every value at once.
 */
export function useCountUp(
  target: Atoms | null,
  durationMs: number,
  { fromZero = false }: { fromZero?: boolean } = {},
): { value: Atoms | null; counting: boolean } {
  const reduceMotion = useReducedMotion();
  const [shown, setShown] = useState<Atoms | null>(null);
  const [counting, setCounting] = useState(false);
  const shownRef = useRef<Atoms | null>(null);

  useEffect(() => {
    if (target === null) return;
    const from = shownRef.current ?? (fromZero ? 0n : target);
    if (reduceMotion || from === target) {
      shownRef.current = target;
      setShown(target);
      return;
    }
    let frame = 0;
    const startedAt = performance.now();
    setCounting(true);
    const tick = (now: number) => {
      const progress = Math.min(1, (now - startedAt) / durationMs);
      const value = interpolateAtoms(from, target, easeOutCubic(progress));
      shownRef.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(tick);
      else setCounting(false);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      setCounting(false);
    };
  }, [target, reduceMotion, durationMs, fromZero]);

  return { value: target === null ? null : shown, counting };
}
