import { originalGameName } from '@ante/core';

/**
 * A game's display name from its slug: an original's own name from core's table
 * ("takethecrown" -> "Take the Crown"), any other game's from its slug's words
 * ("sweet-bonanza" -> "Sweet Bonanza"). Feed items carry only the slug. The name comes
 * from core's table of names, not from the game registry, so the live bets on the first
 * page load none of the games' rules (docs/performance.md).
 */
export function gameNameFromSlug(slug: string): string {
  const original = originalGameName(slug.toLowerCase());
  if (original) return original;
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
