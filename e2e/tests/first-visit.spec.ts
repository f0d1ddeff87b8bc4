import { expect, test } from '@playwright/test';

/** What a first-time visitor meets: a logged-out visit writes no errors to the browser console. */
test('a logged-out load of the home page logs no errors to the console', async ({ page }) => {
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
