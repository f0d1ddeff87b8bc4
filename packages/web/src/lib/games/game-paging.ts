import {
  GAME_CATEGORY_SLUGS,
  type GameCategory,
  type GameListQuery,
  type GameListResponse,
} from '@ante/core';

/** Lists page by 24: four full rows at six across, three at eight. */
export const GAME_PAGE_SIZE = 24;

/** The offset of the page after `lastPage`, or undefined once the list is complete. */
export function nextGameOffset(lastPage: GameListResponse): number | undefined {
  const next = lastPage.offset + lastPage.items.length;
  // An empty page ends the list even if `total` disagrees, so a changing catalogue cannot loop the pager.
  if (lastPage.items.length === 0 || next >= lastPage.total) return undefined;
  return next;
}

/** The catalogue list's query for one page of a filtered list; an empty filter is left out. */
export function gameListQuery(
  filter: { category?: GameCategory; provider?: string },
  offset: number,
): GameListQuery {
  return {
    limit: GAME_PAGE_SIZE,
    offset,
    ...(filter.category ? { category: filter.category } : {}),
    ...(filter.provider ? { provider: filter.provider } : {}),
  };
}

/** A route parameter read as a category slug; anything else is null (the page says it does not exist). */
export function toGameCategory(value: string | undefined): GameCategory | null {
  return GAME_CATEGORY_SLUGS.find((slug) => slug === value) ?? null;
}

export function formatGameCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'game' : 'games'}`;
}
