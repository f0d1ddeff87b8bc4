#!/usr/bin/env node
/**
 * Every document the repository's Markdown files point at must be in the repository:
 * each relative link target, and each `*.md` path written in backticks, resolved from
 * the file that names it. Run by CI (`.ci/run`); exits non-zero naming each one missing.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = execFileSync('git', ['ls-files', '*.md', '**/*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

const LINK = /\]\(([^)\s]+)\)/g;
const BACKTICKED_DOC = /`([^`\s]+\.md)`/g;
const missing = [];
for (const file of new Set(files)) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const targets = [
    ...[...text.matchAll(LINK)].map((match) => match[1] ?? ''),
    ...[...text.matchAll(BACKTICKED_DOC)].map((match) => match[1] ?? ''),
  ];
  for (const target of targets) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
    const resolved = path.resolve(root, path.dirname(file), target.split('#')[0] ?? '');
    // A path outside the repository is missing from every clone, even where this machine has it.
    const inside = resolved === root || resolved.startsWith(`${root}${path.sep}`);
    if (!inside || !fs.existsSync(resolved)) missing.push(`${file}: ${target}`);
  }
}

if (missing.length > 0) {
  console.error('Documents named but not in the repository:');
  for (const entry of missing) console.error(`  ${entry}`);
  process.exit(1);
}
console.log(`Every document named in ${files.length} Markdown files is in the repository.`);
