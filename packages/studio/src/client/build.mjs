/**
 * Bundles the slot's browser client into one script and one stylesheet:
 * `outDir/slot.js` and `outDir/slot.css`, minified for ES2020 browsers. The repo's
 * build script calls `buildStudioClient`; the studio's server serves the two files
 * under /studio/assets/. The stylesheet is the CSS `main.ts` imports, which esbuild
 * writes beside the script under the same name.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function buildStudioClient(outDir) {
  await esbuild.build({
    entryPoints: { slot: path.join(here, 'main.ts') },
    outdir: outDir,
    bundle: true,
    format: 'esm',
    target: 'es2020',
    minify: true,
    sourcemap: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: node packages/studio/src/client/build.mjs <outDir>');
    process.exit(1);
  }
  await buildStudioClient(path.resolve(outDir));
}
