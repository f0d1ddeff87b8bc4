import { accessibilityFaults } from '../accessibility';
import { follow } from '../helpers';
import { fundedPlayer } from '../play';
import { ROUTES } from '../routes';
import { expect, type Page, test } from '../test';

/**
 * WCAG 2.2 AA on every route and every dialog, by axe, at a desktop's and a phone's
 * width, logged out and logged in: no serious or critical violation, contrast included.
 * The frame (header, menu, footer) is checked on the first page of each walk; the other
 * pages check their own content, which is what changes between them.
 */
const LOGGED_OUT_DIALOGS = ['login', 'register', 'seeds', 'verify-bet'];
const LOGGED_IN_DIALOGS = [
  'deposit',
  'withdraw',
  'tip',
  'vault',
  'buy-crypto',
  'seeds',
  'verify-bet',
  'redeem-code',
];

async function walk(page: Page, who: string, dialogs: readonly string[]): Promise<string[]> {
  const faults: string[] = [];
  await page.goto('/');
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
  faults.push(...(await accessibilityFaults(page, `/ ${who}`)));
  for (const route of ROUTES.slice(1)) {
    await follow(page, route);
    await expect(page.locator('main').getByRole('heading').first(), route).toBeVisible();
    faults.push(...(await accessibilityFaults(page, `${route} ${who}`, 'main')));
  }
  for (const dialog of dialogs) {
    await follow(page, `/?modal=${dialog}`);
    await expect(page.getByRole('dialog')).toBeVisible();
    faults.push(...(await accessibilityFaults(page, `dialog ${dialog} ${who}`, '[role="dialog"]')));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  // The search, from its shortcut.
  await follow(page, '/');
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog')).toBeVisible();
  faults.push(...(await accessibilityFaults(page, `dialog spotlight ${who}`, '[role="dialog"]')));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  return faults;
}

/** A player's own bet: its slip, and their card from the name in the live feed. */
async function betDialogs(page: Page): Promise<string[]> {
  const bet = await page.request.post('/api/play/dice/bet', {
    data: { currency: 'USDT', amount: '1', params: { condition: 'under', target: 49.5 } },
  });
  expect(bet.status(), await bet.text()).toBe(200);
  const { round } = (await bet.json()) as { round: { id: string } };
  await follow(page, `/games/dice?modal=bet-slip&roundId=${round.id}`);
  const slip = page.getByRole('dialog', { name: 'Bet details' });
  await expect(slip).toBeVisible();
  const faults = await accessibilityFaults(page, 'dialog bet slip', '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(slip).toBeHidden();
  return faults;
}

// One test per width and state, each well inside the time limit on a slow machine.
for (const width of [1280, 390]) {
  const size = { width, height: width > 800 ? 800 : 844 };

  test(`every page and dialog meets WCAG 2.2 AA at ${width}px, logged out`, async ({ page }) => {
    await page.setViewportSize(size);
    expect(await walk(page, 'logged out', LOGGED_OUT_DIALOGS)).toEqual([]);
  });

  test(`every page and dialog meets WCAG 2.2 AA at ${width}px, logged in`, async ({ page }) => {
    await page.setViewportSize(size);
    await fundedPlayer(page, { prefix: 'a11y', amount: '10' });
    const faults = await walk(page, 'logged in', LOGGED_IN_DIALOGS);
    faults.push(...(await betDialogs(page)));
    expect(faults).toEqual([]);
  });
}
