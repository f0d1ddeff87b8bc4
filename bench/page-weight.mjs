#!/usr/bin/env node
/**
 * What a browser downloads to show a page: starts the built casino (as `npm start`
 * runs it, PGlite in a temp folder), opens each page in Debian's Chromium with an
 * empty cache, and adds up the bytes on the wire (after compression, as the browser
 * received them) and before it, per kind of resource, until the network is quiet.
 *
 *   npm run build && node bench/page-weight.mjs [--pages /,/games/dice]
 */
import { chromium } from 'playwright';
import { benchArgs, startCasino, stopAndCheck } from './casino-process.mjs';

const args = benchArgs();
const pages = String(args.pages ?? '/,/games/dice,/games/category/originals').split(',');
const port = Number(process.env.BENCH_PORT ?? 3197);

const casino = await startCasino(port, { WEB_DIST_DIR: '' });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  for (const pathName of pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const responses = new Map();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      responses.set(requestId, {
        type,
        url: response.url,
        encoding: response.headers['content-encoding'] ?? '',
      });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const entry = responses.get(requestId);
      if (entry) entry.wire = encodedDataLength;
    });
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const entry = responses.get(requestId);
      if (entry) entry.raw = (entry.raw ?? 0) + dataLength;
    });
    await page.goto(`http://127.0.0.1:${port}${pathName}`, { waitUntil: 'networkidle' });
    // The app asks the API and loads images once its scripts have run, then fetches ahead
    // when the browser is idle: wait for those too.
    await page.waitForTimeout(4000);
    await page.waitForLoadState('networkidle');
    // What the page fetched ahead for the pages its links lead to, once it had loaded
    // (lib/prefetch-links.ts marks the moment): counted apart from the page's own weight.
    const ahead = new Set(
      await page.evaluate(() => {
        const mark = performance.getEntriesByName('ante:prefetch-start')[0];
        if (!mark) return [];
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= mark.startTime && /\.(js|css)$/.test(entry.name))
          .map((entry) => entry.name);
      }),
    );
    const byType = {};
    for (const entry of responses.values()) {
      if (entry.url.startsWith('ws')) continue;
      if (ahead.has(entry.url)) entry.type = `${entry.type} (fetched ahead)`;
      byType[entry.type] ??= { files: 0, wire: 0, raw: 0, compressed: 0 };
      const kind = byType[entry.type];
      kind.files += 1;
      kind.wire += entry.wire ?? 0;
      kind.raw += entry.raw ?? 0;
      if (entry.encoding) kind.compressed += 1;
    }
    const kb = (bytes) => Math.round(bytes / 102.4) / 10;
    console.log(`\n${pathName}`);
    console.log('kind | files | compressed | on the wire KB | unpacked KB');
    let wire = 0;
    let raw = 0;
    for (const [type, kind] of Object.entries(byType).sort((a, b) => b[1].wire - a[1].wire)) {
      if (!type.endsWith('(fetched ahead)')) {
        wire += kind.wire;
        raw += kind.raw;
      }
      console.log(`${type} | ${kind.files} | ${kind.compressed} | ${kb(kind.wire)} | ${kb(kind.raw)}`);
    }
    console.log(`the page's own | | | ${kb(wire)} | ${kb(raw)}`);
    await context.close();
  }
} finally {
  await browser.close();
  await stopAndCheck(casino);
}
