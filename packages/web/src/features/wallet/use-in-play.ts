import { useMatch } from 'react-router';

/** `/games/recent`, `/games/favorite` and `/games/provider` are lists; any other `/games/{slug}` is a game being played. */
const LIST_PAGES = new Set(['recent', 'favorite', 'provider']);

/** Spec section 2: on an in-play game page the header balance reads 'In Play'. */
export function useIsInPlay(): boolean {
  const match = useMatch('/games/:slug');
  return match !== null && !LIST_PAGES.has(match.params.slug ?? '');
}
