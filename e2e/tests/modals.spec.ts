import { registerAndLogIn } from '../helpers';
import { follow, fundedPlayer } from '../play';
import { expect, type Page, test } from '../test';

/**
 * The modal stack and the `?modal=` deep links (docs/product.md#deep-links): every link
 * opens its modal on its tab, a bet slip link needs its roundId, Auth and Cashier are
 * drawers on a phone, an overlay opens above the modal below it and closing it goes
 * back there, a normal modal replaces the stack, one modal per type, Escape closes
 * only the top one, and the address bar follows the stack.
 */
async function logIn(page: Page): Promise<void> {
  await registerAndLogIn(page, 'md');
}

/** A drawer on a phone (the phone project), a centred modal on a desktop. */
function expectDrawer(page: Page, isPhone: boolean) {
  return expect(page.locator(isPhone ? '.mantine-Drawer-content' : '.mantine-Modal-content')).toBeVisible();
}

test(
  '?modal=login and ?modal=register open Auth on their tab, a drawer on a phone',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    // The first link loads the app; the second is followed within it, as a link click would.
    await page.goto('/?modal=login');
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await expectDrawer(page, testInfo.project.name === 'phone');
    await follow(page, '/?modal=register');
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await expectDrawer(page, testInfo.project.name === 'phone');
  },
);

test('?modal=seeds and ?modal=verify-bet open the Fairness tabs', async ({ page }) => {
  await page.goto('/');
  for (const [value, tab] of [
    ['seeds', 'Seeds'],
    ['verify-bet', 'Verify'],
  ] as const) {
    await follow(page, `/?modal=${value}`);
    const dialog = page.getByRole('dialog', { name: 'Fairness' });
    await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  }
});

test('logged out, a cashier link asks to log in', async ({ page }) => {
  await page.goto('/');
  for (const value of ['deposit', 'vault']) {
    await follow(page, `/?modal=${value}`);
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/modal=login/);
  }
});

