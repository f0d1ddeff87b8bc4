import type { Game } from '@ante/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSiteConfig } from '../../lib/site-config';
import { fetchGameSearch, fetchPopularGames, searchKeys } from './search-api';
import { resolveSearch, SEARCH_DEBOUNCE_MS, searchGames } from './search-query';

export type SpotlightView =
  /** Nothing typed: no search, quick links to the categories and popular games instead. */
  | { kind: 'suggestions'; popular: Game[]; popularLoading: boolean }
  /** A first search is under way and there is nothing older to show yet. */
  | { kind: 'loading' }
  | { kind: 'results'; games: Game[] }
  | { kind: 'empty'; term: string }
  | { kind: 'error' };

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/**
 * What the Spotlight shows for the typed text: results once typing pauses (older
 * results stay up meanwhile, with `busy` set), or the quick links when blank.
 */
export function useSpotlightSearch(typed: string) {
  const [debounced] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const { term, settling } = resolveSearch(typed, debounced);

  const results = useQuery({
    queryKey: searchKeys.results(term ?? ''),
    queryFn: () => searchGames(term ?? '', fetchGameSearch),
    enabled: term !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const popular = useQuery({
    queryKey: searchKeys.popular(),
    queryFn: fetchPopularGames,
    staleTime: FIVE_MINUTES_MS,
  });
  const siteConfig = useSiteConfig();

  const busy = settling || (term !== null && results.isFetching);
  const imageHost = siteConfig.data?.imageHost ?? null;
  return { view: viewFor(), busy, imageHost };

  function viewFor(): SpotlightView {
    if (term === null) {
      if (settling) return { kind: 'loading' };
      return { kind: 'suggestions', popular: popular.data ?? [], popularLoading: popular.isPending };
    }
    if (results.data === undefined) return results.isError ? { kind: 'error' } : { kind: 'loading' };
    // An empty list for an older term would name the wrong query; wait for the typed one.
    if (results.data.length === 0) {
      return results.isPlaceholderData || settling ? { kind: 'loading' } : { kind: 'empty', term };
    }
    return { kind: 'results', games: results.data };
  }
}
