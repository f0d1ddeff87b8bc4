import { expect, type Page, test } from '@playwright/test';
import { newUsername, PASSWORD } from '../helpers';

/**
 * The lobby against the real catalogue: home rows, category pages, Spotlight search,
 * favourites (kept on the server) and the login rule of the player lists.
 */
/** Registers through the API; the page shares the browser context's cookies, so it is logged in. */
async function registerAndLogIn(page: Page): Promise<string> {
  const username = newUsername('lob');
  const created = await page.request.post('/api/user/register', { data: { username, password: PASSWORD } });
  expect(created.status()).toBe(200);
  return username;
}

const ORIGINAL_NAMES = [
  'Dice',
  'Limbo',
  'Plinko',
  'Mines',
  'Keno',
  'Wheel',
  'Roulette',
  'Blackjack',
  'Baccarat',
  'Top Dollar',
  'Take the Crown',
];

test('the home page shows the originals in their row, each linking to its game', async ({ page }) => {
  await page.goto('/');
  const row = page.getByRole('region', { name: 'Originals' });
  await expect(row).toBeVisible();
  for (const name of ORIGINAL_NAMES) {
    await expect(row.getByRole('link', { name, exact: true })).toHaveCount(1);
  }
  await expect(row.getByRole('link', { name: 'Plinko', exact: true })).toHaveAttribute(
    'href',
    '/games/plinko',
  );
});

test('a category page lists its games', async ({ page }) => {
  await page.goto('/games/category/table-games');
  await expect(page.getByRole('heading', { level: 1, name: /Table Games/ })).toBeVisible();
  const main = page.getByRole('main');
  for (const name of ['Roulette', 'Blackjack', 'Baccarat']) {
    await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(main.getByRole('link', { name: 'Plinko', exact: true })).toHaveCount(0);
});

test('Spotlight finds plinko as you type and Enter opens its page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Originals' })).toBeVisible();
  await page.keyboard.press('Meta+k');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.type('plin');
  await expect(dialog.getByRole('option', { name: /Plinko/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/games\/plinko$/);
  await expect(dialog).toBeHidden();
});

test('the header search icon opens Spotlight, and an empty query lists no games', async ({ page }) => {
  await page.goto('/games/category/originals');
  await page.getByRole('button', { name: 'Search games' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('option')).toHaveCount(0);
});

test('searching "ro" lists the games named so, Roulette first, and not every game by its tags', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search games' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Search games' }).fill('ro');
  const options = dialog.getByRole('option');
  // Roulette starts with "ro" and "Take the Crown" holds it; every game's "provably fair"
  // tag holds it inside a word, which is no match.
  await expect(options).toHaveCount(2);
  await expect(options.first()).toContainText('Roulette');
  await expect(options.nth(1)).toContainText('Take the Crown');
  await expect(dialog.getByRole('option', { name: /Dice/ })).toHaveCount(0);
});

test('a player favourites a game and finds it under Favourites', async ({ page }) => {
  await registerAndLogIn(page);
  await page.goto('/games/category/originals');
  const favourite = page.getByRole('button', { name: 'Add Mines to favourites' });
  await favourite.click();
  await expect(page.getByRole('button', { name: 'Remove Mines from favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('/games/favorite');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Mines', exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Dice', exact: true })).toHaveCount(0);
  // Kept on the server: still there after a reload.
  await page.reload();
  await expect(main.getByRole('link', { name: 'Mines', exact: true })).toBeVisible();
});

test('the menu and the page spell Favourites the same way', async ({ page }, testInfo) => {
  await registerAndLogIn(page);
  await page.goto('/');
  // On a phone the menu is a drawer behind the header's menu button.
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Recent' })).toBeVisible();
  await expect(menu.getByText(/favorite/i)).toHaveCount(0);
  await menu.getByRole('link', { name: 'Favourites' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await expect(page.getByText(/favorite/i)).toHaveCount(0);
});

test('logged out, the Favourites and Recent pages open the login modal', async ({ page }) => {
  await page.goto('/games/favorite');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.goto('/games/recent');
  await expect(page.getByRole('dialog')).toBeVisible();
});
