import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The kit's per-component stylesheets are imported in the order of its whole stylesheet:
 * their rules weigh the same, so the order decides which wins (Anchor's underline over
 * Text's plain text was lost once when they were imported alphabetically).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const kit = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));

describe('the UI kit stylesheets', () => {
  it('are imported in the order of the kit’s whole stylesheet', () => {
    const whole = readFileSync(path.join(kit, 'styles.css'), 'utf8');
    const names = Array.from(
      readFileSync(path.join(here, 'mantine-styles.ts'), 'utf8').matchAll(
        /@mantine\/core\/styles\/([\w-]+)\.css/g,
      ),
      (match) => match[1] ?? '',
    );
    expect(names.length).toBeGreaterThan(40);
    const place = (name: string) => {
      const own = readFileSync(path.join(kit, 'styles', `${name}.css`), 'utf8').trim();
      // A component's first class names its rules in the whole file; the base files have none of their own.
      const first = own.match(/\.m_[0-9a-f]+/)?.[0] ?? own.slice(0, 60);
      return whole.indexOf(first);
    };
    const places = names.map((name) => [name, place(name)] as const);
    expect(places.filter(([, at]) => at < 0)).toEqual([]);
    const sorted = [...places].sort((a, b) => a[1] - b[1]).map(([name]) => name);
    expect(names).toEqual(sorted);
  });
});
