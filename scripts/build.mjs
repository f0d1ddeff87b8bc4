#!/usr/bin/env node
/**
 * Builds what `npm start` serves: the web bundle (Vite) and the server bundle
 * (esbuild; npm packages stay external, our workspace packages are bundled in).
 * `--if-stale` skips a part whose sources are older than its output.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ifStale = process.argv.includes('--if-stale');

function newestMtime(entries) {
  let newest = 0;
  const visit = (entry) => {
    if (!fs.existsSync(entry)) return;
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(entry)) {
        if (name === 'node_modules' || name === 'dist') continue;
        visit(path.join(entry, name));
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const entry of entries) visit(path.join(root, entry));
  return newest;
}

function isStale(output, sources) {
  const out = path.join(root, output);
  if (!fs.existsSync(out)) return true;
  return newestMtime(sources) > fs.statSync(out).mtimeMs;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** For Node bundles: npm packages stay external (installed beside them); our workspace packages, TypeScript, are bundled in. */
export const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@ante/') ? undefined : { path: args.path, external: true },
    );
  },
};

async function bundleServer(entry, outfile) {
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [path.join(root, entry)],
    outfile: path.join(root, outfile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalNpmPackages],
  });
}

const serverSources = [
  'packages/server/src',
  'packages/core/src',
  'packages/studio/src',
  'package-lock.json',
];

/** The server bundle and the operator commands (ledger check, staff roles). */
const serverBundles = [
  ['packages/server/src/main.ts', 'packages/server/dist/main.js'],
  ['packages/server/src/cli/ledger-check.ts', 'packages/server/dist/ledger-check.js'],
  ['packages/server/src/cli/staff.ts', 'packages/server/dist/staff.js'],
  ['packages/server/src/signer/main.ts', 'packages/server/dist/signer.js'],
];

export async function buildServer({ onlyIfStale = false } = {}) {
  if (onlyIfStale && !serverBundles.some(([, output]) => isStale(output, serverSources))) return;
  console.log('Building the server...');
  for (const [entry, output] of serverBundles) await bundleServer(entry, output);
}

const studioSources = ['packages/studio/src', 'packages/core/src', 'package-lock.json'];
const studioOut = 'packages/studio/dist/client';

/**
 * The built-in studio's browser files: its slot client (src/client/build.mjs) and the
 * round page's verifier, which replays a round from the published document.
 */
export async function buildStudio({ onlyIfStale = false } = {}) {
  if (onlyIfStale && !isStale(`${studioOut}/verify.js`, studioSources)) return;
  console.log('Building the studio...');
  const outDir = path.join(root, studioOut);
  fs.mkdirSync(outDir, { recursive: true });
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [path.join(root, 'packages/studio/src/verify/verify-page.ts')],
    outfile: path.join(outDir, 'verify.js'),
    bundle: true,
    format: 'esm',
    target: 'es2020',
    minify: true,
    logLevel: 'warning',
  });
  fs.copyFileSync(path.join(root, 'packages/studio/src/verify/verify.css'), path.join(outDir, 'verify.css'));
  const client = path.join(root, 'packages/studio/src/client/build.mjs');
  if (fs.existsSync(client)) {
    const { buildStudioClient } = await import(pathToFileURL(client).href);
    await buildStudioClient(outDir);
  }
}

export async function build({ onlyIfStale = false } = {}) {
  const webSources = ['packages/web', 'packages/core/src', 'package-lock.json'];
  if (!onlyIfStale || isStale('packages/web/dist/index.html', webSources)) {
    console.log('Building the web app...');
    run('npm', ['run', '--silent', '-w', '@ante/web', 'build']);
  }
  await buildStudio({ onlyIfStale });
  await buildServer({ onlyIfStale });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await build({ onlyIfStale: ifStale });
}
