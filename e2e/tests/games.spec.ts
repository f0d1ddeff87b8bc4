import {
  expectSettled,
  FRESH,
  follow,
  fundedPlayer,
  myBets,
  netOf,
  newResult,
  revealMinesTile,
  type Snapshot,
  snapshot,
  units,
} from '../play';
import { expect, type Locator, type Page, test } from '../test';

/**
 * The in-play pages against the real server and ledger: a bet from each single-step
 * game's page and a blackjack hand (stood on, or doubled) move the balance by exactly
 * the payout the page shows minus the stake typed in; an open mines round survives a
 * reload and is cashed out from the page; the live stats panel adds up the bets.
 * Auto-bet, fairness and hotkeys have their own files; the table games, top dollar and
 * take the crown theirs.
 */
test('a dice bet moves the balance by exactly the payout minus the wager', {
  tag: ['@phone', '@bus'],
}, async ({ page }) => {
  await fundedPlayer(page);
  await page.goto('/games/dice');
  await page.getByLabel('Bet amount').fill('2');
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  const { payout } = await expectSettled(page, '2');
  // Over 50.50 pays 2x: the page's payout is the stake doubled or nothing.
  expect([0, units('4')]).toContain(units(payout));
});

for (const slug of ['limbo', 'plinko', 'wheel', 'keno']) {
  test(`a ${slug} bet from the page moves the balance by exactly the payout minus the wager`, async ({
    page,
  }) => {
    await fundedPlayer(page);
    await page.goto(`/games/${slug}`);
    await page.getByLabel('Bet amount').fill('1');
    if (slug === 'keno') await page.getByRole('button', { name: 'Auto pick' }).click();
    await page.getByRole('button', { name: 'Bet', exact: true }).click();
    await expectSettled(page, '1');
  });
}

/**
 * Deals a blackjack hand from the page, declining insurance when it is offered.
 * Answers 'decide' once the first decision is the player's (Stand takes clicks), or
 * 'settled' when the hand ended without one (a natural, or the dealer's blackjack).
 */
async function dealToDecision(page: Page, before: Snapshot): Promise<'decide' | 'settled'> {
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  const stand = page.getByRole('button', { name: 'Stand', disabled: false });
  const noInsurance = page.getByRole('button', { name: 'No insurance', disabled: false });
  const settled = newResult(page, before);
  for (let step = 0; step < 3; step += 1) {
    await expect(stand.or(noInsurance).or(settled).first()).toBeVisible();
    if (await settled.isVisible()) return 'settled';
    if (!(await noInsurance.isVisible())) return 'decide';
    await noInsurance.click();
    // The answer is on its way once the offer stops taking clicks.
    await expect(noInsurance).toHaveCount(0);
  }
  throw new Error('The hand offered insurance more than once');
}

test('a blackjack hand stood on from the page settles on the ledger', async ({ page }) => {
  await fundedPlayer(page);
  await page.goto('/games/blackjack');
  await page.getByLabel('Bet amount').fill('1');
  if ((await dealToDecision(page, FRESH)) === 'decide') {
    await page.getByRole('button', { name: 'Stand' }).click();
  }
  const { payout } = await expectSettled(page, '1');
  // With insurance declined a hand loses, pushes, wins 1 to 1 or is a natural paid 3 to 2.
  expect(['0', '1', '2', '2.5'].map(units)).toContain(units(payout));

  // A 10 under the next card of a fanned hand keeps both its digits in view. The first
  // card's rank is set to 10 in place (the deal is the server's), and whatever stands at
  // the centre of each digit must be that card, not the one dealt over it.
  const hand = page.getByRole('region', { name: /^Your hand/ });
  const cards = hand.getByRole('img');
  expect(await cards.count()).toBeGreaterThan(1);
  const digitsOnTop = await cards.first().evaluate((card) => {
    const rank = card.querySelector('span');
    if (!rank) return [];
    rank.textContent = '10';
    rank.setAttribute('data-wide', '');
    const text = rank.firstChild as Text;
    return [0, 1].map((at) => {
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + 1);
      const box = range.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && card.contains(hit);
    });
  });
  expect(digitsOnTop).toEqual([true, true]);
});

test('a doubled blackjack hand moves the balance by exactly the payout minus twice the stake', async ({
  page,
}) => {
  await fundedPlayer(page);
  await page.goto('/games/blackjack');
  await page.getByLabel('Bet amount').fill('1');
  // A hand that ends on the deal (about one in eleven) leaves nothing to double: deal again.
  for (let deal = 1; deal <= 5; deal += 1) {
    const before = await snapshot(page);
    if ((await dealToDecision(page, before)) === 'settled') {
      await expectSettled(page, '1', before);
      continue;
    }
    test.info().annotations.push({ type: 'doubled on deal', description: String(deal) });
    // Double is open on any first two cards the balance can cover.
    const double = page.getByRole('button', { name: 'Double' });
    await expect(double).toBeEnabled();
    await double.click();
    const { payout } = await expectSettled(page, '2', before);
    // One card more, then the dealer: the doubled stake is lost, pushed or paid 1 to 1.
    expect(['0', '2', '4'].map(units)).toContain(units(payout));
    return;
  }
  throw new Error('Five deals in a row ended before a decision');
});

