import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web is laid out by domain, like the server: `features/<domain>/` holds one
 * domain's screens, hooks and API calls. A feature may use `lib/` (hooks and helpers
 * the whole app uses) and `ui/` (shared widgets), never another feature nor `app/`:
 * what two features share moves down to lib/ or ui/, and a screen made of several
 * features' parts is put together in `app/`, which hands them in as props. lib/ and
 * ui/ use neither features nor app, so they stay the bottom layer. A feature with a
 * part per game keeps it in its own `games/<slug>/` (play's boards, fairness's
 * Verify inputs and drawings), so no feature reads another's games.
 */
const root = path.dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(tsx?|css)$/.test(entry.name) ? [full] : [];
  });
}

/** Every relative module a file names: imports, re-exports, dynamic imports, mocks, CSS `composes`. */
function relativeImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const pattern = /(?:\bfrom|\bimport|vi\.mock\()\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
  return [...text.matchAll(pattern)].map((match) => path.resolve(path.dirname(file), match[1] ?? ''));
}

/** `features/<domain>`, `lib`, `ui`, `app` or '' for a path under src. */
function layerOf(file: string): string {
  const [top, domain] = path.relative(root, file).split(path.sep);
  return top === 'features' ? `features/${domain}` : (top ?? '');
}

const edges = sources(root).flatMap((file) =>
  relativeImports(file).map((target) => ({
    file: path.relative(root, file).split(path.sep).join('/'),
    from: layerOf(file),
    to: layerOf(target),
  })),
);

describe('the web layers', () => {
  it('a feature imports no other feature', () => {
    const crossing = edges.filter(
      ({ from, to }) => from.startsWith('features/') && to.startsWith('features/') && from !== to,
    );
    expect(crossing.map(({ file, to }) => `${file} imports ${to}`)).toEqual([]);
  });

  it('a feature imports nothing from app', () => {
    const upward = edges.filter(({ from, to }) => from.startsWith('features/') && to === 'app');
    expect(upward.map(({ file, to }) => `${file} imports ${to}`)).toEqual([]);
  });

  it('lib/ and ui/ import neither features nor app', () => {
    const upward = edges.filter(
      ({ from, to }) => (from === 'lib' || from === 'ui') && (to.startsWith('features/') || to === 'app'),
    );
    expect(upward.map(({ file, to }) => `${file} imports ${to}`)).toEqual([]);
  });

  it('the casino reaches the back office only through a dynamic import, so players never download it', () => {
    const backOffice = path.join(root, 'features', 'back-office');
    const staticImports = sources(root)
      .filter((file) => !file.startsWith(backOffice))
      .flatMap((file) => {
        const text = fs.readFileSync(file, 'utf8');
        return [...text.matchAll(/\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g)]
          .map((match) => path.resolve(path.dirname(file), match[1] ?? ''))
          .filter((target) => target.startsWith(backOffice))
          .map(() => path.relative(root, file));
      });
    expect(staticImports).toEqual([]);
  });

  it('sees the imports it checks', () => {
    // A pattern that matched nothing would pass both tests above.
    expect(edges.some(({ from, to }) => from.startsWith('features/') && to === 'lib')).toBe(true);
  });
});
