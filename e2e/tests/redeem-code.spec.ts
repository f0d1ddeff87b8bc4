import { registerAndLogIn, STAFF_LOGIN, shot } from '../helpers';
import { expect, test } from '../test';

/**
 * Redeem Code, from the Rewards page and from the footer: a refused code shows the
 * server's message under the field, a redeemed one a toast with what was paid, and the
 * balance holds it. Staff create the codes through the admin API (the e2e server's
 * staff account, start-with-staff.mjs).
 */
test('a player redeems a code and is told why another does not pay', async ({
  page,
  playwright,
  baseURL,
}, info) => {
  const staff = await playwright.request.newContext({ baseURL });
  expect((await staff.post('/api/user/login', { data: STAFF_LOGIN })).status()).toBe(200);
  const code = `E2E_${Date.now().toString(36)}${info.project.name.slice(0, 3)}`.toUpperCase();
  const created = await staff.post('/api/admin/codes', {
    data: { code, rewardUsd: '3', currency: 'USDT', maxUses: 5 },
  });
  expect(created.status()).toBe(200);
  const drop = await staff.post('/api/admin/codes', {
    data: { code: `${code}_W`, rewardUsd: '1', currency: 'USDT', maxUses: 5, minWagerUsd7d: '50' },
  });
  expect(drop.status()).toBe(200);
  await staff.dispose();

  await registerAndLogIn(page, 'rc');
  await page.goto('/loyalty');
  await page.getByRole('button', { name: 'Redeem Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem a code' });
  const field = dialog.getByLabel('Code');
  await field.fill('NOT_A_REAL_CODE');
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(dialog.getByText('That code does not exist. Check it and try again.')).toBeVisible();
  await field.fill(`${code}_w`);
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(
    dialog.getByText('This code is for players who wagered $50.00 in the last 7 days: wager $50.00 more.'),
  ).toBeVisible();
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBe(widths[1]);
  await shot(page, 'codes-refused', info);

  await field.fill(code.toLowerCase());
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  const toast = page.locator('.mantine-Notification-root', { hasText: 'Code redeemed' });
  await expect(toast).toContainText('3 USDT is in your balance.');
  await expect(dialog).toBeHidden();
  await shot(page, 'codes-redeemed', info);
  const balances = await page.request.get('/api/wallet/balances');
  expect((await balances.json()).USDT).toBe('3');

  // The footer's Platform Links open the same dialog; the same code again is refused.
  await page
    .getByRole('navigation', { name: 'Platform Links' })
    .getByRole('link', { name: 'Redeem Code' })
    .click();
  await expect(dialog).toBeVisible();
  await field.fill(code);
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(dialog.getByText('You have already redeemed this code.')).toBeVisible();
});
