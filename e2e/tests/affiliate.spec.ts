import { depositTestCoins, newUsername, PASSWORD, registerAndLogIn, secondBrowser } from '../helpers';
import { atoms, dollars, shownUsd } from '../money';
import { usdt } from '../play';
import { type APIRequestContext, expect, type Page, test } from '../test';

/**
 * The affiliate programme end to end (docs/product.md#rules-behind-the-screens) on the real server
 * and ledger: a visitor lands through an owner's link, the visit is counted once (a
 * reload or a later visit reports nothing more), they register with the form saying
 * who referred them, and their dice bets earn the owner commission that the owner
 * claims in Settings > Affiliate, the balance rising by exactly the amount shown.
 */

const HIT_PATH = /\/api\/affiliate\/code\/[^/]+\/hit$/;

/** The parts of GET /api/affiliate/campaigns (core contracts/affiliate.ts) these tests read. */
type Campaign = {
  id: string;
  code: string;
  isDefault: boolean;
  hits: number;
  referredPlayers: number;
  availableUsd: string;
  currencies: { currency: string; available: string }[];
};
type Campaigns = { referredBy: string | null; campaigns: Campaign[] };

async function campaigns(request: APIRequestContext): Promise<Campaigns> {
  const response = await request.get('/api/affiliate/campaigns');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Campaigns;
}

/** The campaign every player has, whose code is their username. */
async function defaultCampaign(request: APIRequestContext): Promise<Campaign> {
  const campaign = (await campaigns(request)).campaigns.find((entry) => entry.isDefault);
  expect(campaign).toBeDefined();
  return campaign as Campaign;
}

/** Every hit report the page sends, as it sends it. */
function recordHitReports(page: Page): string[] {
  const reports: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && HIT_PATH.test(new URL(request.url()).pathname))
      reports.push(request.url());
  });
  return reports;
}

/** The page has run its start-up (the hit report goes out before the first render) and knows nobody is signed in. */
async function loaded(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toBeVisible();
}

test('a player brought by a link earns its owner commission, which the owner claims into the balance', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  const owner = await secondBrowser(browser, baseURL, testInfo);
  const code = await registerAndLogIn(owner.page, 'af');
  const fresh = await defaultCampaign(owner.page.request);
  expect(fresh).toMatchObject({ code, hits: 0, referredPlayers: 0 });

  // A visitor lands through the owner's link: the visit is reported once and counted.
  const reports = recordHitReports(page);
  const reported = page.waitForResponse((response) => HIT_PATH.test(new URL(response.url()).pathname));
  await page.goto(`/?r=${code}`);
  const answer = await reported;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ counted: true });
  await loaded(page);
  expect((await defaultCampaign(owner.page.request)).hits).toBe(1);

  // A reload, or a later visit through another link, reports nothing: the first code stays.
  await page.reload();
  await loaded(page);
  await page.goto('/?r=someone_else');
  await loaded(page);
  expect(reports).toHaveLength(1);
  expect((await defaultCampaign(owner.page.request)).hits).toBe(1);

  // The visitor registers; the form says who referred them and sends the code along.
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Referred by ${code}`)).toBeVisible();
  const referred = newUsername('ar');
  await dialog.getByLabel('Username').fill(referred);
  await dialog.getByLabel('Password').fill(PASSWORD);
  const registering = page.waitForRequest((request) => request.url().endsWith('/api/user/register'));
  await dialog.getByRole('button', { name: 'Create account' }).click();
  expect((await registering).postDataJSON()).toMatchObject({ username: referred, referrer: code });
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: referred })).toBeVisible();
  expect((await campaigns(page.request)).referredBy).toBe(code);

  // The referred player plays: three dice bets of 200 USDT at a 1% edge earn the campaign
  // 3 x 200 x 1% x 10% / 2 = 0.3 USDT (no bonus rollover is under way to halve it).
  await depositTestCoins(page.request, 'USDT', 'TRON', '1000');
  await expect.poll(() => usdt(page.request)).toBe('1000');
  for (let bet = 0; bet < 3; bet += 1) {
    const placed = await page.request.post('/api/play/dice/bet', {
      data: { currency: 'USDT', amount: '200', params: { condition: 'under', target: 50 } },
    });
    expect(placed.status(), await placed.text()).toBe(200);
  }
  const earned = await defaultCampaign(owner.page.request);
  expect(earned.referredPlayers).toBe(1);
  const inUsdt = earned.currencies.find((entry) => entry.currency === 'USDT');
  expect(atoms(inUsdt?.available ?? '0')).toBe(atoms('0.3'));

  // The owner opens Settings > Affiliate, playing in USDT so the header shows the claim's currency.
  await owner.page.addInitScript(() => {
    window.localStorage.setItem('ante.settings', JSON.stringify({ selectedCurrency: 'USDT' }));
  });
  await owner.page.goto('/settings?tab=affiliate');
  await expect(owner.page.getByRole('tab', { name: 'Affiliate' })).toHaveAttribute('aria-selected', 'true');
  const card = owner.page.getByTestId('campaign').filter({ hasText: code });
  const available = card.getByTestId('campaign-available');
  await expect(available).toHaveText(shownUsd(earned.availableUsd));
  await card.getByRole('button', { name: /^Referred players/ }).click();
  await expect(card.getByText(referred, { exact: true })).toBeVisible();

  // Claim: the header balance, $0.00 before, rises by exactly the amount shown (USDT is $1 on the test chain).
  const balance = owner.page.getByRole('button', { name: /^Balance:/ });
  await expect(balance).toHaveAccessibleName('Balance: $0.00 USDT');
  const shown = ((await available.textContent()) ?? '').trim();
  expect(dollars(shown)).toBeGreaterThan(0n);
  const before = (await usdt(owner.page.request)) ?? '0';
  await card.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(balance).toHaveAccessibleName(`Balance: ${shown} USDT`);
  const after = (await usdt(owner.page.request)) ?? '0';
  expect(atoms(after)).toBe(atoms(before) + atoms(inUsdt?.available ?? '0'));
  await expect(available).toHaveText('$0.00');
  await expect(card.getByRole('button', { name: 'Claim', exact: true })).toBeDisabled();
  // Nothing is left to pay: a second claim pays nothing more.
  await owner.page.request.post(`/api/affiliate/campaign/${earned.id}/claim`, { data: {} });
  expect(await usdt(owner.page.request)).toBe(after);
  await owner.context.close();
});

test('a link with an unknown code is reported once and never again', async ({ page }) => {
  const reports = recordHitReports(page);
  const reported = page.waitForResponse((response) => HIT_PATH.test(new URL(response.url()).pathname));
  await page.goto(`/?r=${newUsername('nobody')}`);
  expect((await reported).status()).toBe(404);
  await loaded(page);
  await page.reload();
  await loaded(page);
  expect(reports).toHaveLength(1);
});
