import { expectSettled, fundedPlayer, revealMinesTile, roundResult, units } from '../play';
import { expect, test } from '../test';

/**
 * The table games played through their boards against the real server and ledger:
 * chips on roulette's felt and baccarat's spots, and a mines round played to its end.
 * Each round's payout is checked against its result by the game's rules, and the
 * balance must move by exactly that payout minus the stake.
 */

/**
 * What several stakes pay: each stake's own return, to the 10^-8 (so 1 on Player and
 * 2 on Banker pay exactly 2 when Player wins). Stakes in whole USDT; the answer in
 * 10^-8 USDT, as `units` gives.
 */
function paidOnStakes(parts: Array<{ stake: number; returns: number }>): number {
  return parts.reduce((sum, part) => sum + part.stake * Math.round(part.returns * 1e8), 0);
}

const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

test('roulette: chips on a number and on Red settle for exactly what the pocket pays', {
  tag: '@phone',
}, async ({ page }) => {
  await fundedPlayer(page);
  await page.goto('/games/roulette');
  await page.getByRole('radio', { name: '1 USDT', exact: true }).click();
  await expect(page.getByRole('radio', { name: '1 USDT', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('button', { name: '17', exact: true }).click();
  await expect(page.getByRole('button', { name: '17, 1 USDT on it' })).toBeVisible();
  await page.getByRole('button', { name: 'Red', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Red, 1 USDT on it' })).toBeVisible();
  // The shell bets the total on the table.
  await expect(page.getByLabel('Total bet')).toHaveValue(/^2(\.0+)?$/);

  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  const { roundId, payout } = await expectSettled(page, '2');
  const { pocket } = await roundResult<{ pocket: number }>(page.request, roundId);
  // A straight returns 36 times its chip and red twice, stakes included.
  const expected = paidOnStakes([
    { stake: 1, returns: pocket === 17 ? 36 : 0 },
    { stake: 1, returns: RED.includes(pocket) ? 2 : 0 },
  ]);
  expect(units(payout)).toBe(expected);
  await expect(page.getByRole('img', { name: `The ball landed on ${pocket}` })).toBeVisible();
});

test('baccarat: chips on Player and Banker settle for exactly what the winner pays', async ({ page }) => {
  await fundedPlayer(page);
  await page.goto('/games/baccarat');
  await page.getByRole('radio', { name: '1 USDT', exact: true }).click();
  await page.getByRole('button', { name: /^Player \d/ }).click();
  await expect(page.getByRole('button', { name: /^Player \d.*, 1 USDT on it$/ })).toBeVisible();
  await page.getByRole('button', { name: /^Banker \d/ }).click();
  await page.getByRole('button', { name: /^Banker \d/ }).click();
  await expect(page.getByRole('button', { name: /^Banker \d.*, 2 USDT on it$/ })).toBeVisible();
  await expect(page.getByLabel('Total bet')).toHaveValue(/^3(\.0+)?$/);

  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  const { roundId, payout } = await expectSettled(page, '3');
  const { winner } = await roundResult<{ winner: 'player' | 'banker' | 'tie' }>(page.request, roundId);
  // Player returns 2x, Banker 1.95x (the commission); on a tie both stakes come back.
  const expected = paidOnStakes([
    { stake: 1, returns: { player: 2, banker: 0, tie: 1 }[winner] },
    { stake: 2, returns: { player: 0, banker: 1.95, tie: 1 }[winner] },
  ]);
  expect(units(payout)).toBe(expected);
  await expect(page.getByRole('status').filter({ hasText: winner === 'tie' ? 'Tie' : 'wins' })).toBeVisible();
});

test('mines with one mine, played until a mine or three gems and a cash out', async ({ page }) => {
  await fundedPlayer(page);
  await page.goto('/games/mines');
  await page.getByLabel('Bet amount').fill('2');
  await page.getByRole('combobox', { name: 'Mines' }).click();
  await page.getByRole('option', { name: '1', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Gems' })).toHaveValue('24');
  await page.getByRole('button', { name: 'Bet', exact: true }).click();

  const board = page.getByRole('button', { name: /^Tile \d+, / });
  await expect(board).toHaveCount(25);
  let gems = 0;
  let busted = false;
  for (let tile = 1; tile <= 3 && !busted; tile += 1) {
    if ((await revealMinesTile(page, tile)) === 'mine') busted = true;
    else gems += 1;
  }
  test.info().annotations.push({ type: 'ended by', description: busted ? 'a mine' : 'cash out' });
  if (!busted) {
    const cashOut = page.getByRole('button', { name: 'Cash out' });
    await expect(cashOut).toBeEnabled();
    await cashOut.click();
  }

  const { payout } = await expectSettled(page, '2');
  // Three gems with one mine: 0.99 × C(25, 3) / C(24, 3) = 1.125, on a stake of 2.
  expect(units(payout)).toBe(units(busted ? '0' : '2.25'));
  if (!busted) expect(gems).toBe(3);
  await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeVisible();
});
