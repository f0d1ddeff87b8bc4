import { newUsername, PASSWORD, shot } from '../helpers';
import { expect, type Page, test } from '../test';

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

test('a game row too long for the screen scrolls by its arrows, each enabled while there is more that way', async ({
  page,
}) => {
  await page.goto('/');
  const row = page.getByRole('region', { name: 'Originals' });
  const left = row.getByRole('button', { name: 'Scroll Originals left' });
  const right = row.getByRole('button', { name: 'Scroll Originals right' });
  await expect(left).toBeDisabled();
  await expect(right).toBeEnabled();
  await right.click();
  await expect(left).toBeEnabled();
  await left.click();
  await expect(left).toBeDisabled();
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

test("a player favourites a game from the game's own page", async ({ page }, testInfo) => {
  await registerAndLogIn(page);
  await page.goto('/games/dice');
  await page.getByRole('button', { name: 'Add Dice to favourites' }).click();
  const remove = page.getByRole('button', { name: 'Remove Dice from favourites' });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  await shot(
    page.getByRole('heading', { level: 1, name: 'Dice' }).locator('../..'),
    'game-favourite',
    testInfo,
  );
  await page.goto('/games/favorite');
  await expect(page.getByRole('main').getByRole('link', { name: 'Dice', exact: true })).toBeVisible();
  // The same list: taking it out on the game page takes it out of Favourites.
  await page.goto('/games/dice');
  await remove.click();
  await expect(page.getByRole('button', { name: 'Add Dice to favourites' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.goto('/games/favorite');
  await expect(page.getByRole('main').getByRole('link', { name: 'Dice', exact: true })).toHaveCount(0);
});

test('the menu and the page spell Favourites the same way', { tag: '@phone' }, async ({ page }, testInfo) => {
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

test.describe('the global pot counter', () => {
  // The counter is animated only for players who allow motion; every other test asks for less.
  test.use({ reducedMotion: 'no-preference' });

  /** An amount as the counter shows it ("$1,234.56") or as the API gives it ("1234.5600"), in cents. */
  function cents(text: string): bigint {
    const [whole, fraction = ''] = text.replace(/[^\d.]/g, '').split('.');
    return BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  }

  test('starts at the current amount on a page load, never counting up from below it', async ({ page }) => {
    // Every figure either counter shows, from the very first, as the page builds it.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { potTexts: string[] }).potTexts = seen;
      new MutationObserver(() => {
        for (const node of Array.from(document.querySelectorAll('[data-testid$="pot-amount"]'))) {
          const text = node.textContent ?? '';
          if (seen.at(-1) !== text) seen.push(text);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    // Other tests' bets only ever add to the pot here (it never pays out on this server).
    const current = await page.request.get('/api/feeds/jackpot/current');
    expect(current.status()).toBe(200);
    const floor = cents(((await current.json()) as { amount: string }).amount);

    await page.goto('/global-jackpot');
    const hero = page.getByTestId('global-pot-amount');
    await expect(hero).toHaveText(/^\$\d/);
    await expect(hero).not.toHaveClass(/Counting/);
    const shown = await page.evaluate(() => (window as unknown as { potTexts: string[] }).potTexts);
    const figures = shown.filter((text) => /\d/.test(text));
    expect(figures.length).toBeGreaterThan(0);
    for (const text of figures)
      expect(cents(text), `the counter showed ${text}`).toBeGreaterThanOrEqual(floor);
  });
});
