#!/usr/bin/env node
/**
 * `npm run typecheck`: TypeScript over every package, strict. Each package is its own
 * program (the web's has the DOM, the server's has Node), and one program keeps one
 * core busy, so the packages are checked side by side, one per core: on CI's two cores
 * that halves the 50 s they took one after another. Prints each failing package's
 * errors and exits non-zero if any package fails.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
// The largest first, so the last one left running is a small one.
const packages = ['packages/server', 'packages/web', 'packages/core', 'packages/studio', 'e2e'];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ project, ok: code === 0, output }));
  });
}

const queue = [...packages];
const results = [];
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project));
}
await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));

const failed = results.filter((result) => !result.ok);
for (const result of failed) process.stdout.write(`\n${result.project}:\n${result.output}`);
if (failed.length > 0) {
  console.error(`\nTypecheck failed in ${failed.map((result) => result.project).join(', ')}.`);
  process.exit(1);
}
