import MarkdownIt, { type Env } from 'markdown-it';

/**
 * Markdown as the help centre shows it. Raw HTML in an article is shown as text, never
 * passed through (`html: false`), and markdown-it's own link check refuses
 * `javascript:`, `vbscript:`, `file:` and non-image `data:` addresses, so what reaches
 * the browser is only the markup Markdown itself makes.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

const renderToken = markdown.renderer.renderToken.bind(markdown.renderer);

// A wide table scrolls inside its own box, so a phone's page never pans sideways.
markdown.renderer.rules.table_open = (tokens, index, options) =>
  `<div class="help-table">${renderToken(tokens, index, options)}`;
markdown.renderer.rules.table_close = (tokens, index, options) =>
  `${renderToken(tokens, index, options)}</div>`;

// A link to another site opens in a new tab; links within the casino stay in the app.
markdown.renderer.rules.link_open = (tokens, index, options) => {
  const token = tokens[index];
  if (token && /^https?:\/\//i.test(String(token.attrGet('href') ?? ''))) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return renderToken(tokens, index, options);
};

// Headings carry an id made from their words, so another article can link to a section
// (`/help/deposits#how-to-deposit`); a repeated heading gets -2, -3 and so on.
markdown.renderer.rules.heading_open = (tokens, index, options, env: Env | undefined) => {
  const token = tokens[index];
  const words = tokens[index + 1]?.content ?? '';
  if (token && env) {
    const ids = (env.headingIds as Map<string, number> | undefined) ?? new Map<string, number>();
    env.headingIds = ids;
    const base = headingId(words);
    const seen = ids.get(base) ?? 0;
    ids.set(base, seen + 1);
    token.attrSet('id', seen === 0 ? base : `${base}-${seen + 1}`);
  }
  return renderToken(tokens, index, options);
};

/** Words as an anchor (a heading's, a category's): lower case, accents dropped, anything else a hyphen. */
export function headingId(words: string): string {
  const id = words
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return id || 'section';
}

export interface RenderedArticle {
  html: string;
  /** The words a reader sees, one block a line, for search and its snippets. */
  text: string;
}

const WORD_TOKENS = new Set(['text', 'code_inline']);
const BREAK_TOKENS = new Set(['softbreak', 'hardbreak']);

export function renderMarkdown(body: string): RenderedArticle {
  const tokens = markdown.parse(body, {});
  const lines: string[] = [];
  for (const token of tokens) {
    if (token.type !== 'inline' && token.type !== 'fence' && token.type !== 'code_block') continue;
    const words =
      token.type === 'inline'
        ? (token.children ?? [])
            .map((child) =>
              WORD_TOKENS.has(child.type) ? child.content : BREAK_TOKENS.has(child.type) ? ' ' : '',
            )
            .join('')
        : token.content;
    if (words.trim()) lines.push(words.trim());
  }
  return { html: markdown.renderer.render(tokens, markdown.options, {}), text: lines.join('\n') };
}
