import { atoms, dollars, shownUsd } from '../money';
import { expectSettled, follow, fundedPlayer, snapshot, usdt } from '../play';
import { expect, type Page, test } from '../test';

/**
 * Rakeback and the other reward cards (docs/rewards.md) against the real
 * server and ledger: a Bronze player's dice bets earn rakeback, which the header's
 * Rewards total counts at once (no reload), the Loyalty modal (the Rewards page at
 * 480px and below) shows per currency, and "Claim all" pays: the balance rises by
 * exactly the amount shown.
 */

type Stats = { totalAvailableRewards: string; availableRakeback: Record<string, string> };

async function stats(page: Page): Promise<Stats> {
  const response = await page.request.get('/api/rewards/stats');
  expect(response.status()).toBe(200);
  return (await response.json()) as Stats;
}

test('rakeback from dice bets is claimed from Loyalty and the balance rises by exactly the amount shown', async ({
  page,
}) => {
  test.slow();
  await fundedPlayer(page, { prefix: 'rkb', amount: '2000' });
  // Newcomers earn no rakeback: $1,000 at a 98% chance reaches Bronze (5%) first.
  for (const amount of ['600', '400']) {
    const response = await page.request.post('/api/play/dice/bet', {
      data: { currency: 'USDT', amount, params: { condition: 'under', target: 98 } },
    });
    expect(response.status()).toBe(200);
  }
  expect(Object.keys((await stats(page)).availableRakeback)).toEqual([]);

  // A few dice bets from the page; the header's total takes in their rakeback as they settle.
  await page.goto('/games/dice');
  const block = page.getByTestId('rewards-block');
  await expect(block).toHaveAccessibleName('Rewards, $2.00 to claim', { timeout: 30_000 });
  for (let bet = 0; bet < 3; bet += 1) {
    const before = await snapshot(page);
    await page.getByLabel('Bet amount').fill('100');
    await page.getByRole('button', { name: 'Bet', exact: true }).click();
    await expectSettled(page, '100', before);
  }
  const earned = await stats(page);
  const rakeback = earned.availableRakeback.USDT as string;
  expect(atoms(rakeback)).toBeGreaterThan(atoms('0.01'));
  await expect(block).toHaveAccessibleName(`Rewards, ${shownUsd(earned.totalAvailableRewards)} to claim`);

  // Back to the lobby (without a reload), where the header shows the balance rather than "In Play".
  await follow(page, '/');
  await expect(page.getByRole('button', { name: /^Balance: \$/ })).toBeVisible();
  // Wider than 480px the block opens the Loyalty modal; at 390px it goes to the Rewards page.
  const isMobile = (page.viewportSize()?.width ?? 1280) <= 480;
  await block.click();
  if (isMobile) await expect(page).toHaveURL(/\/loyalty$/);
  const scope = isMobile ? page.getByRole('main') : page.getByRole('dialog', { name: 'Rewards' });
  const card = scope.getByTestId('reward-rakeback');
  const row = card.getByTestId('rakeback-USDT');
  await expect(row.getByTestId('rakeback-amount')).toHaveText(/\d/);
  const shown = ((await row.getByTestId('rakeback-amount').textContent()) ?? '').trim();
  expect(atoms(shown)).toBe(atoms(rakeback));
  // 1 USDT is $1 on the test chain, so its value is the amount itself.
  await expect(row.getByTestId('rakeback-fiat')).toHaveText(shownUsd(rakeback));

  // The header's total is the panel's, and the sum of what the cards show.
  const total = scope.getByTestId('rewards-total');
  await expect(total).toHaveText(shownUsd(earned.totalAvailableRewards));
  const weekly = dollars((await scope.getByTestId('weekly-amount').textContent()) ?? '');
  const monthly = dollars((await scope.getByTestId('monthly-amount').textContent()) ?? '');
  await expect(scope.getByText('$2.00 ready to claim')).toBeVisible();
  const cards = dollars(shownUsd(rakeback)) + weekly + monthly + dollars('$2.00');
  expect(dollars((await total.textContent()) ?? '')).toBe(cards);
  await expect(scope.getByTestId('reward-weekly')).toContainText(/Next bonus in \d+[dhms]/);
  await expect(scope.getByTestId('reward-monthly')).toContainText(/Next bonus in \d+[dhms]/);

  // Claim all: the balance rises by exactly the amount shown, and the card empties.
  const before = (await usdt(page.request)) as string;
  const claim = card.getByRole('button', { name: `Claim all ${shownUsd(rakeback)} in USDT` });
  await claim.click();
  await expect(page.getByText(`${shown} USDT is in your balance.`)).toBeVisible();
  const after = (await usdt(page.request)) as string;
  expect(atoms(after)).toBe(atoms(before) + atoms(shown));
  // The header shows it too, once the amount has flown in (USDT at $1: its fiat view is the amount).
  await expect(page.getByRole('button', { name: /^Balance:/ })).toHaveAccessibleName(
    `Balance: ${shownUsd(after)} USDT`,
  );
  await expect(card.getByTestId('rakeback-USDT')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Claim all' })).toBeDisabled();
  await expect(card.getByText('Nothing yet: every settled bet adds to it.')).toBeVisible();
  await expect(block).toHaveAccessibleName('Rewards, $2.00 to claim');
  await expect(total).toHaveText('$2.00');
  // Nothing is left to pay: the server refuses a second claim.
  expect((await page.request.post('/api/rewards/claim/rakeback', { data: {} })).status()).toBe(409);
});

test('a visitor is told of each reward and offered nothing to claim', async ({ page }) => {
  await page.goto('/loyalty');
  const main = page.getByRole('main');
  await expect(main.getByTestId('reward-rakeback')).toContainText('Rakeback');
  await expect(main.getByTestId('reward-weekly')).toContainText('Weekly bonus');
  await expect(main.getByTestId('reward-monthly')).toContainText('Monthly bonus');
  await expect(main.getByRole('button', { name: /claim/i })).toHaveCount(0);
});
