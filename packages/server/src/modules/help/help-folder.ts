import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A file every copy of the project ships, which tells the articles' folder from any other `help`. */
const MARKER = 'getting-started.md';

/**
 * The shipped articles' folder, the repository's `help/`, found by walking up from this
 * module wherever it runs: the sources, or the bundle in packages/server/dist.
 */
export function defaultHelpDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'help');
    if (fs.existsSync(path.join(candidate, MARKER))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`the help articles (help/${MARKER}) are not above the server`);
    dir = parent;
  }
}
