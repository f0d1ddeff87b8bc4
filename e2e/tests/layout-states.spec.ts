import { depositTestCoins, follow, newUsername, PASSWORD, registerAndLogIn, shot } from '../helpers';
import {
  brokenNumbers,
  cutText,
  headerFaults,
  itemsOutOfView,
  overflowOf,
  overlaps,
  pageOverflow,
} from '../layout';
import { fundedPlayer } from '../play';
import { type Browser, expect, type Locator, type Page, test } from '../test';

/**
 * The layout walk's second half (layout.spec.ts opens every route): the states a route
 * only reaches in play, at the smallest phone, a common phone and a desktop. A round's
 * result on the board, dialogs open, and the longest amounts a player meets (a balance
 * of hundreds of millions, eight decimals). Nothing makes the page or a card wider than
 * the screen, no label or amount is cut short, no number breaks over two lines and no
 * card or control lands on another. Each test sets up its state once and checks it at
 * every width, so a width costs a few seconds. Faults are gathered with soft checks:
 * one run lists every one of them.
 */
const WIDTHS = [320, 390, 1280];

/** Everything wrong with `region`'s fit, as readable lines: spilling content, cut text, broken numbers. */
async function regionFaults(region: Locator): Promise<string[]> {
  return [...(await overflowOf(region)), ...(await cutText(region)), ...(await brokenNumbers(region))];
}

async function setWidth(page: Page, width: number, height = 800): Promise<void> {
  await page.setViewportSize({ width, height });
}

/** A BTC withdrawal the simulated chain takes (the amount well above its minimum). */
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

