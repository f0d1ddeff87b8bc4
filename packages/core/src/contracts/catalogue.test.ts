import { describe, expect, it } from 'vitest';
import { gameListQuerySchema, imageUrl, providerSlug } from './catalogue';

describe('imageUrl (docs/product.md#calls)', () => {
  it('leaves sources alone without an image host', () => {
    expect(imageUrl('/img/games/dice.svg', null, { width: 300 })).toBe('/img/games/dice.svg');
  });

  it('prefixes a path with the host and asks for format, width and quality', () => {
    expect(imageUrl('/img/games/dice.svg', 'https://images.example.com/', { width: 300 })).toBe(
      'https://images.example.com/img/games/dice.svg?format=auto&width=300&quality=75',
    );
    expect(imageUrl('img/a.png', 'https://images.example.com', { quality: 50 })).toBe(
      'https://images.example.com/img/a.png?format=auto&quality=50',
    );
  });

  it('does not prefix a source already on the host', () => {
    expect(
      imageUrl('https://images.example.com/x.png?width=1', 'https://images.example.com', { width: 200 }),
    ).toBe('https://images.example.com/x.png?width=200&format=auto&quality=75');
  });
});

describe('catalogue helpers', () => {
  it('turns provider names into URL segments', () => {
    expect(providerSlug('Ante Originals')).toBe('ante-originals');
    expect(providerSlug('  Pragmatic Play! ')).toBe('pragmatic-play');
  });

  it('reads list paging from a query string with defaults and clear errors', () => {
    expect(gameListQuerySchema.parse({})).toEqual({ limit: 100, offset: 0 });
    expect(gameListQuerySchema.parse({ limit: '5', offset: '10', category: 'originals' })).toEqual({
      limit: 5,
      offset: 10,
      category: 'originals',
    });
    expect(gameListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(gameListQuerySchema.safeParse({ limit: 'many' }).success).toBe(false);
    expect(gameListQuerySchema.safeParse({ category: 'sports' }).success).toBe(false);
  });
});
