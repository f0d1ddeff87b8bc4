import { describe, expect, it } from 'vitest';
import { scrollEdges } from '../../ui/scroll-edges';
import {
  formatGameCount,
  GAME_PAGE_SIZE,
  gameListQuery,
  nextGameOffset,
  toGameCategory,
} from './game-paging';

/** Only the paging fields matter to the pager; the items are stand-in games. */
function page(offset: number, count: number, total: number) {
  return { items: Array.from({ length: count }, () => ({}) as never), total, limit: GAME_PAGE_SIZE, offset };
}

describe('nextGameOffset', () => {
  it('asks for the page after the last one', () => {
    expect(nextGameOffset(page(0, 24, 60))).toBe(24);
    expect(nextGameOffset(page(24, 24, 60))).toBe(48);
  });

  it('stops once every game has been fetched', () => {
    expect(nextGameOffset(page(48, 12, 60))).toBeUndefined();
    expect(nextGameOffset(page(0, 11, 11))).toBeUndefined();
  });

  it('stops on an empty page even if the total claims more', () => {
    expect(nextGameOffset(page(24, 0, 60))).toBeUndefined();
  });
});

describe('gameListQuery', () => {
  it('pages by the lobby page size and adds only the filters given', () => {
    expect(gameListQuery({}, 0)).toEqual({ limit: 24, offset: 0 });
    expect(gameListQuery({ category: 'table-games' }, 24)).toEqual({
      limit: 24,
      offset: 24,
      category: 'table-games',
    });
    expect(gameListQuery({ provider: 'ante originals' }, 0)).toEqual({
      limit: 24,
      offset: 0,
      provider: 'ante originals',
    });
  });
});

describe('toGameCategory', () => {
  it('accepts the category slugs of docs/product.md#routes only', () => {
    expect(toGameCategory('video-slots')).toBe('video-slots');
    expect(toGameCategory('Slots')).toBeNull();
    expect(toGameCategory(undefined)).toBeNull();
  });
});

describe('formatGameCount', () => {
  it('says game or games', () => {
    expect(formatGameCount(1)).toBe('1 game');
    expect(formatGameCount(0)).toBe('0 games');
    expect(formatGameCount(1200)).toBe('1,200 games');
  });
});

describe('scrollEdges', () => {
  it('knows the start, the middle and the end of a row', () => {
    expect(scrollEdges(0, 500, 1500)).toEqual({ atStart: true, atEnd: false });
    expect(scrollEdges(400, 500, 1500)).toEqual({ atStart: false, atEnd: false });
    expect(scrollEdges(999.5, 500, 1500)).toEqual({ atStart: false, atEnd: true });
  });

  it('treats a row that fits as at both ends', () => {
    expect(scrollEdges(0, 800, 800)).toEqual({ atStart: true, atEnd: true });
  });
});
