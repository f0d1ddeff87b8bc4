import { describe, expect, it } from 'vitest';
import { GAME_FAIRNESS } from './features/fairness/games';
import { GAME_UIS } from './features/play/games';

/**
 * One naming rule for a game's web pieces, in both features that have a folder per
 * game: the folder is the slug (the id in its URL and in core's registry), and its
 * index exports the pieces as the slug in camel case plus the feature's suffix
 * (`takethecrown` is `play/games/takethecrown/index.ts` exporting `takeTheCrownUi`, and
 * `fairness/games/takethecrown/index.ts` exporting `takeTheCrownFairness`). A reader
 * who knows the URL finds the folders, and the folder names the export. Core's games
 * keep the same rule (packages/core/src/games/naming.test.ts).
 */
const REGISTRIES = [
  {
    folder: 'features/play/games',
    suffix: 'Ui',
    games: GAME_UIS,
    indexes: import.meta.glob<Record<string, unknown>>('./features/play/games/*/index.ts', { eager: true }),
    sharedFolders: ['shared'],
  },
  {
    folder: 'features/fairness/games',
    suffix: 'Fairness',
    games: GAME_FAIRNESS,
    indexes: import.meta.glob<Record<string, unknown>>('./features/fairness/games/*/index.ts', {
      eager: true,
    }),
    sharedFolders: [],
  },
] as const;

describe.each(REGISTRIES)('game naming in $folder', ({ folder, suffix, games, indexes, sharedFolders }) => {
  it.each(games.map((game) => [game.slug, game] as const))(
    '%s sits in the folder of its slug, exported under its slug',
    (slug, game) => {
      const exports = indexes[`./${folder}/${slug}/index.ts`];
      expect(exports, `${folder}/${slug}/index.ts`).toBeDefined();
      const names = Object.entries(exports ?? {})
        .filter(([, value]) => value === game)
        .map(([name]) => name);
      expect(names).toHaveLength(1);
      expect(names[0]?.toLowerCase()).toBe(`${slug}${suffix}`.toLowerCase());
      expect(names[0]?.[0]).toBe(slug[0]);
      expect(names[0]?.endsWith(suffix)).toBe(true);
    },
  );

  it('has a folder for no game beyond those registered', () => {
    const folders = Object.keys(indexes).map((path) => path.split('/').at(-2) ?? '');
    const slugs = games.map((game) => game.slug);
    expect(folders.filter((name) => !(sharedFolders as readonly string[]).includes(name)).sort()).toEqual(
      slugs.sort(),
    );
  });
});
