import { type JackpotCurrent, type JackpotEvent, type JackpotHistoryResponse, jackpotApi } from '@ante/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { GLOBAL_POT_STALE_MS } from '../../lib/timing';

export const jackpotKeys = {
  terms: ['jackpot', 'terms'] as const,
  history: ['jackpot', 'history'] as const,
};

/** The pot with the operator's terms (GET /feeds/jackpot/current), for the Global Pot page. */
export function useJackpotTerms() {
  return useQuery({
    queryKey: jackpotKeys.terms,
    queryFn: (): Promise<JackpotCurrent> => api.call(jackpotApi.current),
    staleTime: GLOBAL_POT_STALE_MS,
  });
}

export const HISTORY_SIZE = 20;

/** The latest wins, newest first; a new win on the socket refetches it. */
export function useJackpotHistory() {
  return useQuery({
    queryKey: jackpotKeys.history,
    queryFn: (): Promise<JackpotHistoryResponse> =>
      api.call(jackpotApi.history, { query: { limit: HISTORY_SIZE } }),
  });
}

/**
 * A jackpot event that announces a win (what was won), or null: on the public feed,
 * where a private winner has no id, or on the winner's own `jackpot_won` feed.
 */
export function readWin(event: JackpotEvent) {
  if (!event.winFiatAmount) return null;
  return { ...event, winFiatAmount: event.winFiatAmount };
}
