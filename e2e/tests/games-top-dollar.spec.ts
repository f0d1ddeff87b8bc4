import { expectSettled, fundedPlayer, units } from '../play';
import { expect, test } from '../test';

/**
 * Top dollar from its page against the real server and ledger: a round is played with
 * the Higher / Lower buttons (the likelier call each time, skipping the 2s and aces,
 * where one of the calls is not offered) until it is lost or one call has come in and
 * it is cashed out; the balance then moves by exactly the round's payout minus the bet.
 */
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
/**
 * The other games' test stake: top dollar could pay up to 1,000,000x, but a round is
 * capped at the maximum profit, so an ordinary stake plays.
 */
const BET = '2';

test('a top dollar round played from the page settles on the ledger', async ({ page }) => {
  await fundedPlayer(page);
  await page.goto('/games/topdollar');
  const card = page.getByTestId('top-dollar-card');
  await expect(card).toHaveAttribute('data-status', 'idle');
  await page.getByLabel('Bet amount').fill(BET);
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  await expect(card).toHaveAttribute('data-status', 'playing');
  const active = (await (await page.request.get('/api/play/topdollar/active')).json()) as {
    round: { id: string } | null;
  };
  const roundId = active.round?.id as string;
  expect(roundId).toBeTruthy();

  const cashOut = page.getByRole('button', { name: 'Cash out' });
  const skip = page.getByRole('button', { name: /Skip/ });
  for (let draws = 1; ; draws += 1) {
    await expect(card).toHaveAttribute('data-draws', String(draws));
    if ((await card.getAttribute('data-status')) !== 'playing') break;
    // The last answer has settled once the round's buttons take clicks again.
    await expect(skip).toBeEnabled();
    if (await cashOut.isEnabled()) {
      await cashOut.click();
      await expect(card).toHaveAttribute('data-status', 'cashedOut');
      break;
    }
    const rank = RANKS.indexOf((await card.getAttribute('data-rank')) as string);
    expect(rank).toBeGreaterThanOrEqual(0);
    const call = rank === 0 || rank === 12 ? /Skip/ : rank <= 6 ? /Higher/ : /Lower/;
    await page.getByRole('button', { name: call }).click();
  }

  const status = await card.getAttribute('data-status');
  // The ledger agrees with the page to the unit, for this round.
  const { roundId: settled, payout } = await expectSettled(page, BET);
  expect(settled).toBe(roundId);
  if (status === 'lost') expect(units(payout)).toBe(0);
  else {
    expect(status).toBe('cashedOut');
    expect(units(payout)).toBeGreaterThan(units(BET));
    await expect(page.getByTestId('top-dollar-payout')).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeVisible();
});
