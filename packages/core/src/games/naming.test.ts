import { describe, expect, it } from 'vitest';
import { ORIGINAL_GAMES } from './registry';

/**
 * One naming rule for a game: its folder is its slug (the id in its URL, its routes
 * and its rounds), the folder's main file is `<slug>.ts`, and that file exports the
 * definition as the slug in camel case plus `Game` (`takethecrown` is
 * `takethecrown/takethecrown.ts` exporting `takeTheCrownGame`). A reader who knows a
 * slug finds the folder, and the folder names the export. The web's folders for a
 * game keep the same rule (packages/web/src/game-naming.test.ts).
 */
describe('game naming', () => {
  it.each(ORIGINAL_GAMES.map((game) => [game.slug, game] as const))(
    '%s sits in the folder of its slug, exported under its slug',
    async (slug, game) => {
      // Fails to load when the folder or its main file is not named by the slug.
      const exports: Record<string, unknown> = await import(`./${slug}/${slug}.ts`);
      const names = Object.entries(exports)
        .filter(([, value]) => value === game)
        .map(([name]) => name);
      expect(names).toHaveLength(1);
      // A hyphen in a slug is a word break in the camel case (`hi-lo` is `hiLoGame`).
      expect(names[0]?.toLowerCase()).toBe(`${slug.replaceAll('-', '')}game`);
      expect(names[0]?.[0]).toBe(slug[0]);
      expect(names[0]?.endsWith('Game')).toBe(true);
    },
  );
});
