import { z } from 'zod';

/**
 * The help centre (docs/help-centre.md): articles written in Markdown, shipped in the
 * repository's `help/` folder or given by the operator (HELP_DIR), read once at start
 * and served as HTML the server rendered with raw HTML turned off.
 */

/** An article's name in its address (`/help/getting-started`): its file name without `.md`. */
export const HELP_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest search the help centre takes, in characters. */
export const HELP_SEARCH_MAX_LENGTH = 100;

/**
 * Control characters of every kind (C0 with tab and line breaks, DEL, C1): a search is
 * one line a player types, so none belongs in it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

export const helpArticleLinkSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** One or two sentences that say what the article answers. */
  summary: z.string(),
});
export type HelpArticleLink = z.infer<typeof helpArticleLinkSchema>;

export const helpCategorySchema = z.object({
  /** The category's anchor on the help page (`/help#deposits-and-withdrawals`). */
  slug: z.string(),
  name: z.string(),
  articles: z.array(helpArticleLinkSchema),
});
export type HelpCategory = z.infer<typeof helpCategorySchema>;

/** GET /help: every category in order, each with its articles in order. */
export const helpIndexSchema = z.object({ categories: z.array(helpCategorySchema) });
export type HelpIndex = z.infer<typeof helpIndexSchema>;

export const helpArticleParamsSchema = z.strictObject({
  /** Any text: a name that is no article is a 404 that says so. */
  slug: z.string().max(200, 'slug is too long'),
});

/** GET /help/articles/:slug: the article as HTML, its category and the others in it. */
export const helpArticleSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }),
  /** The article's body rendered from Markdown on the server, raw HTML in it escaped. */
  html: z.string(),
  /** The other articles of the category, in order. */
  siblings: z.array(helpArticleLinkSchema),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const helpSearchQuerySchema = z.strictObject({
  q: z
    .string({ error: 'q is required' })
    .max(HELP_SEARCH_MAX_LENGTH, `q must be at most ${HELP_SEARCH_MAX_LENGTH} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'q must not contain control characters')
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, 'q must not be empty'),
});

export const helpSearchResultSchema = z.object({
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  /** A short piece of plain text from the article around the first word found. */
  snippet: z.string(),
});
export type HelpSearchResult = z.infer<typeof helpSearchResultSchema>;

/** GET /help/search?q=: the articles that match, best first. */
export const helpSearchResponseSchema = z.object({ results: z.array(helpSearchResultSchema) });
export type HelpSearchResponse = z.infer<typeof helpSearchResponseSchema>;
