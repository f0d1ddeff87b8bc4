import type { HelpArticle } from '@ante/core';
import { NotFound } from '../../lib/errors';
import type { HelpLibrary } from './help-library';

/**
 * GET /help/articles/:slug: one article with the other articles of its category. The
 * slug is only ever a key into the articles loaded at start, never a path.
 */
export function getArticle(library: HelpLibrary, slug: string): HelpArticle {
  const article = library.articles.get(slug);
  if (!article)
    throw new NotFound('There is no help article at this address. The Help Center lists them all.', 'slug');
  const category = library.categories.find((entry) => entry.slug === article.category.slug);
  return {
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    category: article.category,
    html: article.html,
    siblings: (category?.articles ?? []).filter((entry) => entry.slug !== article.slug),
  };
}
