import { depositTestCoins, follow, newUsername, PASSWORD, registerAndLogIn } from '../helpers';
import { brokenNumbers, cutFields, headerFaults, overflowPastRight, pageOverflow } from '../layout';
import { GAMES, ROUTES } from '../routes';
import { type APIRequestContext, expect, type Page, test } from '../test';

/**
 * Every page fits its screen: nothing makes a phone's page pan sideways. One test per
 * width walks every route the router knows with in-app navigation, logged out and then
 * logged in, with the bet feed holding long crypto amounts, and opens the Login and
 * Cashier drawers. The tests set their own widths, so they run once, in the desktop project.
 */
/** Bets with six-decimal ETH amounts, a win and a loss, so the feed's amount columns are as wide as they get. */
async function fillBetFeed(request: APIRequestContext): Promise<void> {
  const created = await request.post('/api/user/register', {
    data: { username: newUsername('feed'), password: PASSWORD },
  });
  expect(created.status()).toBe(200);
  await depositTestCoins(request, 'ETH', 'ETH', '0.5', 30);
  for (const target of [1.01, 50]) {
    const bet = await request.post('/api/play/limbo/bet', {
      data: { currency: 'ETH', amount: '0.123456', params: { target } },
    });
    expect(bet.status(), await bet.text()).toBe(200);
  }
}

async function walkRoutes(page: Page, who: string): Promise<void> {
  for (const route of ROUTES) {
    await follow(page, route);
    await expect(page.locator('main').getByRole('heading').first(), route).toBeVisible();
    if (route === '/' || GAMES.some((slug) => route === `/games/${slug}`)) {
      await expect(page.getByRole('table', { name: 'Bet feed' }).getByText('0.12')).not.toHaveCount(0);
    }
    expect(await pageOverflow(page), `${route} ${who}`).toEqual([]);
    expect(await cutFields(page), `${route} ${who}: fields`).toEqual([]);
    expect(await brokenNumbers(page.locator('main')), `${route} ${who}: numbers`).toEqual([]);
    expect(await headerFaults(page, { withLogo: false }), `${route} ${who}: header`).toEqual([]);
  }
}

/** The drawer's close button lies wholly on screen and closes it. */
async function expectDrawerFits(page: Page, link: string): Promise<void> {
  await follow(page, link);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.mantine-Drawer-body')).not.toBeEmpty();
  expect(await pageOverflow(page), link).toEqual([]);
  expect(await overflowPastRight(dialog), link).toEqual([]);
  const close = dialog.locator('.mantine-Drawer-close');
  const box = await close.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(
    box && box.x >= 0 && box.x + box.width <= width,
    `${link} close button at ${JSON.stringify(box)}`,
  ).toBe(true);
  await close.click();
  await expect(dialog).toBeHidden();
}

// 320 px is the narrowest phone, with every small-screen rule in force (the Cashier's two
// rows of tabs among them); 390 px a phone held upright; 768 px a tablet. The widths
// between them are not walked one by one: each walk costs about 15 s of CI.
for (const width of [320, 390, 768]) {
  test(`no page and no drawer is wider than a ${width}px screen`, async ({ page, request }) => {
    await fillBetFeed(request);
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    // Hiding the overflow would only hide the fault: the page must fit by its layout.
    for (const element of ['html', 'body']) {
      const overflowX = await page.locator(element).evaluate((node) => getComputedStyle(node).overflowX);
      expect(['visible', 'auto'], `${element} overflow-x`).toContain(overflowX);
    }
    await walkRoutes(page, 'logged out');
    await expectDrawerFits(page, '/?modal=login');

    await registerAndLogIn(page, 'lay');
    await page.goto('/');
    await walkRoutes(page, 'logged in');
    await expectDrawerFits(page, '/?modal=deposit');
  });
}

