import { type FeedBet, FUNDING, fundedPlayer, myBets, netOf, units, usdt } from '../play';
import { expect, type Page, test } from '../test';

/**
 * Auto-bet from a game's Auto tab against the real server and ledger. A run must stop
 * exactly where its rule says: after the number of bets asked for, when the player
 * presses Stop, or on the first bet whose running profit (or loss) reaches the limit.
 * A run that stops late leaves an extra round on the server, so each test waits for the
 * button to be idle again, then a while longer, and counts the rounds once more.
 */

/** Long enough for a bet the page sent after its run should have ended to reach the server. */
const QUIET_MS = 1_500;

async function openAuto(page: Page, slug: string, stake: string): Promise<void> {
  await page.goto(`/games/${slug}`);
  await page.getByRole('tab', { name: 'Auto' }).click();
  await page.getByLabel('Bet amount').fill(stake);
}

async function betCount(page: Page): Promise<number> {
  return (await myBets(page.request)).length;
}

/**
 * Waits until the run is over and stays over, then checks its rounds: the page shows
 * the newest, each was placed at the stake typed in, and the balance has every one of
 * them to the unit. Answers the rounds, newest first.
 */
async function expectRunOver(page: Page, stake: string): Promise<FeedBet[]> {
  // Idle: the button is Start again and takes clicks (it waits for the last round's animation).
  await expect(page.getByRole('button', { name: 'Start autobet' })).toBeEnabled({ timeout: 30_000 });
  const bets = await myBets(page.request);
  await page.waitForTimeout(QUIET_MS);
  expect(await betCount(page)).toBe(bets.length);
  await expect(page.getByTestId('last-result')).toHaveAttribute('data-round-id', bets[0]?.roundId ?? '-');
  for (const bet of bets) expect(units(bet.wager)).toBe(units(stake));
  expect(units((await usdt(page.request)) as string)).toBe(units(FUNDING) + netOf(bets));
  return bets;
}

test('auto-bet places the number of bets asked for, then stops', async ({ page }) => {
  await fundedPlayer(page);
  await openAuto(page, 'limbo', '1');
  await page.getByLabel('Number of bets').fill('3');
  await page.getByRole('button', { name: 'Start autobet' }).click();
  await expect.poll(() => betCount(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  expect(await expectRunOver(page, '1')).toHaveLength(3);
  // The count counted down while running; the form is back to what was typed.
  await expect(page.getByLabel('Number of bets')).toHaveValue('3');
});

test('an endless auto run (0 bets) goes on until the player presses Stop', async ({ page }) => {
  await fundedPlayer(page);
  await openAuto(page, 'dice', '1');
  await page.getByLabel('Number of bets').fill('0');
  await page.getByRole('button', { name: 'Start autobet' }).click();
  // Past any count a form might have held by mistake, it is still going.
  await expect.poll(() => betCount(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
  await page.getByRole('button', { name: 'Stop autobet' }).click();
  const bets = await expectRunOver(page, '1');
  test.info().annotations.push({ type: 'bets before Stop took effect', description: String(bets.length) });
});

/** The run's cap, which a limit that is never reached would let it run to. */
const CAP = 5;

/**
 * Each limit on a dice whose bets almost always hit it at once, with a cap in case they
 * do not: 98% chance wins about 0.1 on a 10 stake, over a 0.01 profit target; 2% chance
 * loses its 1 stake, over a 0.01 loss limit. Either way the test computes from the
 * server's rounds where the rule says the run ends, and checks that it ended there.
 */
const LIMITS = [
  {
    field: 'Stop on profit',
    chance: '98',
    stake: '10',
    reached: (profit: number) => profit >= units('0.01'),
    message: 'Your profit target was reached.',
  },
  {
    field: 'Stop on loss',
    chance: '2',
    stake: '1',
    reached: (profit: number) => -profit >= units('0.01'),
    message: 'Your loss limit was reached.',
  },
];

for (const limit of LIMITS) {
  test(`auto-bet stops on the first bet that reaches "${limit.field}"`, async ({ page }) => {
    await fundedPlayer(page);
    await openAuto(page, 'dice', limit.stake);
    const chance = page.getByLabel('Win chance');
    await chance.fill(limit.chance);
    await chance.blur();
    await expect(chance).toHaveValue(`${limit.chance}.00`);
    await page.getByLabel('Number of bets').fill(String(CAP));
    await page.getByLabel(limit.field).fill('0.01');
    await page.getByRole('button', { name: 'Start autobet' }).click();
    await expect.poll(() => betCount(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    // A run the limit ended says so, and the notice is read before it times out.
    await expect(page.getByRole('button', { name: 'Start autobet' })).toBeEnabled({ timeout: 30_000 });
    if (limit.reached(netOf(await myBets(page.request)))) {
      await expect(page.getByText(limit.message)).toBeVisible();
    }

    const bets = (await expectRunOver(page, limit.stake)).toReversed();
    let profit = 0;
    let stopAt = CAP;
    for (const [index, bet] of bets.entries()) {
      profit += units(bet.payout) - units(bet.wager);
      if (limit.reached(profit)) {
        stopAt = index + 1;
        break;
      }
    }
    test.info().annotations.push({ type: 'stopped after', description: `${stopAt} of at most ${CAP}` });
    expect(bets).toHaveLength(stopAt);
  });
}