test(
  'logged in: every cashier link opens the wallet on its tab, a drawer on a phone',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await logIn(page);
    await page.goto('/?modal=deposit');
    await expect(page.getByRole('dialog', { name: 'Wallet' })).toBeVisible();
    for (const [value, tab] of [
      ['deposit', 'Deposit'],
      ['withdraw', 'Withdraw'],
      ['tip', 'Tip'],
      ['vault', 'Vault'],
      ['buy-crypto', 'Buy Crypto'],
    ] as const) {
      await follow(page, `/legal?modal=${value}`);
      const wallet = page.getByRole('dialog', { name: 'Wallet' });
      await expect(wallet.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expectDrawer(page, testInfo.project.name === 'phone');
    }
    // A tab click is written back to the address bar; closing removes the link.
    await page.getByRole('dialog', { name: 'Wallet' }).getByRole('tab', { name: 'Tip' }).click();
    await expect(page).toHaveURL(/modal=tip/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Wallet' })).toHaveCount(0);
    await expect(page).not.toHaveURL(/modal=/);
  },
);

test('a bet slip link without its roundId does nothing; a wrong id says so', async ({ page }) => {
  await page.goto('/?modal=bet-slip');
  await expect(page.getByRole('region', { name: 'Originals' })).toBeVisible();
  await expect(page).not.toHaveURL(/modal=/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/?modal=bet-slip&roundId=not-a-round');
  await expect(page.getByRole('dialog', { name: 'Bet details' })).toContainText('Round not found');
});

test('an overlay opens above the bet slip, and closing it goes back to the slip', async ({ page }) => {
  await fundedPlayer(page, { prefix: 'md', amount: '10' });
  const bet = await page.request.post('/api/play/dice/bet', {
    data: { currency: 'USDT', amount: '1', params: { condition: 'under', target: 49.5 } },
  });
  const { round } = (await bet.json()) as { round: { id: string } };

  await page.goto(`/games/dice?modal=bet-slip&roundId=${round.id}`);
  const slip = page.getByRole('dialog', { name: 'Bet details' });
  await expect(slip).toBeVisible();
  // The seed is not revealed yet: the slip offers the seeds, which open above it.
  await slip.getByRole('button', { name: 'Go to seeds' }).click();
  const fairness = page.getByRole('dialog', { name: 'Fairness' });
  await expect(fairness.getByRole('tab', { name: 'Seeds' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/modal=seeds/);
  await expect(page).not.toHaveURL(/roundId=/);
  await expect(slip).toBeAttached();
  // Closing the overlay returns to the slip, link and all.
  await page.keyboard.press('Escape');
  await expect(fairness).toHaveCount(0);
  await expect(slip).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`modal=bet-slip&roundId=${round.id}`));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/games\/dice$/);
});

test('leaving a page closes its deep-linked modal', async ({ page }) => {
  await page.goto('/legal?modal=login');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  await page.goto('/legal');
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveCount(0);
  // The address drives the stack within one page too (a link that writes ?modal=).
  await follow(page, '/legal?modal=seeds');
  await expect(page.getByRole('dialog', { name: 'Fairness' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog', { name: 'Fairness' })).toHaveCount(0);
});

test(
  "an empty wallet is offered 'Deposit Now', which opens the Cashier and can be dismissed",
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await logIn(page);
    await page.goto('/');
    const prompt = page.getByRole('region', { name: 'Your wallet is empty' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Deposit Now' }).click();
    const wallet = page.getByRole('dialog', { name: 'Wallet' });
    await expect(wallet.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
    await expectDrawer(page, testInfo.project.name === 'phone');
    await expect(page).toHaveURL(/modal=deposit/);
    await page.keyboard.press('Escape');
    await expect(wallet).toHaveCount(0);
    await prompt.getByRole('button', { name: 'Dismiss' }).click();
    await expect(prompt).toHaveCount(0);
    // Dismissed for the visit: a reload does not bring it back.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Originals' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your wallet is empty' })).toHaveCount(0);
  },
);

test(
  'FavoriteFiat opens over the Cashier and closing it goes back; a normal modal replaces the stack, one per type',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await logIn(page);
    await page.goto('/?modal=deposit');
    const wallet = page.getByRole('dialog', { name: 'Wallet' });
    await expect(wallet.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
    await expectDrawer(page, testInfo.project.name === 'phone');

    // An overlay pushes onto the stack: the Cashier stays open underneath.
    await wallet.getByRole('button', { name: /^Display currency: USD/ }).click();
    const fiat = page.getByRole('dialog', { name: 'Display currency' });
    await expect(fiat).toBeVisible();
    await expect(wallet).toBeAttached();
    await expect(page).toHaveURL(/modal=deposit/);
    // Closing the overlay returns to the Cashier, on the tab it was on.
    await page.keyboard.press('Escape');
    await expect(fiat).toHaveCount(0);
    await expect(wallet.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');

    // Choosing a currency closes the overlay too, and the Cashier follows the choice.
    await wallet.getByRole('button', { name: /^Display currency: USD/ }).click();
    await fiat.getByRole('button', { name: /Euro/ }).click();
    await expect(fiat).toHaveCount(0);
    await expect(wallet.getByRole('button', { name: /^Display currency: EUR/ })).toBeVisible();

    // A normal modal (Fairness) replaces the whole stack.
    await follow(page, '/?modal=seeds');
    const fairness = page.getByRole('dialog', { name: 'Fairness' });
    await expect(fairness.getByRole('tab', { name: 'Seeds' })).toHaveAttribute('aria-selected', 'true');
    await expect(wallet).toHaveCount(0);
    // Only one modal of a type: another Fairness link updates the open one.
    await follow(page, '/?modal=verify-bet');
    await expect(fairness.getByRole('tab', { name: 'Verify' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(1);

    // Closing the last one leaves nothing open, and nothing in the address.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).not.toHaveURL(/modal=/);
  },
);

test('Escape closes only the top modal, not the chat behind it, and a modal opened from the chat shows above it', {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  const chat = page.getByRole('complementary', { name: 'Chat' });
  await chat.getByRole('tab', { name: 'Friends' }).click();
  await chat.getByRole('button', { name: 'Log in' }).click();
  const auth = page.getByRole('dialog');
  // A real click on the dialog's tab: it fails if the chat covers the dialog (the phone's full-screen chat).
  await auth.getByRole('tab', { name: 'Register' }).click();
  await expect(auth.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await auth.getByRole('tab', { name: 'Login' }).click();

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(chat).toBeVisible();
  // With no dialog left, Escape closes the chat.
  await page.keyboard.press('Escape');
  await expect(chat).toHaveCount(0);
});

test('where registration is not allowed, Register opens the UnsupportedRegion modal in place of Auth', async ({
  page,
}) => {
  // The trusted edge's country header (COUNTRY_HEADER, cf-ipcountry by default).
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'US' });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const blocked = page.getByRole('dialog', { name: 'Not available in your region' });
  await expect(blocked).toContainText('United States');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page).not.toHaveURL(/modal=register/);
  // Signing in stays possible: the modal hands over to Auth's Login tab.
  await blocked.getByRole('button', { name: 'Sign in instead' }).click();
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await expect(blocked).toHaveCount(0);
  // A register link does the same.
  await page.goto('/?modal=register');
  await expect(page.getByRole('dialog', { name: 'Not available in your region' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create account' })).toHaveCount(0);
});