/** The header at each desktop width, with the chat panel closed and open: every control fits beside the others. */
async function expectHeaderFits(page: Page, { withLogo = true } = {}): Promise<void> {
  const chat = page.getByRole('button', { name: /^Chat/ });
  for (const width of [1024, 1100, 1180, 1280, 1366, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    for (const open of [false, true]) {
      if ((await chat.getAttribute('aria-pressed')) !== String(open)) await chat.click();
      await expect(chat).toHaveAttribute('aria-pressed', String(open));
      await expect(page.getByRole('complementary', { name: 'Chat' })).toHaveCount(open ? 1 : 0);
      expect(await headerFaults(page, { withLogo }), `${width}px, chat ${open ? 'open' : 'closed'}`).toEqual(
        [],
      );
    }
  }
}

test('the header fits every desktop width with the chat panel open or closed, logged out and in', async ({
  page,
}) => {
  // Thirty-six header layouts: longer than one page's test on a loaded machine.
  test.slow();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectHeaderFits(page);

  await registerAndLogIn(page, 'hdr');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Wallet' })).toBeVisible();
  await expectHeaderFits(page);

  // A game's header also holds Back, and its wallet reads "In Play"; where the header is
  // narrowest the logo may give its room to Back, as on a phone.
  await follow(page, '/games/dice');
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await expectHeaderFits(page, { withLogo: false });
});

test('a provider card shows its whole name where there is room for it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/games/provider');
  const name = page.getByRole('link', { name: /Ante Originals/ }).getByText('Ante Originals');
  await expect(name).toBeVisible();
  expect(
    await name.evaluate((node) => [
      node.scrollWidth <= node.clientWidth,
      node.scrollHeight <= node.clientHeight,
    ]),
  ).toEqual([true, true]);
});

/** A sideways-scrolling tab bar fades at the edge where there is more, and the open tab is wholly in view. */
async function expectScrollHint(
  tabs: ReturnType<Page['getByRole']>,
  edge: 'before' | 'after',
): Promise<void> {
  await expect(tabs).toHaveAttribute(`data-more-${edge}`, '');
  expect(await tabs.evaluate((node) => getComputedStyle(node).maskImage)).not.toBe('none');
  const bar = await tabs.boundingBox();
  const open = await tabs.getByRole('tab', { selected: true }).boundingBox();
  expect(bar && open && open.x >= bar.x && open.x + open.width <= bar.x + bar.width).toBe(true);
}

test('tab bars too wide for a phone show that they scroll, with the open tab in view', async ({ page }) => {
  await registerAndLogIn(page, 'tabs');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings?tab=security');
  const settingsTabs = page.getByRole('tablist', { name: 'Settings sections' });
  await expectScrollHint(settingsTabs, 'after');
  await follow(page, '/settings?tab=offers');
  await expect(page.getByRole('tab', { name: 'Offers', selected: true })).toBeVisible();
  await expectScrollHint(settingsTabs, 'before');
  // The Cashier's five tabs take two rows on the narrowest phones instead (layout-states.spec.ts).
});

test('display currency names are shown in full on a phone', async ({ page }) => {
  await registerAndLogIn(page, 'fiat');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?modal=deposit');
  await page.getByRole('button', { name: /^Display currency/ }).click();
  const chooser = page.getByRole('dialog', { name: 'Display currency' });
  await expect(chooser.getByRole('button', { name: /Canadian Dollar/ })).toBeVisible();
  const cut = await chooser.evaluate((root) =>
    Array.from(root.querySelectorAll('button[aria-pressed] span'))
      .filter((node) => node.scrollWidth > node.clientWidth)
      .map((node) => node.textContent),
  );
  expect(cut).toEqual([]);
});

test('the bet feed keeps its amounts whole when the chat panel narrows it', async ({ page, request }) => {
  await fillBetFeed(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: /^Chat/ }).click();
  await expect(page.getByRole('complementary', { name: 'Chat' })).toBeVisible();
  const feed = page.getByRole('table', { name: 'Bet feed' });
  await expect(feed.getByText('0.12').first()).toBeVisible();
  const cut = await feed.evaluate((table) =>
    Array.from(table.querySelectorAll('td'))
      .filter((cell) => /^-?\d/.test(cell.textContent?.trim() ?? '') && cell.scrollWidth > cell.clientWidth)
      .map((cell) => cell.textContent),
  );
  expect(cut).toEqual([]);
});
