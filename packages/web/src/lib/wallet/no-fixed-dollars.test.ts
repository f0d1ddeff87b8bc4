import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server counts limits, prizes and rewards in dollars, and the web shows each such
 * figure in the player's display currency (docs/money-display.md). A figure written as
 * "$" and digits, or formatted in 'USD' by hand, stays in dollars whatever the player
 * chose: this looks for both in the web's source, so a new one cannot slip in.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The formatter itself, which falls back to dollars until the rates arrive; and the
 * back office's, whose reports are in dollars for every member of staff by design.
 */
const ALLOWED = new Set(['lib/wallet/use-usd-formatter.ts', 'features/back-office/ui/format.ts']);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('dollar amounts in the web', () => {
  it('are never written in dollars by hand', () => {
    const found: string[] = [];
    for (const file of sources(root)) {
      const name = path.relative(root, file).split(path.sep).join('/');
      if (ALLOWED.has(name)) continue;
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (/\$\$\{|formatFiatAmount\(.*'USD'\)/.test(line))
            found.push(`${name}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
