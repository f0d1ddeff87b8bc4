import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/**
 * The in-play pages against the real server and ledger: a bet moves the balance by
 * exactly the round's payout minus its wager, auto-bet runs N bets and stops, an open
 * mines round survives a reload in its own currency, hotkeys are off by default, the
 * Fairness modal verifies a round in the browser once its seed is revealed, and its
 * seeds tab applies an edited client seed only on rotation.
 */
const PASSWORD = 'a long enough password';

function newUsername(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1000)}`.slice(0, 14);
}

/** A logged-in player with 1,000 USDT, playing in USDT. */
async function fundedPlayer(page: Page): Promise<void> {
  const username = newUsername('g');
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

test('a dice bet moves the balance by exactly the payout minus the wager', async ({ page }) => {
  await fundedPlayer(page);
  await page.goto('/games/dice');
  await page.getByLabel('Bet amount').fill('2');
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  const result = page.getByTestId('last-result');
  await expect(result).toHaveAttribute('data-round-id', /.+/);
  const payout = (await result.getAttribute('data-payout')) as string;
  const bets = await myBets(page.request);
  expect(bets).toHaveLength(1);
  expect(bets[0]?.payout).toBe(payout);
  expect(units((await usdt(page.request)) as string)).toBe(units('1000') - units('2') + units(payout));
});

test('auto-bet places the number of bets asked for, then stops', { tag: '@desktop-only' }, async ({
  page,
}) => {
  await fundedPlayer(page);
  await page.goto('/games/limbo');
  await page.getByRole('tab', { name: 'Auto' }).click();
  await page.getByLabel('Bet amount').fill('1');
  await page.getByLabel('Number of bets').fill('3');
  await page.getByRole('button', { name: 'Start autobet' }).click();
  await expect(page.getByRole('button', { name: 'Start autobet' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await myBets(page.request)).length, { timeout: 20_000 }).toBe(3);
  const bets = await myBets(page.request);
  const net = bets.reduce((sum, bet) => sum + units(bet.payout) - units(bet.wager), 0);
  expect(units((await usdt(page.request)) as string)).toBe(units('1000') + net);
});

test('hotkeys are off by default: Space on a game page places no bet', { tag: '@desktop-only' }, async ({
  page,
}) => {
  await fundedPlayer(page);
  await page.goto('/games/dice');
  await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeEnabled();
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Space');
  await page.waitForTimeout(1_000);
  expect(await myBets(page.request)).toHaveLength(0);
});

test('an open mines round is restored after a reload and can be cashed out once', async ({ page }) => {
  await fundedPlayer(page);
  await page.goto('/games/mines');
  await page.getByLabel('Bet amount').fill('1');
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  const active = async () =>
    ((await (await page.request.get('/api/play/mines/active')).json()) as { round: { id: string } | null })
      .round;
  await expect.poll(async () => (await active())?.id ?? null).not.toBeNull();
  const roundId = (await active())?.id;
  // The page comes back with another currency selected (init scripts run in order, so this one wins).
  await page.addInitScript(() => {
    window.localStorage.setItem('ante.settings', JSON.stringify({ selectedCurrency: 'BTC' }));
  });
  await page.reload();
  // The open round is back: the bet button gives way to the round's controls.
  await expect(page.getByRole('button', { name: 'Bet', exact: true })).toHaveCount(0);
  expect((await active())?.id).toBe(roundId);
  // Shown in the round's currency, with its stake.
  await expect(page.getByRole('button', { name: /^Balance: .* USDT$/ })).toBeVisible();
  await expect(page.getByLabel('Bet amount')).toHaveValue('1.00');
  // Finish it through the API so the test does not depend on where the mines are.
  const cashout = await page.request.post('/api/play/mines/cashout', { data: { roundId } });
  expect([200, 409]).toContain(cashout.status());
});

test('the Fairness modal verifies a round in the browser once its seed is revealed', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await fundedPlayer(page);
  const bet = await page.request.post('/api/play/dice/bet', {
    data: { currency: 'USDT', amount: '1', params: { condition: 'under', target: 49.5 } },
  });
  const { round } = (await bet.json()) as {
    round: { id: string; nonce: number; clientSeed: string; result: { roll: number } };
  };
  const rotated = (await (
    await page.request.post('/api/user/seed/rotate', { data: { clientSeed: 'next-seed' } })
  ).json()) as {
    previous: { serverSeed: string };
  };
  const params = encodeURIComponent(JSON.stringify({ condition: 'under', target: 49.5 }));
  await page.goto(
    `/?modal=verify-bet&game=dice&serverSeed=${rotated.previous.serverSeed}&clientSeed=${encodeURIComponent(round.clientSeed)}&nonce=${round.nonce}&params=${params}`,
  );
  const dialog = page.getByRole('dialog', { name: 'Fairness' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('verify-outcome')).toContainText(round.result.roll.toFixed(2));
  // The bet slip shows the same round, with its seed now revealed.
  await page.goto(`/?modal=bet-slip&roundId=${round.id}`);
  await expect(page.getByRole('dialog', { name: 'Bet details' })).toContainText(
    rotated.previous.serverSeed.slice(0, 16),
  );
});

test('the seeds tab counts bets in its nonce, and an edited client seed is used only once rotated', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await fundedPlayer(page);
  await page.request.post('/api/play/dice/bet', {
    data: { currency: 'USDT', amount: '1', params: { condition: 'under', target: 49.5 } },
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
});

/** After any rounds, the balance is 1,000 plus the sum over the rounds of payout minus wager. */
async function expectBalanceMatchesRounds(page: Page, rounds: number): Promise<void> {
  await expect.poll(async () => (await myBets(page.request)).length, { timeout: 20_000 }).toBe(rounds);
  const bets = await myBets(page.request);
  const net = bets.reduce((sum, bet) => sum + units(bet.payout) - units(bet.wager), 0);
  expect(units((await usdt(page.request)) as string)).toBe(units('1000') + net);
}

for (const slug of ['limbo', 'plinko', 'wheel', 'keno']) {
  test(`a ${slug} bet from the page settles on the ledger`, { tag: '@desktop-only' }, async ({ page }) => {
    await fundedPlayer(page);
    await page.goto(`/games/${slug}`);
    await page.getByLabel('Bet amount').fill('1');
    if (slug === 'keno') await page.getByRole('button', { name: 'Auto pick' }).click();
    await page.getByRole('button', { name: 'Bet', exact: true }).click();
    await expect(page.getByTestId('last-result')).toHaveAttribute('data-round-id', /.+/, { timeout: 15_000 });
    await expectBalanceMatchesRounds(page, 1);
  });
}

test('a blackjack hand played from the page settles on the ledger', { tag: '@desktop-only' }, async ({
  page,
}) => {
  await fundedPlayer(page);
  await page.goto('/games/blackjack');
  await page.getByLabel('Bet amount').fill('1');
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  const roundOpen = async () =>
    ((await (await page.request.get('/api/play/blackjack/active')).json()) as { round: unknown }).round !==
    null;
  // The deal has reached the server: a round is open, or it settled at once (a blackjack).
  await expect
    .poll(async () => (await roundOpen()) || (await myBets(page.request)).length > 0, { timeout: 15_000 })
    .toBe(true);
  // Decline insurance if offered, then stand until the hand settles.
  for (let step = 0; step < 10 && (await roundOpen()); step += 1) {
    const noInsurance = page.getByRole('button', { name: 'No insurance' });
    const stand = page.getByRole('button', { name: 'Stand' });
    await expect(noInsurance.or(stand).first()).toBeEnabled({ timeout: 10_000 });
    await ((await noInsurance.isVisible()) ? noInsurance : stand).click();
    await page.waitForTimeout(500);
  }
  expect(await roundOpen()).toBe(false);
  await expectBalanceMatchesRounds(page, 1);
});
