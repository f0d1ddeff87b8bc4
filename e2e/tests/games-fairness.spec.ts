import { expectSettled, fundedPlayer, revealMinesTile, roundResult } from '../play';
import { expect, type Page, test } from '../test';

/**
 * Provable fairness as a player checks it, against the real server: a round played on
 * the page, the seed pair rotated in the Fairness modal, the round opened from My Bets
 * below the game, and its bet slip's Verify recomputing in the browser the same
 * outcome the server recorded. A verify link, filled in from
 * a revealed seed, does the same.
 */

/** Rotates the seed pair from the game's Fairness button, as a player does; answers the revealed server seed. */
async function rotateFromSeedsTab(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Fairness', exact: true }).click();
  const fairness = page.getByRole('dialog', { name: 'Fairness' });
  await expect(fairness.getByRole('tab', { name: 'Seeds' })).toHaveAttribute('aria-selected', 'true');
  const rotated = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/seed/rotate') && response.request().method() === 'POST',
  );
  await fairness.getByRole('button', { name: /rotate/i }).click();
  const answer = await rotated;
  expect(answer.status()).toBe(200);
  const { previous } = (await answer.json()) as { previous: { serverSeed: string } };
  await page.keyboard.press('Escape');
  await expect(fairness).toHaveCount(0);
  return previous.serverSeed;
}

/**
 * Opens the player's only round from My Bets in the feed below the game: clicking the
 * row must open that round's bet slip. Then checks the slip shows the revealed seed and
 * `outcome`, presses Verify and checks the Verify tab recomputes the same `outcome`
 * from a seed whose hash matches the one shown before the bet.
 */
async function verifyFromMyBets(page: Page, roundId: string, serverSeed: string, outcome: string) {
  const feed = page.getByRole('region', { name: 'Live bets' });
  await feed.getByRole('tab', { name: 'My Bets' }).click();
  // Bet rows take the focus; the loading and empty rows do not.
  const rows = feed.getByRole('table', { name: 'Bet feed' }).locator('tbody tr[tabindex="0"]');
  await expect(rows).toHaveCount(1);
  await rows.first().click();
  await expect(page).toHaveURL(new RegExp(`[?&]modal=bet-slip&roundId=${roundId}(&|$)`));
  const slip = page.getByRole('dialog', { name: 'Bet details' });
  await expect(slip).toContainText(serverSeed);
  await expect(slip.getByRole('region', { name: 'Result' })).toContainText(outcome);

  await slip.getByRole('button', { name: 'Verify', exact: true }).click();
  const fairness = page.getByRole('dialog', { name: 'Fairness' });
  await expect(fairness.getByRole('tab', { name: 'Verify' })).toHaveAttribute('aria-selected', 'true');
  await expect(fairness.getByTestId('verify-outcome')).toContainText(outcome);
  await expect(fairness.getByRole('status').and(page.locator('[data-ok]'))).toBeVisible();
  // The Verify tab is an overlay above the slip: closing it goes back to the slip.
  await page.keyboard.press('Escape');
  await expect(fairness).toHaveCount(0);
  await expect(slip).toBeVisible();
}

test('a dice bet placed on the page verifies to the same roll after the player rotates the seeds', {
  tag: '@phone',
}, async ({ page }) => {
  await fundedPlayer(page);
  await page.goto('/games/dice');
  await page.getByLabel('Bet amount').fill('1');
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  const { roundId } = await expectSettled(page, '1');
  const { roll } = await roundResult<{ roll: number }>(page.request, roundId);

  const serverSeed = await rotateFromSeedsTab(page);
  await verifyFromMyBets(page, roundId, serverSeed, `Roll ${roll.toFixed(2)}`);
});

