import { depositTestCoins, follow, newUsername, registerAndLogIn as register } from '../helpers';
import { expect, type Page, test } from '../test';

/**
 * The frame around the games: legal pages, the error screen, the footer, the profile
 * menu, the balance dropdown, the overlay panel and deep links.
 */
function registerAndLogIn(page: Page, email?: string): Promise<string> {
  return register(page, 'sh', email);
}

test('the legal page switches policies by tab and keeps the choice in the address', async ({ page }) => {
  await page.goto('/legal');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  // The restricted territories: the built-in list and the operator's own (RESTRICTED_TERRITORIES=DE here).
  const territories = page.locator('section', {
    has: page.getByRole('heading', { name: /Restricted territories/ }),
  });
  await expect(territories.getByRole('listitem').filter({ hasText: /^Germany$/ })).toHaveCount(1);
  await expect(territories.getByRole('listitem').filter({ hasText: /^United States$/ })).toHaveCount(1);
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
  // Revealed, then the menu closes: it opens masked again.
  await page.getByRole('button', { name: 'Reveal e-mail' }).click();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.getByRole('button', { name: username }).click();
  await expect(page.getByText(masked)).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=transactions/);
  // The Affiliate item and the footer's Affiliate Program both lead to the affiliate tab.
  await page.getByRole('button', { name: username }).click();
  await page.getByRole('menuitem', { name: 'Affiliate' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=affiliate/);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Affiliate Program' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=affiliate/);
  await expect(page.getByRole('tab', { name: 'Affiliate' })).toHaveAttribute('aria-selected', 'true');
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

test('the balance dropdown sorts by fiat or crypto value, hides empty balances and switches the display fiat', {
  tag: '@phone',
}, async ({ page }) => {
  await registerAndLogIn(page);
  for (const [currency, network, amount] of [
    ['USDT', 'TRON', '100'],
    ['DOGE', 'DOGE', '300'],
  ] as const) {
    await depositTestCoins(page.request, currency, network, amount);
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

test('the profile menu closes on an outside click and when the pointer wanders far from it', async ({
  page,
}) => {
  const username = await registerAndLogIn(page);
  await page.goto('/legal');
  const trigger = page.getByRole('button', { name: username });
  const menu = page.getByRole('menu');

  await trigger.click();
  await expect(menu).toBeVisible();
  // Its left edge: on a phone the open menu covers the rest of the heading.
  await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).click({ position: { x: 4, y: 4 } });
  await expect(menu).toHaveCount(0);

  await trigger.click();
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  if (!box) throw new Error('the menu has no box');
  // Moving within reach keeps it open; moving far away (over 160 px) closes it.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height + 40);
  await page.waitForTimeout(300);
  await expect(menu).toBeVisible();
  await page.mouse.move(5, box.y + box.height + 300, { steps: 4 });
  await expect(menu).toHaveCount(0);
});

test(
  'Support opens the help centre, or on a phone the live chat in the chat column',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const username = await registerAndLogIn(page);
    await page.goto('/');
    await page.getByRole('button', { name: username }).click();
    if (testInfo.project.name !== 'phone') {
      // The casino's own help centre, in the same tab (an operator's outside one would open in a new tab).
      await page.getByRole('menuitem', { name: 'Support' }).click();
      await expect(page).toHaveURL(/\/help$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Support' })).toHaveCount(0);
      return;
    }
    await page.getByRole('menuitem', { name: 'Support' }).click();
    const support = page.getByRole('complementary', { name: 'Support' });
    await expect(support.getByRole('link', { name: 'support@ante.example' })).toHaveAttribute(
      'href',
      'mailto:support@ante.example',
    );
    await expect(support.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help');
    await expect(support).not.toContainText('Chat is coming soon');
    // The chat tabs are one tap away, and the chat button later opens them, not Support.
    await support.getByRole('button', { name: 'Back to chat' }).click();
    await expect(
      page.getByRole('complementary', { name: 'Chat' }).getByRole('tab', { name: 'Friends' }),
    ).toBeVisible();
  },
);

test("the balance dropdown shows 'In Play' on a game page, and Hide Balances masks every amount", async ({
  page,
}) => {
  await registerAndLogIn(page);
  await page.goto('/games/dice');
  await expect(page.getByRole('button', { name: /^Balance: In Play/ })).toBeVisible();
  await follow(page, '/');
  const balance = page.getByRole('button', { name: /^Balance: \$0\.00 BTC/ });
  await expect(balance).toBeVisible();

  await balance.click();
  const dropdown = page.getByRole('dialog', { name: /^Balance/ });
  await dropdown.getByRole('switch', { name: 'Hide Balances' }).check();
  await expect(page.getByRole('button', { name: /^Balance: ••••• BTC/ })).toBeVisible();
  await expect(dropdown.getByRole('listitem').first()).toContainText('•••••');
  await expect(dropdown.getByRole('listitem').first()).not.toContainText('$');
  // A client setting: it lasts across a reload, and unhiding brings the digits back.
  await page.reload();
  await page.getByRole('button', { name: /^Balance: ••••• BTC/ }).click();
  await page.getByRole('switch', { name: 'Hide Balances' }).uncheck();
  await expect(page.getByRole('button', { name: /^Balance: \$0\.00 BTC/ })).toBeVisible();
});

test('the footer’s socials and licence badge follow the site configuration', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // The test server sets LICENSE_TEXT, LICENSE_URL and SOCIAL_TELEGRAM_URL (playwright.config.ts).
  const licence = footer.getByRole('link', { name: 'Licensed by the Test Gaming Authority' });
  await expect(licence).toHaveAttribute('href', 'https://licence.example/ante');
  await expect(licence).toHaveAttribute('target', '_blank');
  await expect(footer.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
    'href',
    'https://t.me/ante_test',
  );
  await expect(footer.getByRole('link', { name: 'X (Twitter)' })).toHaveAttribute('href', 'https://x.com/');
  await expect(footer.getByText('18+')).toBeVisible();
});

test(
  'the legal page’s table of contents takes the reader to each section',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.goto('/legal?tab=privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    // On a phone the contents fold away behind a toggle.
    if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Contents' }).click();
    const contents = page.getByRole('navigation', { name: 'Contents' });
    const links = contents.getByRole('link');
    expect(await links.count()).toBeGreaterThan(3);
    for (const index of [3, 1]) {
      if (testInfo.project.name === 'phone' && index === 1) {
        await page.getByRole('button', { name: 'Contents' }).click();
      }
      const link = links.nth(index);
      const id = ((await link.getAttribute('href')) ?? '').slice(1);
      expect(id).not.toBe('');
      await link.click();
      const heading = page.locator(`h2[id="${id}"]`);
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      await expect(page).toHaveURL(new RegExp(`tab=privacy-policy#${id}$`));
      if (testInfo.project.name !== 'phone') await expect(link).toHaveAttribute('aria-current', 'location');
    }
  },
);

test(
  'the hotkeys list opens in the right overlay panel, which Escape, its close button and leaving the page close',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.goto('/games/dice');
    const button = page.getByRole('button', { name: 'Hotkeys', exact: true });
    const panel = page.getByRole('complementary', { name: 'Hotkeys' });
    await button.click();
    await expect(panel.getByRole('switch', { name: 'Enable hotkeys' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    // At the right edge once it has slid in; the whole width on a phone.
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    const rightEdge = async () => {
      const box = await panel.boundingBox();
      return box ? Math.round(box.x + box.width) : null;
    };
    await expect.poll(rightEdge).toBe(width);
    const box = await panel.boundingBox();
    if (!box) throw new Error('the panel has no box');
    if (testInfo.project.name === 'phone') expect(Math.round(box.width)).toBe(width);
    else expect(box.width).toBeLessThan(width / 2);
    // Not a modal: nothing else is blocked, and no dialog is open.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await button.click();
    await panel.getByRole('button', { name: 'Close hotkeys' }).click();
    await expect(panel).toHaveCount(0);
    await button.click();
    await expect(panel).toBeVisible();
    // The panel belongs to its page: another path closes it.
    await follow(page, '/games/limbo');
    await expect(page.getByRole('heading', { level: 1, name: 'Limbo' })).toBeVisible();
    await expect(panel).toHaveCount(0);
  },
);
