import type { HelpSearchResult } from '@ante/core';
import MiniSearch from 'minisearch';

/** What the index needs of an article. */
export interface SearchableArticle {
  slug: string;
  title: string;
  category: string;
  summary: string;
  keywords: readonly string[];
  text: string;
}

/** Results a search answers at most: a list a player scans, not a catalogue. */
const MAX_RESULTS = 10;
/** Characters of context before and after the first word found. */
const SNIPPET_BEFORE = 60;
const SNIPPET_AFTER = 140;

/**
 * Folds a word for matching: lower case, accents removed (`Crédit` finds `credit`),
 * compatibility forms unified (NFKD).
 */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The text folded character by character, with where each folded character came from,
 * so a match found in the folded text can be cut from the original.
 */
function foldWithOrigins(text: string): { folded: string; origins: number[] } {
  let folded = '';
  const origins: number[] = [];
  let index = 0;
  for (const char of text) {
    const piece = foldText(char);
    folded += piece;
    for (let i = 0; i < piece.length; i += 1) origins.push(index);
    index += char.length;
  }
  return { folded, origins };
}

/** Up to SNIPPET_BEFORE + SNIPPET_AFTER characters around the first word-start of a term, cut at spaces. */
function snippetOf(article: SearchableArticle, terms: readonly string[]): string {
  // Each block (a heading, a paragraph, an item) ends as a sentence, so blocks do not run together.
  const text = article.text
    .split('\n')
    .map((block) => (/[.!?:…]$/.test(block) ? block : `${block}.`))
    .join(' ')
    .replace(/\s+/g, ' ');
  const { folded, origins } = foldWithOrigins(text);
  let found = -1;
  for (const term of terms) {
    const match = new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(term)}`, 'u').exec(folded);
    if (!match) continue;
    const at = match.index + (match[0].length - term.length);
    if (found === -1 || at < found) found = at;
  }
  if (found === -1) return article.summary;
  const origin = origins[found] ?? 0;
  let start = Math.max(0, origin - SNIPPET_BEFORE);
  let end = Math.min(text.length, origin + SNIPPET_AFTER);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > origin ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A full-text index over the articles (MiniSearch, in memory, built once at start). A
 * word found in the title weighs most, then the keywords, then the text; every word of
 * the search must be found (the last as the start of a word, so results follow the
 * typing), and a long word forgives a typo.
 */
export function buildHelpSearch(articles: readonly SearchableArticle[]) {
  const bySlug = new Map(articles.map((article) => [article.slug, article]));
  const index = new MiniSearch<SearchableArticle>({
    idField: 'slug',
    fields: ['title', 'keywords', 'text'],
    extractField: (article, field) => {
      const value = article[field as keyof SearchableArticle];
      return Array.isArray(value) ? value.join(' ') : String(value);
    },
    processTerm: (term) => foldText(term),
    searchOptions: {
      boost: { title: 4, keywords: 2, text: 1 },
      combineWith: 'AND',
      prefix: true,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    },
  });
  index.addAll([...articles]);

  return function search(query: string): HelpSearchResult[] {
    return index
      .search(query)
      .slice(0, MAX_RESULTS)
      .flatMap((result) => {
        const article = bySlug.get(String(result.id));
        if (!article) return [];
        return [
          {
            slug: article.slug,
            title: article.title,
            category: article.category,
            snippet: snippetOf(article, result.terms),
          },
        ];
      });
  };
}
