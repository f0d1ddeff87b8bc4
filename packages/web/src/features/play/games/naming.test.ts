import { describe, expect, it } from 'vitest';
import { GAME_UIS } from './index';

/**
 * One naming rule for a game's web pieces: its folder is its slug (the id in its URL and
 * in core's registry), and its index exports the table as the slug in camel case plus
 * `Ui` (`takethecrown` is `takethecrown/index.ts` exporting `takeTheCrownUi`). A reader
 * who knows the URL finds the folder, and the folder names the export.
 */
const INDEXES = import.meta.glob<Record<string, unknown>>('./*/index.ts', { eager: true });
const SHARED_FOLDERS = ['shared'];

describe('game naming', () => {
  it.each(GAME_UIS.map((ui) => [ui.slug, ui] as const))(
    '%s sits in the folder of its slug, exported under its slug',
    (slug, ui) => {
      const exports = INDEXES[`./${slug}/index.ts`];
      expect(exports, `games/${slug}/index.ts`).toBeDefined();
      const names = Object.entries(exports ?? {})
        .filter(([, value]) => value === ui)
        .map(([name]) => name);
      expect(names).toHaveLength(1);
      expect(names[0]?.toLowerCase()).toBe(`${slug}ui`);
      expect(names[0]?.[0]).toBe(slug[0]);
    },
  );

  it('has a folder for no game beyond those registered', () => {
    const folders = Object.keys(INDEXES).map((path) => path.split('/')[1]);
    const slugs = GAME_UIS.map((ui) => ui.slug);
    expect(folders.filter((folder) => !SHARED_FOLDERS.includes(folder ?? '')).sort()).toEqual(slugs.sort());
  });
});
