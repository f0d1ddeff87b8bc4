import { describe, expect, it } from 'vitest';
import { imageWidthFor, siteImageUrl } from './site-config';

describe('image widths (docs/product.md#sizes-and-counts)', () => {
  it('asks for the smallest listed width that covers the need', () => {
    expect(imageWidthFor(10)).toBe(16);
    expect(imageWidthFor(300)).toBe(384);
    expect(imageWidthFor(700)).toBe(750);
    expect(imageWidthFor(5000)).toBe(3840);
  });

  it('rewrites through the image host with a listed width', () => {
    expect(siteImageUrl('/img/games/dice.svg', 'https://img.example.com', 300)).toBe(
      'https://img.example.com/img/games/dice.svg?format=auto&width=384&quality=75',
    );
    expect(siteImageUrl('/img/games/dice.svg', null, 300)).toBe('/img/games/dice.svg');
  });
});
