import { describe, expect, it } from 'vitest';
import { gameNameFromSlug } from './game-name';

describe('game name from slug', () => {
  it('names the originals whose slugs run words together', () => {
    expect(gameNameFromSlug('topdollar')).toBe('Top Dollar');
    expect(gameNameFromSlug('takethecrown')).toBe('Take the Crown');
  });

  it('capitalises single words and separated slugs', () => {
    expect(gameNameFromSlug('plinko')).toBe('Plinko');
    expect(gameNameFromSlug('sweet-bonanza')).toBe('Sweet Bonanza');
    expect(gameNameFromSlug('crazy_time')).toBe('Crazy Time');
  });
});
