import { expect, test } from '../test';

/**
 * What a first-time visitor is offered must exist. Each claim below stays out of the
 * footer, the home page and the error screen until its feature exists:
 * - rakeback, weekly and monthly bonuses: the Rewards page shows them and lets a player
 *   claim them (rewards-claim.spec.ts), but the home page does not promise them yet.
 * Redeeming a code and live support exist, so the footer offers them.
 * And a logged-out visit writes no errors to the browser console.
 */
test('a logged-out load of the home page logs no errors to the console', { tag: '@phone' }, async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Originals' })).toBeVisible();
  // The header's Register button shows once the page knows nobody is signed in.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the footer offers live chat, e-mail support, the help centre and a code to redeem', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Help Center' })).toBeVisible();
  const email = footer.getByRole('link', { name: 'E-mail Support' });
  await expect(email).toHaveAttribute('href', 'mailto:support@ante.example');
  await footer.getByRole('link', { name: 'Live Chat' }).click();
  await expect(
    page.getByRole('complementary', { name: 'Support' }).getByText('How can we help?'),
  ).toBeVisible();
  // The platform links lead to what they name (redeem-code.spec.ts redeems a code from the footer).
  await footer.getByRole('link', { name: 'Redeem Code' }).click();
  await expect(page.getByRole('dialog', { name: 'Redeem a code' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A visitor has no referral links yet: the Affiliate Program opens Register.
  await footer.getByRole('link', { name: 'Affiliate Program' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Create account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await footer.getByRole('link', { name: 'VIP Program' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
});

test('the home page promises no rakeback, weekly or monthly bonuses', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'Why Ante' })).toContainText('level-up bonus');
  await expect(main).not.toContainText(/rakeback|weekly|monthly/i);
});

test('the error screen offers the support address and no live chat', async ({ page }) => {
  await page.goto('/__crash');
  const screen = page.getByRole('alert');
  await expect(screen).toContainText('Looks like something went wrong.');
  await expect(screen.getByRole('link', { name: 'support@ante.example' })).toBeVisible();
  await expect(screen).not.toContainText(/live chat/i);
});
