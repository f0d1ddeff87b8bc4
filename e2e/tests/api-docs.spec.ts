import { expect, test } from '../test';

/**
 * The API's documentation page, /api/docs: Swagger UI from the server's own files (no
 * CDN, under the site's content security policy), showing the OpenAPI document that
 * the route schemas generate, not the web app's page for an unknown address.
 */
test('/api/docs shows the API, generated from the routes, without errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1:')) outside.push(request.url());
  });

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Ante API/ })).toBeVisible();
  // Tags open on a click (docExpansion 'none' in lib/api-contracts.ts).
  await page.locator('[data-tag="play"]').click();
  const bet = page.locator('.opblock-post', { hasText: '/api/play/{slug}/bet' });
  await expect(bet).toBeVisible();
  await bet.locator('.opblock-summary').click();
  // The request body's example comes from core's placeBetRequestSchema.
  await expect(bet.getByText('Request body')).toBeVisible();
  await expect(bet).toContainText('"currency": "BTC"');
  expect(errors).toEqual([]);
  expect(outside).toEqual([]);
});