test('an open mines round is restored after a reload and cashed out from the page', {
  tag: '@phone',
}, async ({ page }) => {
  await fundedPlayer(page);
  await page.goto('/games/mines');
  await page.getByLabel('Bet amount').fill('2');
  await page.getByRole('combobox', { name: 'Mines' }).click();
  await page.getByRole('option', { name: '1', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Gems' })).toHaveValue('24');
  const tiles = page.getByRole('button', { name: /^Tile \d+, / });

  // One mine in 25: the first tile is a gem 24 times in 25. A mine ends the round: play another.
  let gem = 0;
  let before = FRESH;
  for (let attempt = 1; attempt <= 5 && gem === 0; attempt += 1) {
    before = await snapshot(page);
    await page.getByRole('button', { name: 'Bet', exact: true }).click();
    await expect(tiles).toHaveCount(25);
    if ((await revealMinesTile(page, attempt)) === 'gem') gem = attempt;
    else await expectSettled(page, '2', before);
  }
  expect(gem).toBeGreaterThan(0);

  // The page comes back with another currency selected (init scripts run in order, so this one wins).
  await page.addInitScript(() => {
    window.localStorage.setItem('ante.settings', JSON.stringify({ selectedCurrency: 'BTC' }));
  });
  await page.reload();
  // The round is back as it was, in its own currency: the board, the gem found, its
  // stake and mine count, and Cash out.
  await expect(tiles).toHaveCount(25);
  await expect(page.getByRole('button', { name: /^Balance: .* USDT$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: `Tile ${gem}, gem`, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /, hidden$/ })).toHaveCount(24);
  await expect(page.getByRole('textbox', { name: 'Gems' })).toHaveValue('24');
  await expect(page.getByLabel('Bet amount')).toHaveValue('2.00');
  await expect(page.getByRole('button', { name: 'Bet', exact: true })).toHaveCount(0);
  const cashOut = page.getByRole('button', { name: 'Cash out' });
  await expect(cashOut).toBeEnabled();
  await cashOut.click();

  const { payout } = await expectSettled(page, '2', before);
  // One gem with one mine: 0.99 × 25/24 = 1.03125x, on a stake of 2.
  expect(units(payout)).toBe(units('2.0625'));
  await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeVisible();
});

/** A live stats figure ("Wins", "Net gain", ...) in the panel. */
function figure(panel: Locator, label: string) {
  return panel.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

/** USDT as the panel writes it: two decimals and a real minus sign, then the coin's symbol. */
function shownUsdt(amountUnits: number): RegExp {
  const digits = (Math.abs(amountUnits) / 1e8).toFixed(2).replace('.', '\\.');
  return new RegExp(`^${amountUnits < 0 ? '−' : ''}${digits}(?![\\d.])`);
}

test(
  'the live stats panel adds up the bets placed, stays open between games and closes off them',
  { tag: ['@phone', '@bus'] },
  async ({ page }, testInfo) => {
    // On a phone the panel is a bottom sheet over the page, so it is opened after the bets.
    const isPhone = testInfo.project.name === 'phone';
    await fundedPlayer(page);
    await page.goto('/games/dice');
    const toggle = page.getByRole('button', { name: 'Live stats', exact: true });
    const panel = page.getByRole('dialog', { name: /^Live stats/ });
    if (!isPhone) {
      await toggle.click();
      await expect(figure(panel, 'Wins')).toHaveText('0');
    }

    await page.getByLabel('Bet amount').fill('1');
    for (let bet = 0; bet < 3; bet += 1) {
      const before = await snapshot(page);
      await page.getByRole('button', { name: 'Bet', exact: true }).click();
      await expectSettled(page, '1', before);
    }
    if (isPhone) await toggle.click();

    const bets = await myBets(page.request);
    const wins = bets.filter((bet) => units(bet.payout) > units(bet.wager)).length;
    await expect(figure(panel, 'Wins')).toHaveText(String(wins));
    await expect(figure(panel, 'Losses')).toHaveText(String(bets.length - wins));
    await expect(figure(panel, 'Wagered')).toHaveText(shownUsdt(units('3')));
    await expect(figure(panel, 'Net gain')).toHaveText(shownUsdt(netOf(bets)));

    // From one game to another the panel stays open; off the game pages it closes.
    await follow(page, '/games/limbo');
    await expect(page.getByRole('heading', { name: 'Limbo', level: 1 })).toBeVisible();
    await expect(panel).toBeVisible();
    await expect(figure(panel, 'Wagered')).toHaveText(shownUsdt(units('3')));
    await follow(page, '/');
    await expect(page.getByRole('region', { name: 'Originals' })).toBeVisible();
    await expect(panel).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Limbo', level: 1 })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(panel).toHaveCount(0);
  },
);
