#!/usr/bin/env node
/**
 * `npm test`: every test. Unit and integration tests (Vitest: core, and the server
 * over real HTTP on PGlite, or on PostgreSQL and Redis when DATABASE_URL and
 * REDIS_URL are set), then the browser tests (Playwright driving Debian's Chromium).
 * Ends with the line `N passed, N failed` and exits non-zero on any failure.
 *
 * `ANTE_TEST_SCOPE=database` runs only what depends on the database and the bus: every
 * server test (each route, job and use case, on PostgreSQL and Redis), and at desktop
 * width the browser tests tagged `@bus`, in which the bus carries an event to an open
 * page: the one thing the server tests cannot see. CI's second pass, on
 * PostgreSQL and Redis, uses it. The core and web unit tests touch neither; a browser
 * flow that requests and renders takes the same path whatever the database, so it
 * runs in the first pass (the embedded defaults, which runs everything) and its server
 * side runs here.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.reports');
fs.mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, 'vitest.json');
const e2eReport = path.join(reports, 'e2e.json');
fs.rmSync(vitestReport, { force: true });
fs.rmSync(e2eReport, { force: true });

const databaseScope = process.env.ANTE_TEST_SCOPE === 'database';
/**
 * The browser tests the database pass repeats, tagged where they are written: chat,
 * friends' requests, live notices of deposits and tips, a bet's balance and live stats,
 * game messages, sessions ended elsewhere. One game's bet stands for every game's: the
 * balance reaches the page by the same event whatever the game.
 */
const DATABASE_TAG = '@bus';
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
const bus = process.env.REDIS_URL ? 'Redis (REDIS_URL)' : 'in-process bus';
console.log(
  `\n== ${databaseScope ? 'Server tests (ANTE_TEST_SCOPE=database)' : 'Unit and integration tests'} on ${database}, ${bus}\n`,
);
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const vitestStarted = performance.now();
spawnSync(
  'npx',
  [
    'vitest',
    'run',
    ...(databaseScope ? ['packages/server'] : []),
    '--reporter=default',
    '--reporter=./scripts/vitest-timing-reporter.mjs',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ],
  {
    cwd: root,
    stdio: 'inherit',
  },
);

const vitestTime = performance.now() - vitestStarted;
console.log(`\n== Vitest on ${database}, ${bus}: ${seconds(vitestTime)}`);

let passed = 0;
let failed = 0;
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitest.numFailedTestSuites > 0 && vitest.numFailedTests === 0 ? 1 : 0);
} else {
  console.error('Vitest produced no report: counting the run as one failure.');
  failed += 1;
}

console.log(
  `\n== Browser tests (Playwright, Debian Chromium${databaseScope ? ', desktop, events the bus carries to a page' : ''})\n`,
);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(`No Chromium at ${chromium}. Install Debian's: sudo apt-get install chromium`);
  failed += 1;
} else {
  const browserStarted = performance.now();
  spawnSync(
    'npx',
    [
      'playwright',
      'test',
      '--reporter=list,json',
      ...(databaseScope ? ['--project=desktop', `--grep=${DATABASE_TAG}`] : []),
    ],
    {
      cwd: path.join(root, 'e2e'),
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    },
  );
  const browserTime = performance.now() - browserStarted;
  const e2e = readJson(e2eReport);
  console.log(`\n== Browser tests on ${database}, ${bus}: ${seconds(browserTime)}`);
  if (e2e) printSlowestSpecs(e2e);
  if (e2e?.stats) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected + (e2e.errors?.length ?? 0);
    if (e2e.stats.flaky > 0) {
      console.log(`\n${e2e.stats.flaky} browser test(s) passed only when retried (flaky, listed above).`);
    }
  } else {
    console.error('Playwright produced no report: counting the run as one failure.');
    failed += 1;
  }
}

/**
 * The ten spec files whose tests took longest in all (each test's attempts, with its
 * hooks and fixtures), from Playwright's JSON report: where the browser tests' time goes.
 */
function printSlowestSpecs(report) {
  const perFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + (result.duration ?? 0));
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  const rows = [...perFile].sort((a, b) => b[1] - a[1]).slice(0, 10);
  console.log('The slowest ten spec files (the sum of their tests, over all workers):');
  for (const [file, ms] of rows) console.log(`  ${seconds(ms).padStart(6)}  ${file}`);
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
