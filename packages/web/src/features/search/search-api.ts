import { gameItemsResponseSchema, gameListResponseSchema } from '@ante/core';
import { api } from '../../lib/api';

export const searchKeys = {
  results: (term: string) => ['games', 'search', term] as const,
  popular: () => ['games', 'popular'] as const,
};

/** How many popular games the empty Spotlight suggests. */
export const POPULAR_LIMIT = 6;

export function fetchGameSearch(term: string) {
  return api.get(`/casino/games/search?query=${encodeURIComponent(term)}`, gameItemsResponseSchema);
}

export async function fetchPopularGames() {
  const { items } = await api.get(`/casino/games?limit=${POPULAR_LIMIT}`, gameListResponseSchema);
  return items;
}
