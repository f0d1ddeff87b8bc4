#!/usr/bin/env node
/**
 * `npm run fuzz [-- --runs N] [-- --seed S]`: the route and socket fuzzer
 * (packages/server/src/lib/api-fuzz.test.ts) at depth. `npm test` runs it with a few
 * requests per route and identity; this sends `--runs` (100 by default, about 72,000
 * requests over every route) and prints how many each route got and what it answered.
 * On the embedded database, or on PostgreSQL and Redis when DATABASE_URL and REDIS_URL
 * are set. A failure prints its seed: `--seed` replays the same requests.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const runs = option('runs') ?? '100';
if (!/^[1-9]\d{0,5}$/.test(runs)) {
  console.error('--runs takes a whole number from 1 to 999999');
  process.exit(2);
}
const seed = option('seed');
if (seed !== undefined && !/^\d{1,10}$/.test(seed)) {
  console.error('--seed takes the whole number a failed run printed');
  process.exit(2);
}
const result = spawnSync('npx', ['vitest', 'run', 'packages/server/src/lib/api-fuzz.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    FUZZ_RUNS: runs,
    FUZZ_REPORT: '1',
    ...(seed === undefined ? {} : { FUZZ_SEED: seed }),
  },
});
process.exit(result.status ?? 1);
