import { expectSettled, FUNDING, fundedPlayer, units } from '../play';
import { expect, test } from '../test';

/**
 * The bet panel's Max against the real server: it fills the balance up to the largest
 * stake the game takes, and the server accepts what it filled in. The casino runs the
 * defaults: a $10,000 maximum bet and a $100,000 maximum profit, with USDT at $1.
 */

test('Max on limbo at 1,000x fills the stake whose best outcome wins the maximum profit, not the balance', async ({
  page,
}) => {
  await fundedPlayer(page, { amount: '1000' });
  await page.goto('/games/limbo');
  const target = page.getByLabel('Target multiplier');
  await target.fill('1000');
  await target.blur();
  await expect(target).toHaveValue('1000.00');
  await page.getByRole('button', { name: 'Max', exact: true }).click();
  // $100,000 of profit at 999x profit per unit staked: 100.1001... USDT, less than the 1,000 held.
  const amount = page.getByLabel('Bet amount');
  await expect(amount).not.toHaveValue(/^0(\.0+)?$/);
  const filled = await amount.inputValue();
  expect(units(filled)).toBeGreaterThanOrEqual(units('100.1'));
  expect(units(filled)).toBeLessThanOrEqual(units('100.1001001'));
  expect(units(filled)).toBeLessThan(units(FUNDING));
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  await expectSettled(page, filled);
});

test('Max on top dollar fills the balance below the maximum bet, and the game states its maximum profit', async ({
  page,
}) => {
  await fundedPlayer(page, { amount: '1000' });
  await page.goto('/games/topdollar');
  await page.getByRole('button', { name: 'Max', exact: true }).click();
  // A round is capped at the maximum profit, so the whole balance (under $10,000) may be staked.
  await expect(page.getByLabel('Bet amount')).toHaveValue(/^1000(\.0+)?$/);
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  await expect(page.getByTestId('top-dollar-card')).toHaveAttribute('data-status', 'playing');
  const info = page.getByRole('region', { name: 'About Top Dollar' });
  await expect(info.getByText('Max profit')).toBeVisible();
  await expect(info.getByText('$100,000.00').first()).toBeVisible();
  await expect(info.getByText(/pays at most its stake plus the maximum profit/)).toBeVisible();
});
