import type { Game } from '@ante/core';

/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 200;

/** The server refuses longer queries (gameSearchQuerySchema); cut rather than fail. */
const MAX_QUERY_LENGTH = 100;

/** What is worth sending for a typed query: trimmed, or null when there is nothing to search. */
export function searchTerm(typed: string): string | null {
  const term = typed.trim().slice(0, MAX_QUERY_LENGTH).trim();
  return term === '' ? null : term;
}

export type SearchState = {
  /** The term to fetch results for, or null to fetch nothing and show the quick links. */
  term: string | null;
  /** Typing has not paused yet: the shown results (if any) are for an older term. */
  settling: boolean;
};

/**
 * Combines what is typed with its debounced copy. A blank input wins at once (no
 * call, quick links straight away, docs/product.md#input-rules); anything else is searched only
 * once it has held still for the debounce delay.
 */
export function resolveSearch(typed: string, debounced: string): SearchState {
  const now = searchTerm(typed);
  if (now === null) return { term: null, settling: false };
  const settled = searchTerm(debounced);
  return { term: settled, settling: settled !== now };
}

/** An empty query (docs/product.md#input-rules) finds nothing and makes no server call. */
export async function searchGames(
  typed: string,
  fetchResults: (term: string) => Promise<{ items: Game[] }>,
): Promise<Game[]> {
  const term = searchTerm(typed);
  if (term === null) return [];
  const { items } = await fetchResults(term);
  return items;
}

/** Moves a highlight through `count` options, wrapping at both ends; -1 means none. */
export function moveHighlight(current: number, delta: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return delta === 1 ? 0 : count - 1;
  return (current + delta + count) % count;
}
