import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/**
 * Hotkeys once the player turns them on (spec section 5): Space bets, but not while
 * an input has the focus, a modal is open or a modifier key is held.
 */
const PASSWORD = 'a long enough password';

async function fundedPlayerWithHotkeys(page: Page): Promise<void> {
  const username = `hk${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1000)}`.slice(0, 14);
  expect(
    (await page.request.post('/api/user/register', { data: { username, password: PASSWORD } })).status(),
  ).toBe(200);
  const info = await page.request.post('/api/wallet/deposit', { data: { currency: 'USDT' } });
  const { addresses } = (await info.json()) as { addresses: { network: string; address: string }[] };
  const address = addresses.find((entry) => entry.network === 'TRON')?.address;
  await page.request.post('/api/dev/chain/send', {
    data: { network: 'TRON', address, amount: '100', currency: 'USDT' },
  });
  await page.request.post('/api/dev/chain/mine', { data: { network: 'TRON', blocks: 60 } });
  await expect
    .poll(async () => (await betCount(page.request)) === 0 && (await usdt(page.request)))
    .toBe('100');
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'ante.settings',
      JSON.stringify({ selectedCurrency: 'USDT', isHotkeyEnabled: true }),
    );
  });
}

async function usdt(request: APIRequestContext): Promise<string | undefined> {
  return ((await (await request.get('/api/wallet/balances')).json()) as Record<string, string>).USDT;
}

async function betCount(request: APIRequestContext): Promise<number> {
  return ((await (await request.get('/api/feeds/my-bets')).json()) as { bets: unknown[] }).bets.length;
}

test('with hotkeys on, Space bets, but not from an input, with a modifier or under a modal', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await fundedPlayerWithHotkeys(page);
  await page.goto('/games/dice');
  const amount = page.getByLabel('Bet amount');
  await amount.fill('1');
  await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeEnabled();

  // In the amount input, Space is typing.
  await amount.press('Space');
  // With a modifier held, the key belongs to the browser.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Shift+Space');
  // Under a modal, the game does not listen.
  await page.goto('/games/dice?modal=seeds');
  await expect(page.getByRole('dialog', { name: 'Fairness' })).toBeVisible();
  await page.keyboard.press('Space');
  await page.waitForTimeout(1_000);
  expect(await betCount(page.request)).toBe(0);

  // Modal closed, nothing focused: Space places one bet.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Space');
  await expect.poll(() => betCount(page.request)).toBe(1);
});