test('a mines round played to its end verifies to the same mines after the player rotates the seeds', async ({
  page,
}) => {
  await fundedPlayer(page);
  await page.goto('/games/mines');
  await page.getByLabel('Bet amount').fill('1');
  await page.getByRole('combobox', { name: 'Mines' }).click();
  await page.getByRole('option', { name: '1', exact: true }).click();
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  // A gem leaves the round open until it is cashed out; a mine has ended it.
  if ((await revealMinesTile(page, 1)) === 'gem')
    await page.getByRole('button', { name: 'Cash out' }).click();
  const { roundId } = await expectSettled(page, '1');
  const { minePositions: mines } = await roundResult<{ minePositions: number[] }>(page.request, roundId);
  expect(mines).toHaveLength(1);

  const serverSeed = await rotateFromSeedsTab(page);
  await verifyFromMyBets(page, roundId, serverSeed, `Mines on tiles ${mines.join(', ')} (`);
});

test('a verify link recomputes a revealed round in the browser', async ({ page }) => {
  await fundedPlayer(page);
  const bet = await page.request.post('/api/play/dice/bet', {
    data: { currency: 'USDT', amount: '1', params: { condition: 'under', target: 49.5 } },
  });
  const { round } = (await bet.json()) as {
    round: { id: string; nonce: number; clientSeed: string; result: { roll: number } };
  };
  const rotated = await page.request.post('/api/user/seed/rotate', { data: { clientSeed: 'next-seed' } });
  const { previous } = (await rotated.json()) as { previous: { serverSeed: string } };
  const params = encodeURIComponent(JSON.stringify({ condition: 'under', target: 49.5 }));
  await page.goto(
    `/?modal=verify-bet&game=dice&serverSeed=${previous.serverSeed}&clientSeed=${encodeURIComponent(round.clientSeed)}&nonce=${round.nonce}&params=${params}`,
  );
  const outcome = page.getByRole('dialog', { name: 'Fairness' }).getByTestId('verify-outcome');
  await expect(outcome).toContainText(`Roll ${round.result.roll.toFixed(2)}`);
});

test('the seeds tab counts bets in its nonce, and an edited client seed is used only once rotated', async ({
  page,
}) => {
  await fundedPlayer(page);
  await page.request.post('/api/play/dice/bet', {
    data: { currency: 'USDT', amount: '1', params: { condition: 'under', target: 27.5 } },
  });
  const serverClientSeed = async () =>
    (
      (await (await page.request.post('/api/user/seed/current', { data: {} })).json()) as {
        clientSeed: string;
      }
    ).clientSeed;
  await page.goto('/games/dice?modal=seeds');
  const dialog = page.getByRole('dialog', { name: 'Fairness' });
  const nonce = dialog.getByRole('textbox', { name: 'Nonce', exact: true });
  await expect(nonce).toHaveValue('1');

  const clientSeed = dialog.getByRole('textbox', { name: 'Client seed', exact: true });
  await clientSeed.fill('my-own-seed');
  const notYet = dialog.getByText(/Not in use yet/);
  await expect(notYet).toBeVisible();
  expect(await serverClientSeed()).not.toBe('my-own-seed');

  await dialog.getByRole('button', { name: 'Rotate seed pair' }).click();
  await expect(dialog.getByRole('region', { name: 'Previous seed pair' })).toBeVisible();
  await expect(clientSeed).toHaveValue('my-own-seed');
  await expect(nonce).toHaveValue('0');
  await expect(notYet).toHaveCount(0);
  expect(await serverClientSeed()).toBe('my-own-seed');

  // Verify opens on the revealed pair's last bet: its game and its own settings.
  await dialog
    .getByRole('region', { name: 'Previous seed pair' })
    .getByRole('button', { name: 'Verify a bet with this seed' })
    .click();
  await expect(dialog.getByRole('tab', { name: 'Verify' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('textbox', { name: 'Nonce', exact: true })).toHaveValue('0');
  await expect(dialog.getByRole('textbox', { name: 'Target', exact: true })).toHaveValue('27.5');
  await expect(dialog.getByRole('radio', { name: 'Roll under' })).toBeChecked();
});
