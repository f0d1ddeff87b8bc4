import { describe, expect, it } from 'vitest';
import { gameSlugOfPath, isGamePagePath } from './game-path';

describe('gameSlugOfPath', () => {
  it('reads the slug of an in-play page, with or without a trailing slash', () => {
    expect(gameSlugOfPath('/games/dice')).toBe('dice');
    expect(gameSlugOfPath('/games/dice/')).toBe('dice');
    expect(gameSlugOfPath('/games/takethecrown')).toBe('takethecrown');
  });

  it('is null for the game lists and for every other page', () => {
    expect(gameSlugOfPath('/games/recent')).toBeNull();
    expect(gameSlugOfPath('/games/favorite/')).toBeNull();
    expect(gameSlugOfPath('/games')).toBeNull();
    expect(gameSlugOfPath('/games/')).toBeNull();
    expect(gameSlugOfPath('/games/dice/extra')).toBeNull();
    expect(gameSlugOfPath('/games/dice//')).toBeNull();
    expect(gameSlugOfPath('/casino/games/dice')).toBeNull();
    expect(gameSlugOfPath('/')).toBeNull();
  });
});

describe('isGamePagePath', () => {
  it('agrees with gameSlugOfPath', () => {
    expect(isGamePagePath('/games/mines/')).toBe(true);
    expect(isGamePagePath('/games/recent')).toBe(false);
  });
});
