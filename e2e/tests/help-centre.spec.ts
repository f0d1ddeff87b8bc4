import { pageOverflow } from '../layout';
import { expect, test } from '../test';

/**
 * The casino's own Help Center: a player opens it from the footer, searches as they
 * type, opens an article, and finds the way back to its category. At 1280 and at 390 px
 * (@phone), where the page must still fit the screen.
 */
test('a player opens the Help Center from the footer, searches and reads an article', {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Help Center' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Deposits and withdrawals' })).toBeVisible();
  expect(await pageOverflow(page)).toEqual([]);

  // Results follow the typing, best first, each with the words around the match.
  await page.getByRole('searchbox', { name: 'Search the Help Center' }).fill('withdraw');
  const results = page.getByRole('region', { name: 'Search results' });
  const first = results.getByRole('link').first();
  await expect(first).toContainText('Withdrawals');
  await expect(first).toContainText('Deposits and withdrawals');
  await first.click();

  await expect(page).toHaveURL(/\/help\/withdrawals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
  const article = page.getByRole('article', { name: 'Withdrawals' });
  await expect(article.getByRole('heading', { name: 'How to withdraw' })).toBeVisible();
  await expect(article).toContainText('A withdrawal waits');
  expect(await pageOverflow(page)).toEqual([]);

  // The other articles of the category, and the way back to it.
  const more = page.getByRole('complementary', { name: 'More in Deposits and withdrawals' });
  await more.getByRole('link', { name: 'Deposits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Deposits' }).getByRole('table')).toBeVisible();
  expect(await pageOverflow(page)).toEqual([]);
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Deposits and withdrawals' })
    .click();
  await expect(page).toHaveURL(/\/help#deposits-and-withdrawals$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Deposits and withdrawals' })).toBeInViewport();
});
