import { follow, fundedPlayer, myBets, units } from '../play';
import { expect, type Page, test } from '../test';

/**
 * Hotkeys (docs/product.md#input-rules): off by default, so Space on a game page does nothing until
 * the player turns them on in the Hotkeys panel; once on, Space bets, but not while an
 * input has the focus, a modal is open or a modifier key is held.
 */
async function betCount(page: Page): Promise<number> {
  return (await myBets(page.request)).length;
}

/** Focus on nothing in particular: a click on the page's top-left corner, then the key. */
async function pressOnPage(page: Page, key: string): Promise<void> {
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press(key);
}

test('hotkeys are off by default; once turned on in the Hotkeys panel, the same Space bets', async ({
  page,
}) => {
  await fundedPlayer(page);
  await page.goto('/games/dice');
  await page.getByLabel('Bet amount').fill('1');
  await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeEnabled();
  await pressOnPage(page, 'Space');
  await page.waitForTimeout(1_000);
  expect(await betCount(page)).toBe(0);

  await page.getByRole('button', { name: 'Hotkeys', exact: true }).click();
  const panel = page.getByRole('complementary', { name: 'Hotkeys' });
  const enable = panel.getByRole('switch', { name: 'Enable hotkeys' });
  await expect(enable).not.toBeChecked();
  await enable.click();
  await expect(enable).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  await pressOnPage(page, 'Space');
  await expect.poll(() => betCount(page)).toBe(1);
  expect(units((await myBets(page.request))[0]?.wager ?? '0')).toBe(units('1'));
});

test('with hotkeys on, Space bets, but not from an input, with a modifier or under a modal', async ({
  page,
}) => {
  await fundedPlayer(page, { settings: { isHotkeyEnabled: true } });
  await page.goto('/games/dice');
  const amount = page.getByLabel('Bet amount');
  await amount.fill('1');
  await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeEnabled();

  // In the amount input, Space is typing.
  await amount.press('Space');
  // With a modifier held, the key belongs to the browser.
  await pressOnPage(page, 'Shift+Space');
  // Under a modal, the game does not listen (opened by a link, so the page keeps its amount).
  await follow(page, '/games/dice?modal=seeds');
  await expect(page.getByRole('dialog', { name: 'Fairness' })).toBeVisible();
  await page.keyboard.press('Space');
  await page.waitForTimeout(1_000);
  expect(await betCount(page)).toBe(0);

  // Modal closed, nothing focused: Space places one bet, of the amount typed.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await pressOnPage(page, 'Space');
  await expect.poll(() => betCount(page)).toBe(1);
  expect(units((await myBets(page.request))[0]?.wager ?? '0')).toBe(units('1'));
});

test('the Live stats window never covers the Hotkeys panel', async ({ page }) => {
  await fundedPlayer(page);
  await page.goto('/games/dice');
  await page.getByRole('button', { name: 'Live stats', exact: true }).click();
  const stats = page.getByRole('dialog', { name: 'Live stats' });
  await expect(stats).toBeVisible();
  await page.getByRole('button', { name: 'Hotkeys', exact: true }).click();
  const panel = page.getByRole('complementary', { name: 'Hotkeys' });
  await expect(panel).toBeVisible();

  // Where the two overlap (both open at the right), the panel is what the player sees.
  const a = await panel.boundingBox();
  const b = await stats.boundingBox();
  if (!a || !b) throw new Error('both must be on screen');
  const left = Math.max(a.x, b.x);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const top = Math.max(a.y, b.y);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  expect(right - left).toBeGreaterThan(0);
  expect(bottom - top).toBeGreaterThan(0);
  const onTop = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest('aside')?.getAttribute('aria-label') ?? null,
    [(left + right) / 2, (top + bottom) / 2] as const,
  );
  expect(onTop).toBe('Hotkeys');
});
