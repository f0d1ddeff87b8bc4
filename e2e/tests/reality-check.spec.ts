import { fundedPlayer } from '../play';
import { expect, test } from '../test';

/**
 * A reality check as a player meets it: chosen in Settings → Security, it stops play
 * when the interval comes round (the page's clock moved on by Playwright) with the
 * session's time, stakes and result, and lets them play on.
 */
test('a player turns on the reality check, and it appears when the interval comes round @phone', async ({
  page,
}) => {
  await page.clock.install();
  await fundedPlayer(page, { prefix: 'rc', amount: '20' });
  await page.goto('/settings?tab=security');
  await page.getByRole('combobox', { name: 'Show a reality check' }).click();
  await page.getByRole('option', { name: 'Every 30 minutes' }).click();
  await expect(page.getByRole('combobox', { name: 'Show a reality check' })).toHaveValue('Every 30 minutes');

  const bet = await page.request.post('/api/play/dice/bet', {
    data: { currency: 'USDT', amount: '2', params: { condition: 'under', target: 50 } },
  });
  expect(bet.status()).toBe(200);

  await page.clock.fastForward('30:05');
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check).toContainText('You have been playing for 30 min.');
  await expect(check.getByText('Wagered')).toBeVisible();
  await expect(check).toContainText('$2.00');
  await check.getByRole('button', { name: 'Continue playing' }).click();
  await expect(check).toBeHidden();
});
