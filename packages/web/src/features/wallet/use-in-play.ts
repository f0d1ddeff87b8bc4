import { useMatch } from 'react-router';

/** `/games/recent`, `/games/favorite` and `/games/provider` are lists; any other `/games/{slug}` is a game being played. */
const LIST_PAGES = new Set(['recent', 'favorite', 'provider']);

/** On an in-play game page (docs/product.md#balance-dropdown) the header balance reads 'In Play'. */
export function useIsInPlay(): boolean {
  const match = useMatch('/games/:slug');
  return match !== null && !LIST_PAGES.has(match.params.slug ?? '');
}
