import { type PlaceBetRequest, playApi } from '@ante/core';
import { api } from '../../lib/api';

/** The open multi-step round, keyed by player so another player on this tab never sees it. */
export const playKeys = {
  active: (userId: string, slug: string) => ['play', userId, slug, 'active'] as const,
};

export function placeBet(slug: string, body: PlaceBetRequest) {
  return api.call(playApi.bet, { params: { slug }, body });
}

export function playStep(slug: string, roundId: string, action: Record<string, unknown>) {
  return api.call(playApi.next, { params: { slug }, body: { ...action, roundId } });
}

export function cashoutRound(slug: string, roundId: string) {
  return api.call(playApi.cashout, { params: { slug }, body: { roundId } });
}

export async function fetchActiveRound(slug: string) {
  const { round } = await api.call(playApi.active, { params: { slug } });
  return round;
}
