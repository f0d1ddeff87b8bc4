import { shot } from '../helpers';
import { fundedPlayer, usdt } from '../play';
import { expect, type Page, test } from '../test';

/**
 * Ranks and level-up bonuses (docs/rewards.md) against the real server and
 * ledger: a player's stakes make their xp, reaching Bronze ($1,000 wagered) makes its
 * $2 bonus claimable, and the header's Rewards block opens the Loyalty modal (a bottom
 * drawer up to 768px) or, at 480px and below, the Rewards page.
 */

/** Stakes `amounts` USDT on dice at a 98% chance through the API (1 USDT = 1 USD here). */
async function wager(page: Page, amounts: string[]): Promise<void> {
  for (const amount of amounts) {
    const response = await page.request.post('/api/play/dice/bet', {
      data: { currency: 'USDT', amount, params: { condition: 'under', target: 98 } },
    });
    expect(response.status()).toBe(200);
  }
}

async function bronzePlayer(page: Page): Promise<number> {
  await fundedPlayer(page, { prefix: 'loy' });
  await wager(page, ['600', '400']);
  return Number(await usdt(page.request));
}

test('reaching Bronze makes its bonus claimable from the Rewards block, once', async ({ page }) => {
  test.slow();
  const before = await bronzePlayer(page);
  // At 480px and below the block goes to the Rewards page instead of opening the modal.
  const isMobile = (page.viewportSize()?.width ?? 1280) <= 480;
  await page.goto('/');
  const block = page.getByTestId('rewards-block');
  await expect(block).toHaveAccessibleName('Rewards, $2.00 to claim', { timeout: 30_000 });
  await block.click();

  // Wider than 480px the Loyalty modal opens; at 390px the Rewards page does.
  const scope = isMobile ? page.getByRole('main') : page.getByRole('dialog', { name: 'Rewards' });
  if (isMobile) await expect(page).toHaveURL(/\/loyalty$/);
  await expect(scope.getByTestId('loyalty-rank')).toHaveText('Bronze');
  await expect(scope.getByTestId('loyalty-wagered')).toHaveText('$1,000.00');
  await expect(scope.getByText('Wager $4,000.00 more to reach Silver')).toBeVisible();
  await expect(scope.getByTestId('rank-2').getByLabel('Locked')).toBeVisible();

  await scope.getByRole('button', { name: 'Claim the Bronze bonus' }).click();
  await expect(page.getByText('Bronze bonus claimed')).toBeVisible();
  await expect(scope.getByTestId('rank-1')).toContainText('Claimed');
  await expect(block).toHaveAccessibleName('Rewards, $0.00 to claim');
  await expect.poll(async () => Number(await usdt(page.request))).toBeCloseTo(before + 2, 8);

  // Nothing left to claim: no button, and the server would refuse a second claim.
  await expect(scope.getByRole('button', { name: 'Claim the Bronze bonus' })).toHaveCount(0);
  const again = await page.request.post('/api/rewards/claim/level-up', {
    data: { currency: 'USDT', level: 1 },
  });
  expect(again.status()).toBe(409);
  if (!isMobile) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Rewards' })).toHaveCount(0);
  }
});

test('between 481 and 768px the Loyalty modal opens as a bottom drawer', async ({ page }) => {
  await fundedPlayer(page, { prefix: 'loyd' });
  await page.setViewportSize({ width: 640, height: 900 });
  await page.goto('/');
  await page.getByTestId('rewards-block').click();
  const drawer = page.getByRole('dialog', { name: 'Rewards' });
  await expect(drawer).toBeVisible();
  await expect(page.locator('.mantine-Drawer-content')).toBeVisible();
  await expect(drawer.getByTestId('loyalty-rank')).toHaveText('Newcomer');
  await expect(drawer.getByText('Wager $1,000.00 more to reach Bronze')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor sees the ladder and is asked to join', async ({ page }, testInfo) => {
  await page.goto('/loyalty');
  await expect(page.getByRole('heading', { name: 'Rewards' })).toBeVisible();
  await expect(page.getByTestId('rank-1')).toContainText('Bronze');
  await expect(page.getByTestId('rank-9')).toContainText('Obsidian');
  await expect(page.getByTestId('rewards-block')).toHaveCount(0);
  // The terms: what each rank earns back per game, every total short of the edge.
  await expect(page.getByRole('heading', { name: 'What each rank earns back' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ label: 'Blackjack' });
  await expect(page.getByTestId('reward-terms-edge')).toContainText('House edge 0.5055%');
  const totals = await page
    .getByRole('table', { name: 'Rewards per rank on Blackjack' })
    .locator('td[data-piece="total"]')
    .allInnerTexts();
  expect(totals.length).toBeGreaterThan(0);
  for (const total of totals) expect(Number(/([\d.]+)%/.exec(total)?.[1])).toBeLessThan(80);
  await shot(page, 'reward-terms', testInfo, { fullPage: true });
  await page.getByRole('button', { name: 'Join now' }).click();
  await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
});
