import { expect, type Page, test } from '@playwright/test';
import { follow, fundedPlayer, newUsername, PASSWORD } from '../play';

/**
 * The modal stack and the `?modal=` deep links of spec sections 2 and 4: every link
 * opens its modal on its tab, a bet slip link needs its roundId, Auth and Cashier are
 * drawers on a phone, an overlay opens above the modal below it and closing it goes
 * back there, and the address bar follows the stack.
 */
async function logIn(page: Page): Promise<void> {
  const response = await page.request.post('/api/user/register', {
    data: { username: newUsername('md'), password: PASSWORD },
  });
  expect(response.status()).toBe(200);
}

/** A drawer on a phone (the phone project), a centred modal on a desktop. */
function expectDrawer(page: Page, isPhone: boolean) {
  return expect(page.locator(isPhone ? '.mantine-Drawer-content' : '.mantine-Modal-content')).toBeVisible();
}

for (const [value, tab] of [
  ['login', 'Login'],
  ['register', 'Register'],
] as const) {
  test(`?modal=${value} opens Auth on ${tab}, a drawer on a phone`, async ({ page }, testInfo) => {
    await page.goto(`/?modal=${value}`);
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expectDrawer(page, testInfo.project.name === 'phone');
  });
}

test('?modal=seeds and ?modal=verify-bet open the Fairness tabs', async ({ page }) => {
  for (const [value, tab] of [
    ['seeds', 'Seeds'],
    ['verify-bet', 'Verify'],
  ] as const) {
    await page.goto(`/?modal=${value}`);
    const dialog = page.getByRole('dialog', { name: 'Fairness' });
    await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  }
});

test('logged out, a cashier link asks to log in', async ({ page }) => {
  for (const value of ['deposit', 'vault']) {
    await page.goto(`/?modal=${value}`);
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/modal=login/);
  }
});

test('logged in: every cashier link opens the wallet on its tab, a drawer on a phone', async ({
  page,
}, testInfo) => {
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
});

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

test("an empty wallet is offered 'Deposit Now', which opens the Cashier and can be dismissed", async ({
  page,
}, testInfo) => {
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
});
