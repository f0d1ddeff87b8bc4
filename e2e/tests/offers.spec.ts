import { registerAndLogIn, STAFF_LOGIN, shot } from '../helpers';
import { type APIRequestContext, expect, type Page, type PlaywrightWorkerArgs, test } from '../test';

/**
 * Settings > Offers: staff create offers through the admin API (the e2e server's staff
 * account, start-with-staff.mjs); a player checks a code (an unknown one shows the
 * server's message as it is, a known one its terms), claims it in a currency and
 * follows it in the list: a free offer's rollover at once, a deposit offer waiting for
 * its deposit. A redeem code with a wagering requirement holds its reward back and
 * says so.
 */

async function asStaff<T>(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  work: (staff: APIRequestContext) => Promise<T>,
): Promise<T> {
  const staff = await playwright.request.newContext({ baseURL });
  try {
    expect((await staff.post('/api/user/login', { data: STAFF_LOGIN })).status()).toBe(200);
    return await work(staff);
  } finally {
    await staff.dispose();
  }
}

/** A name unique to this run and project, as codes and offers are unique across the server. */
function uniqueName(prefix: string, project: string): string {
  return `${prefix}_${Date.now().toString(36)}${project.slice(0, 3)}`.toUpperCase();
}

async function openOffers(page: Page) {
  await page.goto('/settings?tab=offers');
  const field = page.getByRole('textbox', { name: 'Offer code' });
  await expect(field).toBeVisible();
  return field;
}

test('a player checks offer codes, claims a free and a deposit offer and follows them', async ({
  page,
  playwright,
  baseURL,
}, info) => {
  const free = uniqueName('FREE', info.project.name);
  const deposit = uniqueName('DEP', info.project.name);
  await asStaff(playwright, baseURL, async (staff) => {
    const made = await staff.post('/api/admin/offers', {
      data: { kind: 'free', code: free, amountUsd: '5', rollover: 300, maxBetUsd: '10', days: 7, maxUses: 5 },
    });
    expect(made.status(), await made.text()).toBe(200);
    const madeDeposit = await staff.post('/api/admin/offers', {
      data: { kind: 'deposit', code: deposit, percent: 10, maxUsd: '50', rollover: 40, days: 14, maxUses: 5 },
    });
    expect(madeDeposit.status(), await madeDeposit.text()).toBe(200);
  });

  await registerAndLogIn(page, 'of');
  const field = await openOffers(page);
  const check = page.getByRole('button', { name: 'Check' });

  // An unknown code: the server's own reason, beside the field.
  await field.fill('NOT_A_REAL_OFFER');
  await check.click();
  await expect(page.getByText('There is no offer with that code. Check it and try again.')).toBeVisible();

  // The free offer: its terms in words, claimed in the selected currency.
  await field.fill(free.toLowerCase());
  await check.click();
  const terms = page.getByTestId('offer-terms');
  await expect(terms).toContainText('$5 bonus');
  await expect(terms).toContainText('Once your counted bets reach 300x the bonus within 7 days');
  await expect(terms).toContainText('worth over $10, do not count');
  await terms.getByLabel('Currency', { exact: true }).click();
  await page.getByRole('option', { name: /^USDT/ }).click();
  await shot(page, 'offers-terms', info);
  await terms.getByRole('button', { name: 'Claim offer' }).click();
  await expect(page.locator('.mantine-Notification-root', { hasText: 'Offer claimed' })).toBeVisible();
  await expect(terms).toHaveCount(0);
  const progress = page.getByTestId('rollover-progress').filter({ hasText: free });
  await expect(progress).toContainText(/: bonus [\d.]+ USDT/);
  await expect(progress).toContainText('In progress');
  await expect(progress).toContainText(/Counted 0.00 of [\d.]+ USDT \(0 rounds\)/);

  // The deposit offer: its currencies to choose from, then waiting for the deposit.
  await field.fill(deposit);
  await check.click();
  await expect(terms).toContainText('10% of your next');
  await expect(terms).toContainText('up to $50');
  await expect(terms).toContainText(
    'Once your counted bets reach 40x your deposit plus the bonus within 14 days',
  );
  await terms.getByLabel('Currency', { exact: true }).click();
  await page.getByRole('option', { name: /^BTC/ }).click();
  await terms.getByRole('button', { name: 'Claim offer' }).click();
  const waiting = page.getByTestId('claimed-offer').filter({ hasText: deposit });
  await expect(waiting).toContainText('Awaiting deposit');
  await expect(waiting).toContainText(/Deposit BTC by .+ to start your bonus\./);
  await expect(waiting.getByRole('button', { name: 'Deposit' })).toBeVisible();

  // Checking a claimed offer again gives the server's reason.
  await field.fill(free);
  await check.click();
  await expect(page.getByText('You have already claimed this offer.')).toBeVisible();

  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBe(widths[1]);
  await shot(page, 'offers-claimed', info, { fullPage: true });

  await waiting.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('dialog', { name: 'Wallet' })).toBeVisible();
});

test('a redeem code with a wagering requirement holds its reward and points to the Offers tab', async ({
  page,
  playwright,
  baseURL,
}, info) => {
  const code = uniqueName('HELD', info.project.name);
  await asStaff(playwright, baseURL, async (staff) => {
    const made = await staff.post('/api/admin/codes', {
      data: { code, rewardUsd: '3', currency: 'USDT', maxUses: 5, wagerRequirementX: 30 },
    });
    expect(made.status(), await made.text()).toBe(200);
  });

  await registerAndLogIn(page, 'oh');
  await page.goto('/loyalty');
  await page.getByRole('button', { name: 'Redeem Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem a code' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(dialog).toContainText('Code accepted: reward held');
  await expect(dialog).toContainText(/3(\.00)? USDT is held until your counted bets reach [\d.]+ USDT by /);
  await expect(dialog).toContainText('Settings > Offers');
  await shot(page, 'offers-held', info);
  // Nothing was paid yet.
  const balances = await page.request.get('/api/wallet/balances');
  expect((await balances.json()).USDT ?? '0').toBe('0');

  await dialog.getByRole('button', { name: 'See progress' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=offers/);
  const progress = page.getByTestId('rollover-progress').filter({ hasText: `Code ${code}` });
  await expect(progress).toContainText('reward 3.00 USDT');
  await expect(progress).toContainText('In progress');
});
