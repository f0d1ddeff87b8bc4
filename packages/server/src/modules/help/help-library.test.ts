import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../lib/config';
import { startTestServer } from '../../test/harness';
import { defaultHelpDir } from './help-folder';
import { loadHelpLibrary } from './help-library';
import { helpPlaceholders } from './placeholders';

/**
 * Real: the shipped articles, an operator's folder written to a temporary directory, and
 * a server started with it. Nothing is faked.
 */
const placeholders = helpPlaceholders(loadConfig({}));
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A folder holding the given articles, by file name. */
function helpFolder(files: Record<string, string>): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ante-help-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), text);
  return folder;
}

const article = (title: string, body: string, extra = '') =>
  `---\ntitle: ${title}\ncategory: House rules\norder: 500\nsummary: ${title} in a sentence.\n${extra}---\n\n${body}\n`;

describe('the shipped articles', () => {
  it('link only to articles and sections that exist', () => {
    const library = loadHelpLibrary({ shippedDir: defaultHelpDir(), placeholders });
    const broken: string[] = [];
    for (const entry of library.articles.values()) {
      for (const [, slug, anchor] of entry.html.matchAll(/href="\/help\/([^"#]+)(?:#([^"]+))?"/g)) {
        const target = library.articles.get(slug ?? '');
        if (!target || (anchor && !target.html.includes(`id="${anchor}"`)))
          broken.push(`${entry.slug} → ${slug}#${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('HELP_DIR', () => {
  it('replaces a shipped article of the same name and adds new ones, over HTTP', async () => {
    const folder = helpFolder({
      'deposits.md': article('Deposits at our casino', 'Only **Bitcoin** is taken at the cage.'),
      'house-rules.md': article(
        'House rules',
        'Be kind in chat. Quokkas welcome.',
        'keywords: [etiquette]\n',
      ),
      'notes.txt': 'not an article',
    });
    const server = await startTestServer({ env: { HELP_DIR: folder } });
    try {
      const client = server.client();
      const deposits = await client.get('/api/help/articles/deposits');
      expect(deposits.body.title).toBe('Deposits at our casino');
      expect(deposits.body.html).toContain('<strong>Bitcoin</strong>');
      const added = await client.get('/api/help/articles/house-rules');
      expect(added.body.category).toEqual({ slug: 'house-rules', name: 'House rules' });
      const index = await client.get('/api/help');
      expect(index.body.categories.at(-1)).toMatchObject({ name: 'House rules' });
      const found = await client.get('/api/help/search?q=quokkas');
      expect(found.body.results.map((result: { slug: string }) => result.slug)).toEqual(['house-rules']);
      expect((await client.get('/api/help/articles/notes')).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('shows raw HTML in an article as text, and drops script links', () => {
    const folder = helpFolder({
      'tricks.md': article(
        'Tricks',
        '<script>alert(1)</script> <img src=x onerror=alert(1)> [click](javascript:alert(1)) [site](https://example.com)',
      ),
    });
    const library = loadHelpLibrary({ shippedDir: defaultHelpDir(), overrideDir: folder, placeholders });
    const html = library.articles.get('tricks')?.html ?? '';
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<script|<img|href="javascript:/i);
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });

  it('stops the start with the file name when an article is at fault', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ 'Bad Name.md': article('Bad', 'text') }, /Bad Name\.md: the file name must be/],
      [{ 'no-front.md': 'Just text.' }, /no-front\.md: it must start with front matter/],
      [
        { 'no-title.md': '---\ncategory: A\norder: 1\nsummary: S\n---\ntext' },
        /no-title\.md: front matter: title/,
      ],
      [
        { 'typo.md': article('Typo', 'text', 'keyword: [a]\n') },
        /typo\.md: front matter: Unknown field: keyword/,
      ],
      [
        { 'unknown.md': article('Unknown', 'Fees: {{feeTable}}') },
        /unknown\.md: unknown placeholder \{\{feeTable\}\}/,
      ],
      [{ 'yaml.md': '---\ntitle: [unclosed\n---\ntext' }, /yaml\.md: the front matter is not YAML/],
    ];
    for (const [files, message] of cases) {
      const folder = helpFolder(files);
      expect(() =>
        loadHelpLibrary({ shippedDir: defaultHelpDir(), overrideDir: folder, placeholders }),
      ).toThrow(message);
    }
  });

  it('refuses a folder that cannot be read', async () => {
    await expect(startTestServer({ env: { HELP_DIR: '/no/such/help/folder' } })).rejects.toThrow(
      /help folder \/no\/such\/help\/folder cannot be read/,
    );
  });
});
