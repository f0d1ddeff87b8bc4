import { FUNDING, fundedPlayer, myBets, units, usdt } from '../play';
import { expect, test } from '../test';

/**
 * Forge of Fortune, the built-in studio's slot, played as a player plays it: in the
 * game page's frame, on the studio's own origin, with the money moving through the
 * provider protocol's signed callbacks to the casino's ledger.
 */
test('a spin of the studio slot moves the balance by the round’s net, and the round verifies on its own page @phone', async ({
  page,
  context,
}, testInfo) => {
  await fundedPlayer(page, { prefix: 'slot' });
  await page.goto('/games/forge-of-fortune');
  const frame = page.frameLocator('iframe[title="Forge of Fortune by Ante Studio"]');
  // The game shows the casino's balance, which the studio had from the launch.
  await expect(frame.getByText('1,000.00 USDT')).toBeVisible();
  // The live stats hear the settled round on the player's feed, so the page must be listening first.
  await expect(page.locator('html[data-socket="logged_in"]')).toBeAttached();
  const answer = page.waitForResponse((response) => response.url().includes('/studio/api/spin'));
  await frame.getByRole('button', { name: 'Spin', exact: true }).click();
  const { round, balance } = (await (await answer).json()) as {
    round: { id: string; bet: string; payout: string };
    balance: string;
  };
  expect(units(balance)).toBe(units(FUNDING) - units(round.bet) + units(round.payout));
  // The casino's ledger agrees, and the round is in My Bets like any other.
  await expect.poll(() => usdt(page.request)).toBe(balance);
  const [bet] = await myBets(page.request);
  expect(bet).toMatchObject({ game: 'forge-of-fortune', wager: round.bet, payout: round.payout });
  await expect(frame.getByRole('status')).toHaveText(/^(Won .+ USDT|No win)/);
  // The casino's live stats count the provider's round like an original's.
  await page.getByRole('button', { name: 'Live stats', exact: true }).click();
  const figures = page.getByRole('dialog', { name: /^Live stats/ }).locator('dd');
  const won = units(round.payout) > units(round.bet);
  const lost = units(round.payout) < units(round.bet);
  await expect(figures.nth(2)).toHaveText(won ? '1' : '0');
  await expect(figures.nth(3)).toHaveText(lost ? '1' : '0');
  // On a phone the panel is a sheet over the page, closed with Escape; on a desktop, by its button.
  if (testInfo.project.name === 'phone') await page.keyboard.press('Escape');
  else await page.getByRole('button', { name: 'Live stats', exact: true }).click();
  await expect(page.getByRole('dialog', { name: /^Live stats/ })).toHaveCount(0);

  // Changing seeds reveals the server seed; the round's page then replays the round.
  await frame.getByRole('button', { name: 'Game info and paytable' }).click();
  await frame.getByRole('button', { name: 'Change seed' }).click();
  const opened = context.waitForEvent('page');
  await frame.getByRole('link', { name: /Verify the last round/ }).click();
  const verify = await opened;
  await expect(verify.getByRole('status')).toHaveText('Verified: this round replays exactly from its seeds.');
  await verify.close();
});
