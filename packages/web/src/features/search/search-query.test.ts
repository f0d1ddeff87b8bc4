import type { Game } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { moveHighlight, resolveSearch, searchGames, searchTerm } from './search-query';

describe('search query', () => {
  it('treats blank and whitespace-only text as nothing to search', () => {
    expect(searchTerm('')).toBeNull();
    expect(searchTerm('   \t')).toBeNull();
    expect(searchTerm('  pl ')).toBe('pl');
    expect(searchTerm('x'.repeat(150))).toHaveLength(100);
  });

  it('searches only once typing has paused, and shows the quick links at once when cleared', () => {
    expect(resolveSearch('pl', '')).toEqual({ term: null, settling: true });
    expect(resolveSearch('pli', 'pl')).toEqual({ term: 'pl', settling: true });
    expect(resolveSearch('pli', 'pli')).toEqual({ term: 'pli', settling: false });
    expect(resolveSearch('', 'plinko')).toEqual({ term: null, settling: false });
    expect(resolveSearch('  ', '')).toEqual({ term: null, settling: false });
    // Trailing spaces do not count as a change worth waiting for.
    expect(resolveSearch('pl ', 'pl')).toEqual({ term: 'pl', settling: false });
  });

  it('makes no server call for an empty query and returns no items (docs/product.md#input-rules)', async () => {
    const sent: string[] = [];
    const fetchResults = async (term: string) => {
      sent.push(term);
      return { items: [{ slug: 'plinko' } as Game] };
    };
    expect(await searchGames('   ', fetchResults)).toEqual([]);
    expect(sent).toEqual([]);
    expect(await searchGames(' plin ', fetchResults)).toHaveLength(1);
    expect(sent).toEqual(['plin']);
  });

  it('moves the highlight through the options, wrapping at both ends', () => {
    expect(moveHighlight(-1, 1, 3)).toBe(0);
    expect(moveHighlight(-1, -1, 3)).toBe(2);
    expect(moveHighlight(2, 1, 3)).toBe(0);
    expect(moveHighlight(0, -1, 3)).toBe(2);
    expect(moveHighlight(1, 1, 3)).toBe(2);
    expect(moveHighlight(5, 1, 3)).toBe(0);
    expect(moveHighlight(0, 1, 0)).toBe(-1);
  });
});
