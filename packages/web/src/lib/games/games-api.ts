import { catalogueApi, type GameCategory } from '@ante/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { useCurrentUser } from '../current-user';
import { favoriteToggleOptions } from './favorite-toggle';
import { gameListQuery, nextGameOffset } from './game-paging';

export type GameListFilter = { category?: GameCategory; provider?: string };

/**
 * Query keys. The player's lists are keyed by user id (as the wallet's are), so a
 * different player signing in on this tab never sees the previous one's favourites.
 */
export const gameKeys = {
  all: ['games'] as const,
  list: (filter: GameListFilter) => ['games', 'list', filter] as const,
  latest: () => ['games', 'latest'] as const,
  detail: (slug: string) => ['games', 'detail', slug] as const,
  similar: (slug: string) => ['games', 'similar', slug] as const,
  stats: (slug: string) => ['games', 'stats', slug] as const,
  providers: () => ['games', 'providers'] as const,
  favorites: (userId: string) => ['games', 'player', userId, 'favorites'] as const,
  recent: (userId: string) => ['games', 'player', userId, 'recent'] as const,
  /** Shared with the Spotlight's own site-config query (same key, same schema), so it is fetched once. */
  siteConfig: () => ['config', 'site'] as const,
};

/** The catalogue changes only when the operator edits it, so lobby lists are reused for a while. */
const CATALOGUE_STALE_MS = 5 * 60_000;
/** Every card reads the favourites; only our own toggles change them, and those refetch. */
const FAVORITES_STALE_MS = 60_000;

export function fetchGamePage(filter: GameListFilter, offset: number) {
  return api.call(catalogueApi.games, { query: gameListQuery(filter, offset) });
}

export function fetchGame(slug: string) {
  return api.call(catalogueApi.game, { params: { slug } });
}

export function fetchGameStats(slug: string) {
  return api.call(catalogueApi.stats, { params: { slug } });
}

export async function fetchProviders() {
  const { items } = await api.call(catalogueApi.providers);
  return items;
}

export function setFavorite(slug: string, favorite: boolean) {
  return api.call(catalogueApi.setFavorite, { params: { slug }, body: { favorite } });
}

/** One filtered list (category, provider or everything), fetched a page at a time by popularity. */
export function useGameList(filter: GameListFilter) {
  return useInfiniteQuery({
    queryKey: gameKeys.list(filter),
    queryFn: ({ pageParam }) => fetchGamePage(filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextGameOffset,
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useLatestGames() {
  return useQuery({
    queryKey: gameKeys.latest(),
    queryFn: () => api.call(catalogueApi.latest).then(({ items }) => items),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useGame(slug: string) {
  return useQuery({
    queryKey: gameKeys.detail(slug),
    queryFn: () => fetchGame(slug),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useSimilarGames(slug: string) {
  return useQuery({
    queryKey: gameKeys.similar(slug),
    queryFn: () => api.call(catalogueApi.similar, { params: { slug } }).then(({ items }) => items),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useGameStats(slug: string) {
  return useQuery({ queryKey: gameKeys.stats(slug), queryFn: () => fetchGameStats(slug) });
}

export function useProviders() {
  return useQuery({ queryKey: gameKeys.providers(), queryFn: fetchProviders, staleTime: CATALOGUE_STALE_MS });
}

/** The player's favourites, most recently added first; idle while logged out (the server answers 401). */
export function useFavoriteGames() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: gameKeys.favorites(user?.userId ?? ''),
    queryFn: () => api.call(catalogueApi.favorites).then(({ items }) => items),
    enabled: user !== null,
    staleTime: FAVORITES_STALE_MS,
  });
}

/** The games of the player's latest rounds; idle while logged out. */
export function useRecentGames() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: gameKeys.recent(user?.userId ?? ''),
    queryFn: () => api.call(catalogueApi.recent).then(({ items }) => items),
    enabled: user !== null,
  });
}

/** Stars or unstars a game for the signed-in player, optimistically (see `favoriteToggleOptions`). */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  return useMutation(favoriteToggleOptions(queryClient, gameKeys.favorites(user?.userId ?? ''), setFavorite));
}
