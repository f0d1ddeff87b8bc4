import { ORIGINAL_GAMES } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { GAME_UIS, gameUiFor } from './index';

/**
 * The game page's list of games against core's registry: every original has a table
 * here with every piece the shell reads, so adding a game to core without its board
 * fails here rather than in a player's browser (fairness/games/index.test.ts holds
 * the same for what the Fairness window and the bet slip read).
 */
describe("the game page's registry", () => {
  it('has a table for every original of core, of the same kind, and none for a game core lacks', () => {
    for (const game of ORIGINAL_GAMES) {
      const ui = gameUiFor(game.slug);
      expect(ui, game.slug).toBeDefined();
      expect(ui?.kind).toBe(game.kind);
    }
    expect(GAME_UIS.map((ui) => ui.slug).sort()).toEqual(ORIGINAL_GAMES.map((game) => game.slug).sort());
    for (const name of ['constructor', '__proto__', 'toString']) expect(gameUiFor(name)).toBeUndefined();
  });

  it.each(ORIGINAL_GAMES.map((game) => game.slug))('%s has its board and rules', (slug) => {
    const ui = gameUiFor(slug);
    if (!ui) throw new Error(`no table for ${slug}`);
    expect(typeof ui.Board).toBe('function');
    expect(ui.rules.length).toBeGreaterThan(0);
    if (ui.kind === 'multi') expect(typeof ui.canCashout).toBe('function');
  });
});
