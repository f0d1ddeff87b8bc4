import type { HelpArticleLink, HelpCategory, HelpSearchResult } from '@ante/core';
import { readFrontMatter } from './front-matter';
import { type HelpFile, readHelpFiles } from './help-files';
import { buildHelpSearch } from './help-search';
import { expandPlaceholders, type HelpPlaceholders } from './placeholders';
import { headingId, renderMarkdown } from './render-markdown';

/** An article ready to serve: everything a request needs is computed at start. */
export interface LoadedArticle {
  slug: string;
  title: string;
  summary: string;
  keywords: readonly string[];
  order: number;
  category: { slug: string; name: string };
  html: string;
  text: string;
}

/** The help centre in memory. Requests read only this; none touches the disk. */
export interface HelpLibrary {
  categories: readonly HelpCategory[];
  /** By slug: a Map, so a slug like `__proto__` or `../x` simply finds nothing. */
  articles: ReadonlyMap<string, LoadedArticle>;
  search(query: string): HelpSearchResult[];
}

export interface HelpSources {
  /** The shipped articles (the repository's `help/`). */
  shippedDir: string;
  /** The operator's folder (HELP_DIR): same file name replaces, a new one adds. */
  overrideDir?: string | undefined;
  placeholders: HelpPlaceholders;
}

function loadArticle(source: HelpFile, placeholders: HelpPlaceholders): LoadedArticle {
  const { meta, body } = readFrontMatter(source);
  const { html, text } = renderMarkdown(expandPlaceholders(body, placeholders, source.file));
  return {
    slug: source.slug,
    title: meta.title,
    summary: meta.summary,
    keywords: meta.keywords,
    order: meta.order,
    category: { slug: headingId(meta.category), name: meta.category },
    html,
    text,
  };
}

const byOrder = (a: LoadedArticle, b: LoadedArticle) => a.order - b.order || a.title.localeCompare(b.title);

/**
 * Reads, checks and renders every article once: the shipped ones, then the operator's
 * over them. Any article at fault throws, naming its file, so a broken article stops
 * the start instead of vanishing. Categories come in the order of their first article;
 * articles within one by `order`, then title.
 */
export function loadHelpLibrary(sources: HelpSources): HelpLibrary {
  const files = readHelpFiles(sources.shippedDir);
  if (sources.overrideDir) {
    for (const [slug, file] of readHelpFiles(sources.overrideDir)) files.set(slug, file);
  }
  const articles = [...files.values()].map((file) => loadArticle(file, sources.placeholders)).sort(byOrder);

  const categories = new Map<string, HelpCategory>();
  for (const article of articles) {
    const link: HelpArticleLink = { slug: article.slug, title: article.title, summary: article.summary };
    const category = categories.get(article.category.slug);
    if (category) category.articles.push(link);
    else categories.set(article.category.slug, { ...article.category, articles: [link] });
  }

  const search = buildHelpSearch(
    articles.map((article) => ({ ...article, category: article.category.name })),
  );
  return {
    categories: [...categories.values()],
    articles: new Map(articles.map((article) => [article.slug, article])),
    search,
  };
}
