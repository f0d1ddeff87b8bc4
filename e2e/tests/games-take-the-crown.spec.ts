import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/**
 * Take the Crown against the real server and ledger: a climb on easy ends either on a
 * trap (the stake is lost) or with a cash out after two floors, and the balance moves
 * by exactly the round's payout minus the 2 USDT wager.
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

/** Easy pays 0.99 × (4/3)^2 = 1.76× after two floors: 3.52 USDT on a 2 USDT bet. */
const TWO_FLOORS_PAYOUT = '3.52';

test('a take the crown climb moves the balance by exactly the payout minus the wager', {
  tag: '@desktop-only',
}, async ({ page }) => {
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

  const result = page.getByTestId('last-result');
  await expect(result).toHaveAttribute('data-round-id', /.+/);
  const payout = (await result.getAttribute('data-payout')) as string;
  expect(units(payout)).toBe(trapped ? 0 : units(TWO_FLOORS_PAYOUT));
  await expect.poll(async () => (await myBets(page.request)).length).toBe(1);
  const bets = await myBets(page.request);
  expect(bets[0]?.roundId).toBe(await result.getAttribute('data-round-id'));
  expect(bets[0]?.payout).toBe(payout);
  expect(units((await usdt(page.request)) as string)).toBe(units('1000') - units('2') + units(payout));
});
