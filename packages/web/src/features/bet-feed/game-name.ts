/**
 * Slugs that run words together, with the names players know. Feed items carry only
 * the slug, and splitting "takethecrown" needs a dictionary the browser does not have.
 */
const KNOWN_NAMES: Record<string, string> = {
  topdollar: 'Top Dollar',
  takethecrown: 'Take the Crown',
};

/** A game's display name from its slug: "topdollar" -> "Top Dollar", "sweet-bonanza" -> "Sweet Bonanza". */
export function gameNameFromSlug(slug: string): string {
  const known = KNOWN_NAMES[slug.toLowerCase()];
  if (known) return known;
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