test('long amounts, badges and labels fit the header, Settings, the Cashier and a bet slip', async ({
  page,
  browser,
  baseURL,
}) => {
  // An e-mail not yet verified, so Security offers to send the link again.
  const username = await registerAndLogIn(page, 'long', `${newUsername('mail')}@example.com`);
  // A balance of hundreds of millions (SHIB), eight-decimal amounts (BTC), and every kind
  // of line Transactions shows: deposits, a withdrawal, a vault move and a tip received.
  await depositTestCoins(page.request, 'SHIB', 'ETH', '200000000');
  await depositTestCoins(page.request, 'BTC', 'BTC', '0.01234567');
  await tipFromAnotherPlayer(browser, baseURL, username);
  const moves = [
    page.request.post('/api/wallet/vault/deposit', { data: { currency: 'BTC', amount: '0.00012345' } }),
    page.request.post('/api/wallet/withdraw', {
      data: { currency: 'BTC', network: 'BTC', address: BTC_ADDRESS, amount: '0.00123456' },
    }),
  ];
  for (const move of await Promise.all(moves)) expect(move.status(), await move.text()).toBe(200);
  const bet = await page.request.post('/api/play/limbo/bet', {
    data: { currency: 'BTC', amount: '0.00012345', params: { target: 1.01 } },
  });
  expect(bet.status(), await bet.text()).toBe(200);
  const { round } = (await bet.json()) as { round: { id: string } };
  await page.addInitScript(() =>
    window.localStorage.setItem(
      'ante.settings',
      JSON.stringify({ selectedCurrency: 'SHIB', showFiat: false }),
    ),
  );

  const header = page.locator('header').filter({ has: page.getByRole('button', { name: /^Chat/ }) });
  const balance = header.getByRole('button', { name: /^Balance:/ });
  for (const width of WIDTHS) {
    await setWidth(page, width);
    const at = `${width}px`;

    await page.goto('/settings?tab=transactions');
    const transactions = page.getByRole('region', { name: 'Transactions' });
    await expect(transactions.getByText('Tip received')).toBeVisible();
    await expect(balance).toContainText('200');
    expect.soft(await cutText(balance), `${at}: header balance`).toEqual([]);
    expect.soft(await headerFaults(page, { withLogo: false }), `${at}: header`).toEqual([]);
    expect.soft(await pageOverflow(page), `${at}: transactions page`).toEqual([]);
    expect.soft(await regionFaults(transactions), `${at}: transactions card`).toEqual([]);
    // Every amount keeps its currency in view, inside the card.
    for (const code of ['SHIB', 'BTC', 'DOGE']) {
      for (const currency of await transactions.getByText(code, { exact: true }).all()) {
        await currency.scrollIntoViewIfNeeded();
        await expect.soft(currency, `${at}: ${code} shown`).toBeInViewport({ ratio: 1, timeout: 1_000 });
      }
    }
    await shot(page, `layout-transactions-${width}`, test.info(), { fullPage: true });

    await follow(page, '/settings?tab=security');
    await expect(page.getByRole('button', { name: 'Resend verification e-mail' })).toBeVisible();
    await expect(page.getByText('This device')).toBeVisible();
    for (const name of ['E-mail', 'Active sessions']) {
      const card = page.getByRole('region', { name });
      expect.soft(await regionFaults(card), `${at}: ${name} card`).toEqual([]);
    }
    await shot(page, `layout-security-${width}`, test.info(), { fullPage: true });

    await follow(page, '/settings?tab=security&modal=buy-crypto');
    const cashier = page.getByRole('dialog', { name: 'Wallet' });
    await expect(cashier.getByRole('tab', { name: 'Buy Crypto', selected: true })).toBeVisible();
    // All five of the Cashier's tabs show whole, whichever is open.
    for (const tab of ['Buy Crypto', 'Deposit']) {
      await cashier.getByRole('tab', { name: tab }).click();
      const tabs = cashier.getByRole('tablist');
      expect
        .soft(await itemsOutOfView(tabs, tabs.getByRole('tab')), `${at}: Cashier tabs, ${tab} open`)
        .toEqual([]);
      expect.soft(await cutText(tabs), `${at}: Cashier tab labels`).toEqual([]);
    }
    await shot(page, `layout-cashier-${width}`, test.info());

    await follow(page, `/settings?tab=security&modal=bet-slip&roundId=${round.id}`);
    const slip = page.getByRole('dialog', { name: 'Bet details' });
    await expect(slip.getByText('0.00012345')).toBeVisible();
    expect.soft(await pageOverflow(page), `${at}: bet slip page`).toEqual([]);
    // The slip's figures (the seeds below them are long hex strings that may wrap).
    expect.soft(await regionFaults(slip.locator('dl').first()), `${at}: bet slip figures`).toEqual([]);
    await shot(page, `layout-bet-slip-${width}`, test.info());
  }
});

/** Another player tips `username` a four-decimal DOGE amount, so Transactions lists a tip with its sender. */
async function tipFromAnotherPlayer(browser: Browser, baseURL: string | undefined, username: string) {
  const context = await browser.newContext({ baseURL });
  const friend = context.request;
  const created = await friend.post('/api/user/register', {
    data: { username: newUsername('tipper'), password: PASSWORD },
  });
  expect(created.status()).toBe(200);
  await depositTestCoins(friend, 'DOGE', 'DOGE', '50');
  // The deposit is credited once the mined blocks are seen: the tip waits for that.
  await expect
    .poll(async () =>
      (
        await friend.post('/api/wallet/tip/send', { data: { username, currency: 'DOGE', amount: '5.1234' } })
      ).status(),
    )
    .toBe(200);
  await context.close();
}

