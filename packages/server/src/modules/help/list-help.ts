import type { HelpIndex } from '@ante/core';
import type { HelpLibrary } from './help-library';

/** GET /help: the categories in order, each with its articles' titles and summaries. */
export function listHelp(library: HelpLibrary): HelpIndex {
  return { categories: [...library.categories] };
}
