import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_SECRET_KEY, STAFF_LOGIN } from './helpers';
import { SMTP_PORT } from './mailbox';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the
 * casino exactly as `npm start` runs it: built bundle, one process, a fresh PGlite
 * folder per run, or PostgreSQL and Redis when DATABASE_URL / REDIS_URL are set.
 */
const port = Number(process.env.E2E_PORT ?? 3123);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ante-e2e-'));

export default defineConfig({
  testDir: './tests',
  // A real SMTP server for the e-mailed links (mailbox.ts).
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // One worker per two cores: a test is a browser and its share of the casino, about two
  // cores' work while a page loads. On CI's two cores one worker ran 46 tests in 294 s
  // where two took 316 s, the two browsers thrashing each other (a third of the CPU
  // time went to the kernel) and each test taking three times as long.
  workers: Math.max(1, Math.floor(os.availableParallelism() / 2)),
  // In CI a test that fails is run once more: a real fault fails twice, while a one-off
  // stall of the loaded machine does not sink the run. `npm test` reports such tests as
  // flaky by name, so they are seen and fixed rather than hidden.
  retries: process.env.CI ? 1 : 0,
  // A limit for a hung test, never for a slow machine: machines of CI's kind differ
  // threefold in speed, and a flow that works must pass on the slowest, only later.
  // Tests wait on what ends the wait (an element, a response, the e-mail's arrival),
  // never for a fixed time, so a fast machine does not pay for these limits.
  timeout: 240_000,
  expect: { timeout: 30_000 },
  forbidOnly: true,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The browser asks for reduced motion, which the app honours (count-ups land at once,
    // decorative loops stop). CI's two cores have no GPU, so every running animation is
    // CPU taken from the server and the other browser: about a fifth of the run. The
    // animations themselves are held to the speed setting by unit tests and were looked
    // at in screenshots.
    reducedMotion: 'reduce',
    // A trace records every action's snapshots and screencast while the test runs, which
    // made each test about a third slower: it is recorded only when a failed test is
    // run again (CI retries once), so a failure still comes with its trace.
    trace: 'on-first-retry',
    // An action waits as long as an assertion does. Without a limit of its own, a click
    // on something that never comes (an option of a list that closed) waited out the
    // whole test, twelve minutes for a slow test, before the retry could start.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Every page of the site in a context shares one renderer process (e2e/test.ts).
        '--process-per-site',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      // Every test runs at 1280 px. At 390 px run only the tests tagged @phone: those
      // where the width changes what they check (drawers in place of modals, the
      // phone's header, menu and chat column, one round of each kind of board, the live
      // stats sheet, the demo banner within the window). A flow that moves money or
      // state takes the same server path at any width, so it runs once (the real-chain
      // deposit and the live show's shared round among them: their phone screens are the
      // Cashier drawer and the game page the other tests and the layout walk cover); and
      // the layout walk (layout.spec.ts) opens every route and drawer at 320, 390 and 768 px.
      name: 'phone',
      grep: /@phone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true },
    },
  ],
  webServer: {
    // The casino as `npm start` runs it, with a staff account given the admin role by
    // `npm run staff` before the tests start (start-with-staff.mjs).
    command: 'node start-with-staff.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // The first start builds the web app and the server from a clean clone.
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SECRET_KEY: E2E_SECRET_KEY,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '200',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // TEST_FAUCET_USD_PER_HOUR keeps its default ($10,000 a player an hour): every test funds
      // a new player, with at most $3,500 (1 ETH in wallet.spec.ts; fundedPlayer gives $1,000).
      // A welcome bonus whose rollover a test can meet in a few bets: 1% of the deposit with a
      // 3x rollover, the least the start accepts as costing the player on average once every
      // reward earned meanwhile is counted.
      WELCOME_BONUS_PERCENT: '1',
      WELCOME_BONUS_ROLLOVER: '3',
      // An operator's own restricted territory, which the Terms list (shell.spec.ts). No test
      // sends a German visitor's country header, so nobody here is refused by it.
      RESTRICTED_TERRITORIES: 'DE',
      // The staff account of game-message.spec.ts and competitions.spec.ts.
      E2E_STAFF_USERNAME: STAFF_LOGIN.username,
      E2E_STAFF_PASSWORD: STAFF_LOGIN.password,
      // The built-in studio on a free port: the casino's launch URL names the one it got.
      STUDIO_PORT: '0',
      // The live show's rounds run in 14 to 16 s here, so game-show.spec.ts sees one settle soon.
      STUDIO_SHOW_TIMINGS: '7,1,3,2,2',
      // The error screen's test page, /__crash, exists only on servers that ask for it.
      CRASH_PROBE: 'true',
      // The footer's licence badge and socials come from the site configuration.
      LICENSE_TEXT: 'Licensed by the Test Gaming Authority',
      LICENSE_URL: 'https://licence.example/ante',
      SOCIAL_TELEGRAM_URL: 'https://t.me/ante_test',
      // The global pot never pays out here: other specs check exact balances after bets.
      // jackpot.spec.ts runs its own server whose pot every qualifying bet wins.
      JACKPOT_ODDS: '100000000000',
    },
  },
});
