import type { HelpSearchResponse } from '@ante/core';
import type { HelpLibrary } from './help-library';

/** GET /help/search?q=: the articles that match, best first (help-search.ts ranks them). */
export function searchHelp(library: HelpLibrary, query: string): HelpSearchResponse {
  return { results: library.search(query) };
}
