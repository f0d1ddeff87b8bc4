import type { FavoriteResponse, Game } from '@ante/core';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { notifyError } from '../notify';

export type FavoriteToggle = { game: Game; favorite: boolean };

const favoriteToggleKey = ['games', 'toggle-favorite'] as const;

export function isFavorite(favorites: readonly Game[] | undefined, slug: string): boolean {
  return favorites?.some((game) => game.slug === slug) ?? false;
}

/**
 * The favourites list as it will be once the server has applied the toggle: a new
 * favourite goes first (the server lists the most recently added first), a removed
 * one disappears. A list that was never loaded stays unloaded rather than being
 * replaced by a partial one; the refetch after the toggle fills it.
 */
export function withFavorite(
  favorites: readonly Game[] | undefined,
  game: Game,
  favorite: boolean,
): Game[] | undefined {
  if (favorites === undefined) return undefined;
  const others = favorites.filter((entry) => entry.slug !== game.slug);
  return favorite ? [game, ...others] : others;
}

/**
 * The favourite toggle's mutation, apart from React so it can be tested against a
 * real QueryClient. The list under `favoritesKey` changes at once (every card's heart
 * reads it). If the server refuses, only this game's change is undone rather than the
 * whole list put back, so a failed toggle cannot erase another card's toggle made
 * meanwhile. The list is refetched once the last of several quick toggles settles.
 */
export function favoriteToggleOptions(
  queryClient: QueryClient,
  favoritesKey: QueryKey,
  send: (slug: string, favorite: boolean) => Promise<FavoriteResponse>,
) {
  return {
    mutationKey: favoriteToggleKey,
    mutationFn: ({ game, favorite }: FavoriteToggle) => send(game.slug, favorite),
    onMutate: async ({ game, favorite }: FavoriteToggle) => {
      await queryClient.cancelQueries({ queryKey: favoritesKey });
      queryClient.setQueryData<Game[]>(favoritesKey, (current) => withFavorite(current, game, favorite));
    },
    onError: (error: Error, { game, favorite }: FavoriteToggle) => {
      queryClient.setQueryData<Game[]>(favoritesKey, (current) => withFavorite(current, game, !favorite));
      notifyError(error);
    },
    onSettled: async () => {
      // This mutation still counts as running while its own onSettled runs.
      if (queryClient.isMutating({ mutationKey: favoriteToggleKey }) > 1) return;
      await queryClient.invalidateQueries({ queryKey: favoritesKey });
    },
  };
}
