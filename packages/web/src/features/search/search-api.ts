import { catalogueApi } from '@ante/core';
import { api } from '../../lib/api';

export const searchKeys = {
  results: (term: string) => ['games', 'search', term] as const,
  popular: () => ['games', 'popular'] as const,
};

/** How many popular games the empty Spotlight suggests. */
export const POPULAR_LIMIT = 6;

export function fetchGameSearch(term: string) {
  return api.call(catalogueApi.search, { query: { query: term } });
}

export async function fetchPopularGames() {
  const { items } = await api.call(catalogueApi.games, { query: { limit: POPULAR_LIMIT } });
  return items;
}
