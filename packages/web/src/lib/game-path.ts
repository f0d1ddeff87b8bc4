/** `/games/recent` and `/games/favorite` are lists of games, not in-play pages. */
const LIST_SLUGS = new Set(['recent', 'favorite']);

/**
 * The slug of the in-play page (`/games/{slug}`) at `pathname`, or null for
 * any other page. A trailing slash is the same page, as the router treats it.
 */
export function gameSlugOfPath(pathname: string): string | null {
  const slug = /^\/games\/([^/]+)\/?$/.exec(pathname)?.[1];
  return slug === undefined || LIST_SLUGS.has(slug) ? null : slug;
}

export function isGamePagePath(pathname: string): boolean {
  return gameSlugOfPath(pathname) !== null;
}
