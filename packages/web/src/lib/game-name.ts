import { originalGame } from '@ante/core';

/**
 * A game's display name from its slug: an original's own name from core's registry
 * ("takethecrown" -> "Take the Crown"), any other game's from its slug's words
 * ("sweet-bonanza" -> "Sweet Bonanza"). Feed items carry only the slug.
 */
export function gameNameFromSlug(slug: string): string {
  const original = originalGame(slug.toLowerCase());
  if (original) return original.name;
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
