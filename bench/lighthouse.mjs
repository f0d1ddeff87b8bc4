#!/usr/bin/env node
/**
 * Lighthouse's mobile profile (a mid-range phone's CPU slowed four times, a slow 4G
 * network, simulated) on the built casino, as `npm start` runs it: starts the server on
 * PGlite in a temp folder, opens Debian's Chromium with a debugging port, and runs the
 * `lighthouse` package (12.x, the line that runs on Node.js 20) on each page in turn.
 * Prints each page's performance and accessibility scores and its paint, layout-shift and
 * blocking figures. Each page is run `--runs` times (3 by default) and the median score kept:
 * one run on a shared machine is noisy.
 *
 *   npm run build && node bench/lighthouse.mjs [--pages /,/games/dice,/games/category/originals] [--runs 3] [--report DIR]
 *
 * `--report DIR` writes each kept run's whole report (JSON, as Lighthouse's viewer opens it)
 * to DIR, for the audits behind a score: the LCP element, the long tasks, each script's cost.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { benchArgs, startCasino, stopAndCheck } from './casino-process.mjs';

const args = benchArgs();
const pages = String(args.pages ?? '/,/games/dice,/games/category/originals').split(',');
const runs = Number(args.runs ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3198);
const debugPort = Number(process.env.BENCH_DEBUG_PORT ?? 9333);

const casino = await startCasino(port, { WEB_DIST_DIR: '' });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    `--remote-debugging-port=${debugPort}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  console.log('page | performance | LCP s | FCP s | CLS | TBT ms | speed index s | accessibility | runs');
  for (const pathName of pages) {
    const results = [];
    // Lighthouse now and then fails to record a load's trace (NO_NAVSTART, "please run
    // Lighthouse again"): such a run measured nothing, so it is made again, twice at most.
    let retries = 2;
    for (let run = 0; run < runs; run++) {
      const { lhr } = await lighthouse(`http://127.0.0.1:${port}${pathName}`, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (lhr.runtimeError && retries > 0) {
        retries -= 1;
        run -= 1;
        continue;
      }
      if (lhr.runtimeError) throw new Error(`${pathName}: ${lhr.runtimeError.message}`);
      const audit = (id) => lhr.audits[id].numericValue;
      results.push({
        lhr,
        performance: Math.round(lhr.categories.performance.score * 100),
        lcp: audit('largest-contentful-paint') / 1000,
        fcp: audit('first-contentful-paint') / 1000,
        cls: audit('cumulative-layout-shift'),
        tbt: audit('total-blocking-time'),
        speedIndex: audit('speed-index') / 1000,
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        failing: lhr.categories.accessibility.auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score === 0)
          .map((ref) => ref.id),
      });
    }
    // The run with the median performance score, so the figures on one line belong together.
    const kept = results.find((r) => r.performance === median(results.map((x) => x.performance)));
    console.log(
      [
        pathName,
        kept.performance,
        kept.lcp.toFixed(1),
        kept.fcp.toFixed(1),
        kept.cls.toFixed(3),
        Math.round(kept.tbt),
        kept.speedIndex.toFixed(1),
        kept.accessibility,
        results.map((r) => r.performance).join('/'),
      ].join(' | '),
    );
    if (args.report) {
      mkdirSync(String(args.report), { recursive: true });
      const file = `${pathName.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`;
      writeFileSync(join(String(args.report), file), JSON.stringify(kept.lhr));
    }
    if (kept.failing.length > 0) console.log(`  accessibility audits failing: ${kept.failing.join(', ')}`);
  }
} finally {
  await browser.close();
  await stopAndCheck(casino);
}
