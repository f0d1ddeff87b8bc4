import { expect, test } from '../test';

/**
 * Each page's code arrives when it is first needed: the home page loads none of the
 * game page's, and a link's page is fetched ahead (when the link is hovered, or comes
 * near the screen once the page is idle) so that following it shows the page without
 * a wait, and without a loading spinner in between.
 */
test('the lobby fetches the game page ahead of the click, and the game opens without a spinner', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // The first page's own code, asked for before the document is ready (fetching ahead
  // waits for the page's load and an idle moment): React and the app, no page's chunk.
  let firstPage: string[] = [];
  page.once('domcontentloaded', () => {
    firstPage = [...scripts];
  });
  await page.goto('/');
  expect(firstPage.length).toBeGreaterThan(0);
  expect(firstPage.filter((path) => /game-page-/.test(path))).toEqual([]);
  const dice = page.getByRole('link', { name: 'Dice', exact: true }).first();
  await expect(dice).toBeVisible();

  await dice.hover();
  await expect.poll(() => scripts.some((path) => /game-page-/.test(path))).toBe(true);
  // Watches the page for the loading spinner from here on, however briefly it would show.
  await page.evaluate(() => {
    const seen = document.createElement('meta');
    seen.id = 'spinner-seen';
    new MutationObserver(() => {
      if (document.querySelector('[aria-label="Loading the page"]')) document.head.append(seen);
    }).observe(document.body, { childList: true, subtree: true });
  });
  await dice.click();
  await expect(page.getByRole('heading', { name: 'Dice', level: 1 })).toBeVisible();
  await expect(page.locator('#spinner-seen')).toHaveCount(0);
});
