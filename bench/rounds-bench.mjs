/**
 * What the benches that time server code over many rounds share: their `--name value`
 * arguments, bundling server sources with esbuild (as the tests' start-up bundles are,
 * so what runs is what ships), and a mix of games and settings to write rounds with.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The command line's `--name value` pairs. */
export function benchArgs() {
  return Object.fromEntries(
    process.argv.slice(2).reduce((pairs, arg, index, all) => {
      if (arg.startsWith('--')) pairs.push([arg.slice(2), all[index + 1]]);
      return pairs;
    }, []),
  );
}

/**
 * Bundles `exports` (export statements relative to packages/server) into a module inside
 * the repository, so bare imports resolve; the caller removes `dir` when done.
 */
export async function bundleServer(exports) {
  const dir = fs.mkdtempSync(path.join(root, 'packages/server/.test-bundles-bench-'));
  const outfile = path.join(dir, 'job.mjs');
  await build({
    stdin: { contents: exports, resolveDir: path.join(root, 'packages/server'), loader: 'ts' },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
    plugins: [
      {
        name: 'external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (resolved) =>
            resolved.path.startsWith('@ante/') ? undefined : { path: resolved.path, external: true },
          );
        },
      },
    ],
  });
  return { module: await import(outfile), dir };
}

/**
 * SQL for a round's game and params, chosen by its number `i`: enough distinct settings
 * that the code timed works out many edges, as real play would.
 */
export const GAME_MIX = `
  CASE i % 5
    WHEN 0 THEN 'dice' WHEN 1 THEN 'plinko' WHEN 2 THEN 'limbo' WHEN 3 THEN 'keno' ELSE 'roulette'
  END`;
export const PARAMS_MIX = `
  CASE i % 5
    WHEN 0 THEN jsonb_build_object('condition', 'under', 'target', 2 + (i / 5) % 90)
    WHEN 1 THEN jsonb_build_object('rows', 8 + (i / 5) % 9, 'risk', (ARRAY['low','medium','high'])[1 + (i / 7) % 3])
    WHEN 2 THEN jsonb_build_object('target', 1.5 + ((i / 5) % 20))
    WHEN 3 THEN jsonb_build_object('picks', (SELECT jsonb_agg(n) FROM generate_series(1, 1 + (i / 5) % 10) n),
                                   'risk', (ARRAY['low','medium','high'])[1 + (i / 7) % 3])
    ELSE jsonb_build_object('chips', jsonb_build_array(jsonb_build_object('bet', 'red', 'amount', '1')))
  END`;
