import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { markWelcomeOfferSeen } from './test';

/** Helpers the browser tests share: players made through the real API, in-app navigation. */
export const PASSWORD = 'a long enough password';
/** The admin account of the e2e server, made staff by start-with-staff.mjs before the tests run. */
export const STAFF_LOGIN = { username: 'e2estaff', password: PASSWORD };
/**
 * The SECRET_KEY of every casino the browser tests start. One fixed key, because on
 * PostgreSQL a spec's own casino shares the database with the shared server, and a
 * node with another key than the one the database has seen refuses to start.
 */
export const E2E_SECRET_KEY = 'e2e0'.repeat(16);

/** A username unique to this run (letters and digits, at most 14 characters). */
export function newUsername(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1000)}`.slice(0, 14);
}

/**
 * Registers a new player through the page's own request context, so the page shares
 * its session cookie: the next page load is logged in. Gives the username.
 */
export async function registerAndLogIn(page: Page, prefix: string, email?: string): Promise<string> {
  const username = newUsername(prefix);
  const created = await page.request.post('/api/user/register', {
    data: { username, password: PASSWORD, ...(email ? { email } : {}) },
  });
  expect(created.status()).toBe(200);
  return username;
}

/** Follows a link within the loaded app (a client-side navigation, as a link click makes): no page reload. */
export async function follow(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/**
 * Test coins for the player logged in on `request`, as the Cashier's faucet gives them:
 * sent to the player's own deposit address, then `blocks` blocks mined to credit them
 * (60 is enough on every network). The faucet allows $10,000 a player an hour; every
 * test funds a new player with far less.
 */
export async function depositTestCoins(
  request: APIRequestContext,
  currency: string,
  network: string,
  amount: string,
  blocks = 60,
): Promise<void> {
  const info = await request.post('/api/wallet/deposit', { data: { currency } });
  expect(info.status()).toBe(200);
  const { addresses } = (await info.json()) as { addresses: { network: string; address: string }[] };
  const address = addresses.find((entry) => entry.network === network)?.address;
  expect(address).toBeTruthy();
  const sent = await request.post('/api/dev/chain/faucet', { data: { network, currency, address, amount } });
  expect(sent.status(), await sent.text()).toBe(200);
  expect((await request.post('/api/dev/chain/mine', { data: { network, blocks } })).status()).toBe(200);
}

/** A second player in their own browser, with the same size and settings as the running project's. */
export async function secondBrowser(
  browser: Browser,
  baseURL: string | undefined,
  testInfo: { project: { use: object } },
) {
  const { viewport, hasTouch } = testInfo.project.use as {
    viewport?: { width: number; height: number };
    hasTouch?: boolean;
  };
  const context = await browser.newContext({ baseURL, viewport, hasTouch });
  await context.addInitScript(markWelcomeOfferSeen);
  return { context, page: await context.newPage() };
}

/**
 * A screenshot for a person to look at, taken only when SHOTS_DIR names a folder
 * (`SHOTS_DIR=/tmp/shots npm run test:e2e`): a test checks what it sees through its
 * assertions, and a run that nobody looks at should not pay for pictures.
 */
export async function shot(
  target: Page | Locator,
  name: string,
  testInfo: { project: { name: string } },
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await target.screenshot({
    path: path.join(dir, `${name}-${testInfo.project.name}.png`),
    animations: 'disabled',
    ...(options.fullPage ? { fullPage: true } : {}),
  });
}

/**
 * Records the title and text of every toast the page shows from now on, for a test that
 * must prove one was never shown: a toast lasts a few seconds, so looking for one at a
 * given moment could miss it. Read the record with `page.evaluate(readToasts)`.
 */
export async function recordToasts(page: Page): Promise<void> {
  // Kept in sessionStorage, so a reload (signing out) keeps what was seen before it.
  const install = () => {
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const toast of Array.from(document.querySelectorAll('.mantine-Notification-root'))) {
        if (seen.has(toast)) continue;
        seen.add(toast);
        const record = JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]') as string[];
        sessionStorage.setItem('e2e-toasts', JSON.stringify([...record, toast.textContent ?? '']));
      }
    }).observe(document.documentElement, { childList: true, subtree: true });
  };
  await page.addInitScript(install);
  await page.evaluate(install);
}

export function readToasts(): string[] {
  return JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]') as string[];
}

/**
 * The two-factor code `offsetSteps` 30-second steps from now, computed as the player's
 * authenticator app does (RFC 6238, SHA-1, six digits, 30 seconds, as the server).
 */
export function totpCode(secret: string, offsetSteps = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSteps * 30_000 });
}

/**
 * Turns two-factor on for the session in `request` with the previous step's code, so the
 * current and the next step are left for the test to spend, and answers the secret.
 * A loaded machine can take long enough between reading the clock and the server's check
 * for the previous step to be two steps old by then: the server refuses it and moves
 * nothing, so the code is computed again and sent once more.
 */
export async function turnOnTwoFactor(request: APIRequestContext): Promise<string> {
  const { secret } = (await (await request.get('/api/user/totp/new')).json()) as { secret: string };
  for (let attempt = 1; ; attempt += 1) {
    const remaining = TOTP.remaining({ period: 30 });
    if (remaining < 4_000) await new Promise((resolve) => setTimeout(resolve, remaining + 100));
    const verified = await request.post('/api/user/totp/verify', { data: { code: totpCode(secret, -1) } });
    if (verified.status() === 200 || attempt === 3) {
      expect(verified.status(), await verified.text()).toBe(200);
      return secret;
    }
  }
}

/**
 * Chooses a coin in the Cashier's Currency list, and again until the choice holds: the
 * list can close under the pointer when the page re-renders as a deposit's notice
 * arrives, which a test that has just credited coins races on a fast machine.
 */
export async function chooseCashierCurrency(page: Page, code: string): Promise<void> {
  const currency = page.getByRole('dialog', { name: 'Wallet' }).getByLabel('Currency', { exact: true });
  await expect(async () => {
    await currency.click();
    await page.getByRole('option', { name: new RegExp(`^${code}\\b`) }).click({ timeout: 5_000 });
    await expect(currency).toHaveValue(new RegExp(`^${code}\\b`), { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}
