import { activeRoundResponseSchema, betResponseSchema, type PlaceBetRequest } from '@ante/core';
import { api } from '../../lib/api';

/** The open multi-step round, keyed by player so another player on this tab never sees it. */
export const playKeys = {
  active: (userId: string, slug: string) => ['play', userId, slug, 'active'] as const,
};

function gamePath(slug: string, action: string): string {
  return `/play/${encodeURIComponent(slug)}/${action}`;
}

export function placeBet(slug: string, body: PlaceBetRequest) {
  return api.postOnce(gamePath(slug, 'bet'), body, betResponseSchema);
}

export function playStep(slug: string, roundId: string, action: Record<string, unknown>) {
  return api.postOnce(gamePath(slug, 'next'), { ...action, roundId }, betResponseSchema);
}

export function cashoutRound(slug: string, roundId: string) {
  return api.postOnce(gamePath(slug, 'cashout'), { roundId }, betResponseSchema);
}

export async function fetchActiveRound(slug: string) {
  const { round } = await api.get(gamePath(slug, 'active'), activeRoundResponseSchema);
  return round;
}
