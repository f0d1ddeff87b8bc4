import { type adjustmentRequestSchema, backOfficeApi, type StaffPlayLimitRequest } from '@ante/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

/** Players found per page of a search. */
export const PLAYERS_PAGE = 50;

const playerKey = (id: string) => ['back-office', 'player', id] as const;

/** Players matching what staff typed: a name's start, an e-mail, an id, an address or an IP. */
export function usePlayerSearch(q: string, offset = 0, sort?: string) {
  return useQuery({
    queryKey: ['back-office', 'players', q, offset, sort],
    queryFn: () =>
      api.call(backOfficeApi.searchPlayers, {
        query: { q, offset, limit: PLAYERS_PAGE, ...(sort ? { sort } : {}) },
      }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

export function usePlayer(id: string) {
  return useQuery({
    queryKey: playerKey(id),
    queryFn: () => api.call(backOfficeApi.player, { params: { id } }),
  });
}

/** After an action the player's page and the audit log are read again, so they show what is true now. */
function useRefreshPlayer(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: playerKey(id) }),
      queryClient.invalidateQueries({ queryKey: ['back-office', 'audit'] }),
    ]);
}

export function useLockPlayer(id: string) {
  const refresh = useRefreshPlayer(id);
  return useMutation({
    mutationFn: (reason: string) => api.call(backOfficeApi.lockPlayer, { params: { id }, body: { reason } }),
    onSettled: refresh,
  });
}

export function useUnlockPlayer(id: string) {
  const refresh = useRefreshPlayer(id);
  return useMutation({
    mutationFn: () => api.call(backOfficeApi.unlockPlayer, { params: { id }, body: {} }),
    onSettled: refresh,
  });
}

export function useLogoutPlayer(id: string) {
  const refresh = useRefreshPlayer(id);
  return useMutation({
    mutationFn: () => api.call(backOfficeApi.logoutPlayer, { params: { id }, body: {} }),
    onSettled: refresh,
  });
}

export function useAddNote(id: string) {
  const refresh = useRefreshPlayer(id);
  return useMutation({
    mutationFn: (body: { body: string }) => api.call(backOfficeApi.addNote, { params: { id }, body }),
    onSettled: refresh,
  });
}

export function useRequestAdjustment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof adjustmentRequestSchema>) =>
      api.call(backOfficeApi.requestAdjustment, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['back-office', 'adjustments'] }),
  });
}

const limitsKey = (id: string) => ['back-office', 'player', id, 'limits'] as const;

/** The player's deposit, loss, wager and time limits, with what each has used this period. */
export function usePlayerLimits(id: string) {
  return useQuery({
    queryKey: limitsKey(id),
    queryFn: () => api.call(backOfficeApi.playerLimits, { params: { id } }),
  });
}

/** Imposes or lowers one limit; the answer is the limits as they now are, and the audit log gains the entry. */
export function useSetPlayerLimit(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffPlayLimitRequest) =>
      api.call(backOfficeApi.setPlayerLimit, { params: { id }, body }),
    onSuccess: (limits) => queryClient.setQueryData(limitsKey(id), limits),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['back-office', 'audit'] }),
  });
}
