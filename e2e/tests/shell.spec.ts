import { expect, type Page, test } from '@playwright/test';

/** The frame around the games: legal pages, the error screen, the profile menu and deep links. */
const PASSWORD = 'a long enough password';

function newUsername(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1000)}`.slice(0, 14);
}

async function registerAndLogIn(page: Page, email?: string): Promise<string> {
  const username = newUsername('sh');
  const created = await page.request.post('/api/user/register', {
    data: { username, password: PASSWORD, ...(email ? { email } : {}) },
  });
  expect(created.status()).toBe(200);
  return username;
}

test('the legal page switches policies by tab and keeps the choice in the address', async ({ page }) => {
  await page.goto('/legal');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.getByRole('tab', { name: 'Responsible Gambling' }).click();
  await expect(page).toHaveURL(/tab=responsible-gambling/);
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible Gambling' })).toBeVisible();
  await page.goto('/legal?tab=privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true');
  // The footer links to every policy.
  await page.getByRole('contentinfo').getByRole('link', { name: 'AML/CFT' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AML/CFT Policy' })).toBeVisible();
});

test('a render crash shows the error screen with the support address and a way home', async ({ page }) => {
  const reported = page.waitForRequest(
    (request) => request.url().endsWith('/api/client-errors') && request.method() === 'POST',
  );
  await page.goto('/__crash');
  await expect(page.getByText(/Looks like something went wrong\. If you keep seeing this/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@ante.example' })).toBeVisible();
  const request = await reported;
  expect(request.postDataJSON().message).toContain('Crash probe');
  expect((await request.response())?.status()).toBe(200);
  await page.getByRole('button', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Originals' })).toBeVisible();
});

test('the profile menu masks the e-mail until it is revealed, and links to settings', async ({ page }) => {
  const email = `${newUsername('mask')}@example.com`.toLowerCase();
  const username = await registerAndLogIn(page, email);
  await page.goto('/');
  await page.getByRole('button', { name: username }).click();
  const local = email.split('@')[0] as string;
  const masked = `${local.slice(0, 8)}${'*'.repeat(local.length - 8)}@example.com`;
  await expect(page.getByText(masked)).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reveal e-mail' }).click();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Hide e-mail' }).click();
  await expect(page.getByText(masked)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=transactions/);
});

test('deep links open their modal', async ({ page }) => {
  await page.goto('/?modal=register');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Create account' })).toBeVisible();
  await registerAndLogIn(page);
  await page.goto('/?modal=deposit');
  await expect(page.getByRole('dialog', { name: 'Wallet' })).toBeVisible();
});

test('an e-mail activation link does nothing without a token, and says so when the token is bad', async ({
  page,
}) => {
  await page.goto('/?action=activate-email');
  await expect(page.getByRole('region', { name: 'Originals' })).toBeVisible();
  await expect(page.getByText('Error Verifying E-mail')).toHaveCount(0);
  await page.goto(`/?action=activate-email&token=${'ab'.repeat(32)}`);
  await expect(page.getByText('Error Verifying E-mail')).toBeVisible();
  await expect(page).not.toHaveURL(/token=/);
});

test('the balance dropdown sorts by fiat or crypto value, hides empty balances and switches the display fiat', async ({
  page,
}) => {
  await registerAndLogIn(page);
  for (const [currency, network, amount] of [
    ['USDT', 'TRON', '100'],
    ['DOGE', 'DOGE', '300'],
  ] as const) {
    const info = await page.request.post('/api/wallet/deposit', { data: { currency } });
    const { addresses } = (await info.json()) as { addresses: { network: string; address: string }[] };
    const address = addresses.find((entry) => entry.network === network)?.address;
    await page.request.post('/api/dev/chain/send', { data: { network, address, amount, currency } });
    await page.request.post('/api/dev/chain/mine', { data: { network, blocks: 60 } });
  }
  await expect
    .poll(async () => Object.keys((await (await page.request.get('/api/wallet/balances')).json()) as object))
    .toEqual(expect.arrayContaining(['USDT', 'DOGE']));
  await page.goto('/');
  await page.getByRole('button', { name: /^Balance/ }).click();
  const codes = page.getByRole('dialog', { name: /^Balance/ }).getByRole('listitem');
  await page.getByRole('switch', { name: 'Hide Empty Balances' }).check();
  // Fiat view: USDT ($100) above DOGE (300 x $0.18 = $54); empty ones hidden.
  await expect(codes).toHaveCount(2);
  await expect(codes.nth(0)).toContainText('USDT');
  await expect(codes.nth(1)).toContainText('DOGE');
  // Crypto view: 300 DOGE above 100 USDT.
  await page.getByRole('tab', { name: 'Crypto' }).click();
  await expect(codes.nth(0)).toContainText('DOGE');
  await page.getByRole('switch', { name: 'Hide Empty Balances' }).uncheck();
  await expect.poll(() => codes.count()).toBeGreaterThan(2);
  // The star chooses the display fiat.
  await page.getByRole('tab', { name: 'Fiat' }).click();
  await page.getByRole('button', { name: /Display currency: USD/ }).click();
  await page.getByRole('dialog').getByText('Euro').click();
  await expect(page.getByRole('button', { name: /^Balance: €/ })).toBeVisible();
  await page.getByRole('button', { name: /^Balance/ }).click();
  await expect(page.getByRole('button', { name: /Display currency: EUR/ })).toBeVisible();
  await expect(codes.nth(0)).toContainText('€');
});
