import { expectSettled, fundedPlayer, units } from '../play';
import { expect, test } from '../test';

/**
 * Take the Crown against the real server and ledger: a climb on easy ends either on a
 * trap (the stake is lost) or with a cash out after two floors, and the balance moves
 * by exactly the round's payout minus the 2 USDT wager.
 */

/** Easy pays 0.99 × (4/3)^2 = 1.76× after two floors: 3.52 USDT on a 2 USDT bet. */
const TWO_FLOORS_PAYOUT = '3.52';

test('a take the crown climb moves the balance by exactly the payout minus the wager', async ({ page }) => {
  await fundedPlayer(page);
  await page.goto('/games/takethecrown');
  await page.getByText('Easy', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Easy' })).toBeChecked();
  await page.getByLabel('Bet amount').fill('2');
  await page.getByRole('button', { name: 'Bet', exact: true }).click();

  const tower = page.getByTestId('crown-tower');
  await expect(tower).toHaveAttribute('data-status', 'playing');
  await expect(tower).toHaveAttribute('data-difficulty', 'easy');

  // Tile 1 on each floor until a trap, or cash out after two safe floors.
  let trapped = false;
  for (let floor = 0; floor < 2 && !trapped; floor += 1) {
    await expect(tower).toHaveAttribute('data-floor', String(floor));
    await page.getByRole('button', { name: `Floor ${floor + 1} tile 1`, exact: true }).click();
    await expect
      .poll(async () => {
        const status = await tower.getAttribute('data-status');
        return status === 'trapped' || (await tower.getAttribute('data-floor')) === String(floor + 1);
      })
      .toBe(true);
    trapped = (await tower.getAttribute('data-status')) === 'trapped';
  }
  if (!trapped) {
    await page.getByRole('button', { name: 'Cash out', exact: true }).click();
    await expect(tower).toHaveAttribute('data-status', 'cashedOut');
  }

  const { payout } = await expectSettled(page, '2');
  expect(units(payout)).toBe(trapped ? 0 : units(TWO_FLOORS_PAYOUT));
});
