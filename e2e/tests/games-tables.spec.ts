import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/**
 * The table games played through their boards against the real server and ledger:
 * chips on roulette's felt and baccarat's spots, and a mines round played to its end.
 * Each round's payout is checked against its result by the game's rules, and the
 * balance must move by exactly that payout minus the stake.
 */
const PASSWORD = 'a long enough password';

function newUsername(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1000)}`.slice(0, 14);
}

/** A logged-in player with 1,000 USDT, playing in USDT. */
async function fundedPlayer(page: Page): Promise<void> {
  const username = newUsername('t');
  expect(
    (await page.request.post('/api/user/register', { data: { username, password: PASSWORD } })).status(),
  ).toBe(200);
  const info = await page.request.post('/api/wallet/deposit', { data: { currency: 'USDT' } });
  const { addresses } = (await info.json()) as { addresses: { network: string; address: string }[] };
  const address = addresses.find((entry) => entry.network === 'TRON')?.address;
  await page.request.post('/api/dev/chain/send', {
    data: { network: 'TRON', address, amount: '1000', currency: 'USDT' },
  });
  await page.request.post('/api/dev/chain/mine', { data: { network: 'TRON', blocks: 60 } });
  await expect.poll(() => usdt(page.request)).toBe('1000');
  await page.addInitScript(() => {
    window.localStorage.setItem('ante.settings', JSON.stringify({ selectedCurrency: 'USDT' }));
  });
}

async function usdt(request: APIRequestContext): Promise<string | undefined> {
  const balances = (await (await request.get('/api/wallet/balances')).json()) as Record<string, string>;
  return balances.USDT;
}

async function myBets(
  request: APIRequestContext,
): Promise<Array<{ roundId: string; wager: string; payout: string }>> {
  return ((await (await request.get('/api/feeds/my-bets')).json()) as { bets: [] }).bets;
}

/** Decimal strings to 1e-8 units, exact enough for USDT amounts in these tests. */
const units = (value: string) => Math.round(Number(value) * 1e8);

/** A finished round's result as the server recorded it (the bet slip's source). */
async function roundResult<R>(request: APIRequestContext, roundId: string): Promise<R> {
  const answer = await request.post('/api/play/rounds/info', { data: { roundIds: [roundId] } });
  expect(answer.status()).toBe(200);
  const { rounds } = (await answer.json()) as { rounds: Array<{ id: string; result: R }> };
  const round = rounds.find((entry) => entry.id === roundId);
  expect(round).toBeDefined();
  return (round as { result: R }).result;
}

/** Waits for the shell's last result and checks the ledger: one round, paid `payout`, and the balance. */
async function expectSettled(page: Page, staked: string): Promise<{ roundId: string; payout: string }> {
  const result = page.getByTestId('last-result');
  await expect(result).toHaveAttribute('data-round-id', /.+/);
  const roundId = (await result.getAttribute('data-round-id')) as string;
  const payout = (await result.getAttribute('data-payout')) as string;
  const bets = await myBets(page.request);
  expect(bets).toHaveLength(1);
  expect(bets[0]).toMatchObject({ roundId, payout });
  expect(units(bets[0]?.wager ?? '0')).toBe(units(staked));
  expect(units((await usdt(page.request)) as string)).toBe(units('1000') - units(staked) + units(payout));
  return { roundId, payout };
}

/**
 * What several stakes pay: each stake's own return, to the 10^-8 (so 1 on Player and
 * 2 on Banker pay exactly 2 when Player wins). Stakes in whole USDT; the answer in
 * 10^-8 USDT, as `units` gives.
 */
function paidOnStakes(parts: Array<{ stake: number; returns: number }>): number {
  return parts.reduce((sum, part) => sum + part.stake * Math.round(part.returns * 1e8), 0);
}

const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

test('roulette: chips on a number and on Red settle for exactly what the pocket pays', async ({ page }) => {
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

test('baccarat: chips on Player and Banker settle for exactly what the winner pays', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await fundedPlayer(page);
  await page.goto('/games/baccarat');
  await page.getByRole('radio', { name: '1 USDT', exact: true }).click();
  await page.getByRole('button', { name: /^Bet on Player/ }).click();
  await expect(page.getByRole('button', { name: /^Bet on Player.*, 1 USDT on it$/ })).toBeVisible();
  await page.getByRole('button', { name: /^Bet on Banker/ }).click();
  await page.getByRole('button', { name: /^Bet on Banker/ }).click();
  await expect(page.getByRole('button', { name: /^Bet on Banker.*, 2 USDT on it$/ })).toBeVisible();
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

test('mines with one mine, played until a mine or three gems and a cash out', {
  tag: '@desktop-only',
}, async ({ page }) => {
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
    // A tile takes a click only once the last answer's animation is over.
    const next = page.getByRole('button', { name: `Tile ${tile}, hidden`, exact: true });
    await expect(next).toHaveAttribute('data-playable', 'true');
    await next.click();
    const gem = page.getByRole('button', { name: `Tile ${tile}, gem`, exact: true });
    const mine = page.getByRole('button', { name: `Tile ${tile}, mine, hit`, exact: true });
    await expect(gem.or(mine)).toBeVisible();
    if (await mine.isVisible()) busted = true;
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
