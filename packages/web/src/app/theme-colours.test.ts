import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Colours are written once, in the theme: Mantine's palettes in theme.ts and every other
 * colour as a variable in theme.css. Stylesheets and components read them with var(),
 * so a colour changes in one place and the screens cannot drift apart. The test reads
 * every stylesheet and source file of the app for a colour written as a hex value.
 */
const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const THEME_FILES = ['app/theme.ts', 'app/theme.css'];
const HEX_COLOUR = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/gi;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(css|ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the theme', () => {
  it('is the only place a colour is written as a hex value', () => {
    const found = sourceFiles(SOURCE).flatMap((file) => {
      const relative = path.relative(SOURCE, file).split(path.sep).join('/');
      if (THEME_FILES.includes(relative)) return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          (line.match(HEX_COLOUR) ?? []).map((hex) => `${relative}:${index + 1} ${hex}`),
        );
    });
    expect(found).toEqual([]);
  });

  it('defines every colour variable the app reads, and holds none that nothing reads', () => {
    const theme = readFileSync(path.join(SOURCE, 'app/theme.css'), 'utf8');
    const defined = new Set(Array.from(theme.matchAll(/^\s*(--[\w-]+):/gm), (match) => match[1] ?? ''));
    const read = new Set(
      sourceFiles(SOURCE)
        .filter((file) => !file.endsWith('theme.css'))
        .flatMap((file) =>
          Array.from(readFileSync(file, 'utf8').matchAll(/var\((--[\w-]+)\)/g), (match) => match[1] ?? ''),
        ),
    );
    // A theme colour's name ends in its lightness (`--wheel-red-58`), or is a named mark.
    const looksLikeThemeColour = (name: string) =>
      /^--[a-z]+-[a-z]+-\d+$|^--color-black$|^--google-/.test(name);
    expect([...read].filter((name) => looksLikeThemeColour(name) && !defined.has(name))).toEqual([]);
    expect([...defined].filter((name) => !read.has(name))).toEqual([]);
  });
});
