import { HELP_SEARCH_MAX_LENGTH } from '@ante/core';
import { useDebouncedValue } from '@mantine/hooks';

/** Typing pauses this long before a search is sent, so a word is one call rather than one per key. */
export const HELP_SEARCH_DEBOUNCE_MS = 250;

/**
 * The search to run for what the player typed: trimmed, cut to what the server takes,
 * control characters dropped (a pasted tab or line break), and only once typing
 * pauses. `settling` is true while the typed text and the search differ.
 */
export function useHelpQuery(typed: string): { query: string; settling: boolean } {
  const cleaned = cleanHelpQuery(typed);
  const [debounced] = useDebouncedValue(cleaned, HELP_SEARCH_DEBOUNCE_MS);
  return { query: debounced, settling: cleaned !== debounced };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]+/g;

export function cleanHelpQuery(typed: string): string {
  return typed.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, HELP_SEARCH_MAX_LENGTH).trim();
}
