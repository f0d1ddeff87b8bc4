import type { FavoriteResponse, Game } from '@ante/core';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { type FavoriteToggle, favoriteToggleOptions, isFavorite, withFavorite } from './favorite-toggle';

/**
 * Real QueryClient and mutation machinery; the one stand-in is the call to the
 * server, a function answering as the favourite route does (its own tests cover it).
 */
function game(slug: string): Game {
  return {
    slug,
    name: slug[0]?.toUpperCase() + slug.slice(1),
    category: 'originals',
    categories: ['originals'],
    provider: 'Ante Originals',
    providerSlug: 'ante-originals',
    thumbnail: `/img/games/${slug}.svg`,
    tags: [],
    description: '',
    rtp: '99',
    minBetUsd: '0',
    maxBetUsd: '10000',
    releasedAt: '2026-01-05',
    popularity: 1,
    original: true,
    launchable: false,
  };
}

const dice = game('dice');
const mines = game('mines');
const keno = game('keno');
const slugs = (games: Game[] | undefined) => games?.map((entry) => entry.slug);

describe('withFavorite', () => {
  it('puts a new favourite first, as the server orders them', () => {
    expect(slugs(withFavorite([dice, mines], keno, true))).toEqual(['keno', 'dice', 'mines']);
  });

  it('does not list a game twice when it is starred again', () => {
    expect(slugs(withFavorite([dice, mines], mines, true))).toEqual(['mines', 'dice']);
  });

  it('drops an unstarred game and leaves the rest in order', () => {
    expect(slugs(withFavorite([keno, dice, mines], dice, false))).toEqual(['keno', 'mines']);
  });

  it('leaves a list that was never loaded unloaded', () => {
    expect(withFavorite(undefined, dice, true)).toBeUndefined();
  });

  it('reads membership by slug', () => {
    expect(isFavorite([dice], 'dice')).toBe(true);
    expect(isFavorite([dice], 'mines')).toBe(false);
    expect(isFavorite(undefined, 'dice')).toBe(false);
  });
});

describe('favoriteToggleOptions', () => {
  const key = ['games', 'player', 'u1', 'favorites'];

  function setUp(initial: Game[]) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(key, initial);
    return client;
  }

  function toggle(
    client: QueryClient,
    send: (slug: string, favorite: boolean) => Promise<FavoriteResponse>,
    variables: FavoriteToggle,
  ) {
    const observer = new MutationObserver(client, favoriteToggleOptions(client, key, send));
    return observer.mutate(variables);
  }

  it('shows the change before the server answers', async () => {
    const client = setUp([dice]);
    let seenBySend: string[] | undefined;
    const send = async (slug: string, favorite: boolean) => {
      seenBySend = slugs(client.getQueryData(key));
      return { slug, favorite };
    };
    await toggle(client, send, { game: mines, favorite: true });
    expect(seenBySend).toEqual(['mines', 'dice']);
  });

  it('undoes the change when the server refuses', async () => {
    const client = setUp([dice, mines]);
    const refuse = async (): Promise<FavoriteResponse> => {
      throw new ApiError(401, 'NOT_LOGGED_IN', 'You need to log in first.', true);
    };
    await expect(toggle(client, refuse, { game: dice, favorite: false })).rejects.toThrow('log in');
    expect(isFavorite(client.getQueryData(key), 'dice')).toBe(true);
  });

  it('marks the list for refetching only once the last of several quick toggles settles', async () => {
    const client = setUp([dice]);
    const answers: Array<() => void> = [];
    const send = (slug: string, favorite: boolean) =>
      new Promise<FavoriteResponse>((resolve) => answers.push(() => resolve({ slug, favorite })));
    const first = toggle(client, send, { game: keno, favorite: true });
    const second = toggle(client, send, { game: mines, favorite: true });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    expect(slugs(client.getQueryData(key))).toEqual(['mines', 'keno', 'dice']);

    answers[0]?.();
    await first;
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
    answers[1]?.();
    await second;
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
