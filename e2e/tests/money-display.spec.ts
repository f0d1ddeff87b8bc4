import { depositTestCoins, registerAndLogIn, shot } from '../helpers';
import { expect, test } from '../test';

/**
 * How a new player sees their money: a first deposit in another currency than the
 * selected (empty) one becomes the selected currency, and a game page, whose header
 * reads "In Play", shows that balance in the bet panel.
 */
test('a first deposit selects its currency, and the bet panel shows its balance @phone', async ({
  page,
}, testInfo) => {
  await registerAndLogIn(page, 'money');
  await page.goto('/');
  const headerBalance = page.getByRole('button', { name: /^Balance/ });
  // A new player starts on BTC, empty.
  await expect(headerBalance).toHaveAccessibleName(/BTC$/);

  // The deposit is credited while the page is open: the socket tells it, once the page
  // has subscribed to the player's private feeds.
  await expect(page.locator('html')).toHaveAttribute('data-socket', 'logged_in');
  await depositTestCoins(page.request, 'USDT', 'TRON', '25');
  await expect(page.getByRole('alert').filter({ hasText: 'Deposit confirmed' })).toBeVisible();
  await expect(headerBalance).toHaveAccessibleName(/USDT$/);
  await expect(headerBalance).toContainText('25.00');

  await page.goto('/games/dice');
  const panelBalance = page.getByTestId('bet-panel-balance');
  await expect(panelBalance).toHaveText(/25\.00/);
  await expect(panelBalance.getByRole('img', { name: 'USDT' })).toBeVisible();
  await shot(page, 'bet-panel-balance', testInfo);

  // A bet moves it, and the panel follows.
  await page.getByLabel('Bet amount').fill('1');
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  await expect(panelBalance).not.toHaveText(/^Balance 25\.00 USDT$/);
});
