import { helpApi } from '@ante/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Articles change only with a restart of the server, so what was read stays good for a while. */
const HELP_STALE_MS = 10 * 60_000;

export const helpKeys = {
  index: () => ['help', 'index'] as const,
  article: (slug: string) => ['help', 'article', slug] as const,
  search: (query: string) => ['help', 'search', query] as const,
};

export function useHelpIndex() {
  return useQuery({
    queryKey: helpKeys.index(),
    queryFn: () => api.call(helpApi.index),
    staleTime: HELP_STALE_MS,
  });
}

export function useHelpArticle(slug: string) {
  return useQuery({
    queryKey: helpKeys.article(slug),
    queryFn: () => api.call(helpApi.article, { params: { slug } }),
    staleTime: HELP_STALE_MS,
  });
}

/** The results for `query`; none is asked for while it is blank. Older results stay up while the next load. */
export function useHelpSearch(query: string) {
  return useQuery({
    queryKey: helpKeys.search(query),
    queryFn: () => api.call(helpApi.search, { query: { q: query } }),
    enabled: query !== '',
    placeholderData: keepPreviousData,
    staleTime: HELP_STALE_MS,
  });
}
