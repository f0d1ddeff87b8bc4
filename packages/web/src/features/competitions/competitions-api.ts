import { competitionsApi } from '@ante/core';
import { api } from '../../lib/api';

/** The own standing is keyed by user, so another player signing in on this tab never sees it. */
export const competitionsKeys = {
  list: () => ['competitions', 'list'] as const,
  leaderboard: (id: string, startAt: number) => ['competitions', id, 'leaderboard', startAt] as const,
  mine: (id: string, userId: string) => ['competitions', id, 'me', userId] as const,
};

export function fetchCompetitions() {
  return api.call(competitionsApi.list);
}

export function fetchLeaderboard(id: string, startAt: number) {
  return api.call(competitionsApi.leaderboard, { params: { id }, query: { startAt } });
}

export function fetchMyStanding(id: string) {
  return api.call(competitionsApi.myStanding, { params: { id } });
}