test('a finished baccarat round keeps every card in its own place', async ({ page }) => {
  await fundedPlayer(page, { prefix: 'bac' });
  await setWidth(page, 320, 700);
  await page.goto('/games/baccarat');
  const places = page.locator('section[data-hand] > div:last-child > *');
  const table = page.locator('section[data-hand]').locator('xpath=..');
  await expect(places).toHaveCount(6);
  // The empty places first, then a round that dealt a third card (about three rounds in
  // five do; the bets stop at the first).
  expect.soft(await overlaps(places), '320px: empty places').toEqual([]);
  await page.getByRole('radio', { name: '1 USDT', exact: true }).click();
  await page.getByRole('button', { name: /^Player \d/ }).click();
  const thirdCard = page.locator('section[data-hand] > div:last-child > [role="img"]:nth-child(3)');
  for (let round = 1; round <= 12 && (await thirdCard.count()) === 0; round += 1) {
    await page.getByRole('button', { name: 'Bet', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /wins|Tie/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeEnabled();
  }
  await expect(thirdCard.first()).toBeVisible();
  for (const width of WIDTHS) {
    await setWidth(page, width, 700);
    const at = `${width}px`;
    expect.soft(await overlaps(places), `${at}: cards and places`).toEqual([]);
    expect.soft(await overflowOf(table), `${at}: the table`).toEqual([]);
    expect.soft(await pageOverflow(page), `${at}: page`).toEqual([]);
    await shot(page, `layout-baccarat-${width}`, test.info());
  }
});

test('the welcome offer shows its buttons and a close button on the smallest phones', async ({
  browser,
  baseURL,
}) => {
  // A browser that has never seen the offer (the other tests start as one that has).
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await registerAndLogIn(page, 'offer');
  // 320 px phones are 568 or 640 px tall.
  await setWidth(page, 320, 568);
  await page.goto('/');
  const offer = page.getByRole('dialog', { name: 'Welcome bonus' });
  await expect(offer).toBeVisible();
  for (const height of [568, 640]) {
    await setWidth(page, 320, height);
    const at = `320x${height}`;
    for (const name of ['Claim bonus', 'No thanks', 'Close']) {
      await expect
        .soft(offer.getByRole('button', { name }), `${at}: ${name}`)
        .toBeInViewport({ ratio: 1, timeout: 1_000 });
    }
    expect.soft(await pageOverflow(page), `${at}: page`).toEqual([]);
    await shot(page, `layout-welcome-offer-320x${height}`, test.info());
  }
  // Close leaves the offer undecided: it stays in Settings, Offers, to take later.
  await offer.getByRole('button', { name: 'Close' }).click();
  await expect(offer).toHaveCount(0);
  await follow(page, '/settings?tab=offers');
  await expect(page.getByRole('button', { name: 'Claim bonus' })).toBeVisible();
  await context.close();
});

test('on a cold load of a game, the header placeholders leave Back and the other controls free', async ({
  page,
}) => {
  const username = await registerAndLogIn(page, 'cold');
  for (const width of [320, 390]) {
    await setWidth(page, width);
    // The player, then the wallet's balances, held back as a slow network would: the
    // header shows each one's placeholder in turn.
    const player = await holdBack(page, '**/api/user/current');
    const balances = await holdBack(page, '**/api/wallet/balances');
    await page.goto('/games/dice');
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(page.locator('header .mantine-Skeleton-root')).not.toHaveCount(0);
    expect
      .soft(await headerFaults(page, { withLogo: false }), `${width}px: header, player loading`)
      .toEqual([]);
    player();
    await expect(page.getByRole('button', { name: username, exact: true })).toBeVisible();
    await expect(page.locator('header .mantine-Skeleton-root')).not.toHaveCount(0);
    expect
      .soft(await headerFaults(page, { withLogo: false }), `${width}px: header, balances loading`)
      .toEqual([]);
    await shot(page, `layout-cold-header-${width}`, test.info());
    balances();
    await expect(page.getByRole('button', { name: /^Balance:/ })).toBeVisible();
    expect.soft(await headerFaults(page, { withLogo: false }), `${width}px: header loaded`).toEqual([]);
    await page.unrouteAll({ behavior: 'wait' });
  }
});

/** Holds back the page's requests to `url` until the answer is called. */
async function holdBack(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('on a phone, where the header gives search up to the balance, the menu has it', async ({ page }) => {
  await registerAndLogIn(page, 'find');
  await setWidth(page, 390);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Balance:/ })).toBeVisible();
  await expect(page.locator('header').getByRole('button', { name: 'Search games' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Search games' })
    .click();
  await expect(page.getByRole('combobox', { name: 'Search games' })).toBeVisible();
});
