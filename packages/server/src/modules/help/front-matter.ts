import { describeZodError } from '@ante/core';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { HelpArticleError, type HelpFile } from './help-files';

/**
 * What an article's front matter says about it (docs/help-centre.md#front-matter).
 * Strict, so a misspelt key is an error at start rather than a setting ignored.
 */
const frontMatterSchema = z.strictObject({
  title: z.string().trim().min(1).max(120),
  category: z.string().trim().min(1).max(60),
  /** Where the article stands in its category, and the category among the others (smallest first). */
  order: z.number().int().min(0).max(100_000),
  summary: z.string().trim().min(1).max(300),
  /** Words players may search for that the text does not use. */
  keywords: z.array(z.string().trim().min(1).max(60)).max(40).default([]),
});
export type FrontMatter = z.output<typeof frontMatterSchema>;

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits an article into its front matter, checked, and its Markdown body. */
export function readFrontMatter(source: HelpFile): { meta: FrontMatter; body: string } {
  const match = FENCE.exec(source.text);
  if (!match)
    throw new HelpArticleError(source.file, 'it must start with front matter between two --- lines');
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '');
  } catch (error) {
    throw new HelpArticleError(source.file, `the front matter is not YAML: ${(error as Error).message}`);
  }
  const parsed = frontMatterSchema.safeParse(data ?? {});
  if (!parsed.success) {
    const { message } = describeZodError(parsed.error);
    throw new HelpArticleError(source.file, `front matter: ${message}`);
  }
  return { meta: parsed.data, body: source.text.slice(match[0].length) };
}
