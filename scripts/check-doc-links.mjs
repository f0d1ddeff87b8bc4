#!/usr/bin/env node
/**
 * Every document the repository points at must be in the repository, so a newcomer can
 * follow each reference from a clone:
 *
 * - In Markdown files (but the help centre's links to the casino's pages): each relative link target, and each `*.md` path written in
 *   backticks, resolved from the file that names it; a link's `#anchor` must be a
 *   heading of the file it points at; and no citation of an outside document (below).
 * - In code comments (packages, scripts, e2e, bench): each `docs/...` path, resolved from
 *   the repository's root, with its `#anchor` a heading of that document; and no
 *   citation of a document kept outside the repository (the product specification's
 *   sections, PROVABLY_FAIR.md and the other design notes): a comment states its rule
 *   or points at `docs/`.
 *
 * Run by CI (`.ci/run`); exits non-zero naming each reference that does not resolve.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tracked = (...patterns) =>
  execFileSync('git', ['ls-files', ...patterns], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    // A file deleted in the work tree but not yet in the index is not there to read.
    .filter((file) => fs.existsSync(path.join(root, file)));

/** Citations of documents that are not in the repository. */
const OUTSIDE_CITATION =
  /\b[Ss]pec(?:ification)?(?:'s)?\s+(?:sections?\b|§|\d)|PROVABLY_FAIR|product-spec|\bARCHITECTURE\.md|\bCONVENTIONS\.md/;

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorCache = new Map();
/** The anchors of a Markdown file's headings (duplicates numbered as GitHub does). */
function anchorsOf(file) {
  if (!anchorCache.has(file)) {
    const seen = new Map();
    const anchors = new Set();
    let fenced = false;
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      if (/^\s*```/.test(line)) fenced = !fenced;
      const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
      if (!heading) continue;
      const base = slug(heading[1] ?? '');
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    anchorCache.set(file, anchors);
  }
  return anchorCache.get(file);
}

/** Why `target` (a path, maybe with `#anchor`, resolved from `fromDir`) does not resolve, or null. */
function problemWith(target, fromDir) {
  const [pathPart = '', anchor] = target.split('#');
  const resolved = path.resolve(fromDir, pathPart);
  // A path outside the repository is missing from every clone, even where this machine has it.
  const inside = resolved === root || resolved.startsWith(`${root}${path.sep}`);
  if (!inside || !fs.existsSync(resolved)) return 'not in the repository';
  if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) {
    return `no heading #${anchor}`;
  }
  return null;
}

const problems = [];

const markdown = tracked('*.md', '**/*.md');
const LINK = /\]\(([^)\s]+)\)/g;
const BACKTICKED_DOC = /`([^`\s]+\.md)`/g;
for (const file of new Set(markdown)) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const targets = [
    ...[...text.matchAll(LINK)].map((match) => match[1] ?? ''),
    ...[...text.matchAll(BACKTICKED_DOC)].map((match) => match[1] ?? ''),
  ];
  for (const [index, line] of text.split('\n').entries()) {
    const citation = OUTSIDE_CITATION.exec(line);
    if (citation)
      problems.push(`${file}:${index + 1}: cites "${citation[0]}", which is not in the repository`);
  }
  for (const target of targets) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    // The help centre's articles link to the casino's own pages (`/help/deposits`), not to
    // files; help-library.test.ts checks that each names an article and heading that exist.
    if (file.startsWith('help/') && target.startsWith('/')) continue;
    const own = target.startsWith('#') ? `${path.basename(file)}${target}` : target;
    const problem = problemWith(own, path.join(root, path.dirname(file)));
    if (problem) problems.push(`${file}: ${target} (${problem})`);
  }
}

/**
 * The comments of a source file, line by line: `//` comments (not the `//` of a URL),
 * and the lines of `/* ... *\/` blocks. A rough reading, but comments are where
 * references live, and a string that looks like one is rare enough to reword.
 */
function commentLines(text) {
  const lines = [];
  let inBlock = false;
  for (const [index, line] of text.split('\n').entries()) {
    let rest = line;
    let comment = '';
    if (inBlock) {
      const end = rest.indexOf('*/');
      comment += end === -1 ? rest : rest.slice(0, end);
      inBlock = end === -1;
      rest = end === -1 ? '' : rest.slice(end + 2);
    }
    for (;;) {
      const block = rest.search(/\/\*/);
      const lineComment = rest.search(/(^|[^:\\])\/\//);
      if (lineComment !== -1 && (block === -1 || lineComment < block)) {
        comment += ` ${rest.slice(lineComment)}`;
        break;
      }
      if (block === -1) break;
      const end = rest.indexOf('*/', block + 2);
      comment += ` ${end === -1 ? rest.slice(block) : rest.slice(block, end)}`;
      if (end === -1) {
        inBlock = true;
        break;
      }
      rest = rest.slice(end + 2);
    }
    if (comment.trim()) lines.push({ number: index + 1, comment });
  }
  return lines;
}

const DOCS_REFERENCE = /(?<![\w./-])docs\/[\w./-]*[\w/](?:#[\w-]+)?/g;
const self = path.relative(root, fileURLToPath(import.meta.url));
const sources = tracked(
  'packages/**/*.ts',
  'packages/**/*.tsx',
  'packages/**/*.css',
  'packages/**/*.mjs',
  'scripts/*',
  'e2e/**/*.ts',
  'bench/**/*.ts',
  'bench/**/*.mjs',
);
for (const file of new Set(sources)) {
  if (file === self) continue;
  const comments = commentLines(fs.readFileSync(path.join(root, file), 'utf8'));
  for (const [index, { number, comment }] of comments.entries()) {
    for (const [reference] of comment.matchAll(DOCS_REFERENCE)) {
      const problem = problemWith(reference, root);
      if (problem) problems.push(`${file}:${number}: ${reference} (${problem})`);
    }
    // A citation may break across two lines of one comment ("spec" / "section 4").
    const next = comments[index + 1];
    const joined =
      next?.number === number + 1 && !OUTSIDE_CITATION.test(next.comment)
        ? `${comment} ${next.comment.replace(/^\s*(?:\/\/+|\*+)?/, '')}`
        : comment;
    const citation = OUTSIDE_CITATION.exec(joined);
    if (citation) {
      problems.push(
        `${file}:${number}: cites "${citation[0]}", which is not in the repository; point at docs/`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error('References that do not resolve in the repository:');
  for (const entry of problems) console.error(`  ${entry}`);
  process.exit(1);
}
console.log(
  `Every reference in ${markdown.length} Markdown files and the comments of ${sources.length} source files resolves.`,
);
