import fs from 'node:fs';
import path from 'node:path';
import { HELP_SLUG_PATTERN } from '@ante/core';

/** One article's file as read from disk: its slug (the file name) and its text. */
export interface HelpFile {
  slug: string;
  /** The path, for messages that name the file at fault. */
  file: string;
  text: string;
}

/** A help article that cannot be served; the start stops with it, naming the file. */
export class HelpArticleError extends Error {
  constructor(file: string, problem: string) {
    super(`Help article ${file}: ${problem}`);
    this.name = 'HelpArticleError';
  }
}

/** An article's file is small; a larger one is a mistake (a log, a data file) rather than help. */
const MAX_ARTICLE_BYTES = 256 * 1024;

/**
 * The `.md` files directly in `dir`, by slug. A file name must be a slug (lowercase
 * letters, digits and single hyphens), since it becomes the article's address; any
 * other `.md` file is an error rather than an article silently missing. Subfolders and
 * other files are left alone.
 */
export function readHelpFiles(dir: string): Map<string, HelpFile> {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    throw new Error(`The help folder ${dir} cannot be read: ${(error as Error).message}`);
  }
  const files = new Map<string, HelpFile>();
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
    const file = path.join(dir, entry.name);
    const slug = entry.name.slice(0, -'.md'.length);
    if (!HELP_SLUG_PATTERN.test(slug)) {
      throw new HelpArticleError(
        file,
        'the file name must be lowercase letters, digits and hyphens, then .md',
      );
    }
    if (fs.statSync(file).size > MAX_ARTICLE_BYTES) {
      throw new HelpArticleError(file, `the file is larger than ${MAX_ARTICLE_BYTES / 1024} KB`);
    }
    files.set(slug, { slug, file, text: fs.readFileSync(file, 'utf8') });
  }
  return files;
}
