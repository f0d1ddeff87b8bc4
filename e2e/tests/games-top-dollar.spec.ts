import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/**
 * Top dollar from its page against the real server and ledger: a round is played with
 * the Higher / Lower buttons (the likelier call each time, skipping the 2s and aces,
 * where one of the calls is not offered) until it is lost or one call has come in and
 * it is cashed out; the balance then moves by exactly the round's payout minus the bet.
 */
const PASSWORD = 'a long enough password';
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
/**
 * The largest bet the default $100,000 maximum profit allows: top dollar can pay up
 * to 1,000,000x, so 2 USDT (the other games' test stake) is refused here.
 */
const BET = '0.1';

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

test('a top dollar round played from the page settles on the ledger', { tag: '@desktop-only' }, async ({
  page,
}) => {
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
  const result = page.getByTestId('last-result');
  await expect(result).toHaveAttribute('data-round-id', roundId);
  const payout = (await result.getAttribute('data-payout')) as string;
  if (status === 'lost') expect(units(payout)).toBe(0);
  else {
    expect(status).toBe('cashedOut');
    expect(units(payout)).toBeGreaterThan(units(BET));
    await expect(page.getByTestId('top-dollar-payout')).toBeVisible();
  }
  // The bet panel is back to Bet, and the ledger agrees with the page to the unit.
  await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeVisible();
  await expect.poll(async () => (await myBets(page.request)).length).toBe(1);
  const bets = await myBets(page.request);
  expect(bets[0]?.roundId).toBe(roundId);
  expect(bets[0]?.payout).toBe(payout);
  expect(units((await usdt(page.request)) as string)).toBe(units('1000') - units(BET) + units(payout));
});
