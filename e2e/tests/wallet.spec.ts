import { chooseCashierCurrency, depositTestCoins, newUsername, PASSWORD, shot } from '../helpers';
import { type APIRequestContext, expect, type Page, test } from '../test';

/**
 * The wallet against the real server and its simulated chain. The chain is shared by
 * every test running at the same time, and a block mined by one confirms every
 * transfer waiting on that network, so each test that watches confirmations uses a
 * network no concurrent test mines: the deposit test runs on Bitcoin (desktop) and
 * Litecoin (phone), the withdrawal test funds itself on Ethereum.
 */
async function registerPlayer(request: APIRequestContext, username: string) {
  const created = await request.post('/api/user/register', { data: { username, password: PASSWORD } });
  expect(created.status()).toBe(200);
}

async function balanceOf(request: APIRequestContext, currency: string, vault = false) {
  const answer = await request.get(vault ? '/api/wallet/vault/balances' : '/api/wallet/balances');
  return ((await answer.json()) as Record<string, string>)[currency];
}

/** The Cashier is a modal on the desktop and a drawer on the phone; both are a dialog named Wallet. */
function cashier(page: Page) {
  return page.getByRole('dialog', { name: 'Wallet' });
}

function headerBalance(page: Page) {
  return page.getByRole('button', { name: /^Balance/ });
}

/**
 * Checks a toast, then closes it: toasts sit over the bottom of the phone drawer, and
 * one under the pointer never times out (hovering pauses it). Toasts also close by
 * themselves after 3 s, so on a loaded machine this one may be gone before the click:
 * the title and message are matched in one look, and a toast that has already closed
 * needs no dismissing.
 */
async function seeToast(page: Page, title: string, message?: string) {
  let toast = page.getByRole('alert').filter({ hasText: title });
  if (message) toast = toast.filter({ hasText: message });
  await expect(toast).toBeVisible();
  await toast
    .getByRole('button', { name: 'Dismiss notification' })
    .click({ timeout: 10_000 })
    .catch(() => undefined);
  // Should the click have missed on a loaded machine, deposit and tip toasts close by
  // themselves after 30 s (docs/product.md#timing).
  await expect(toast).toBeHidden({ timeout: 35_000 });
}

test(
  'a player gets test coins from the Cashier, sees them credited in the header, and tips a friend',
  { tag: ['@phone', '@bus'] },
  async ({ page, request }, testInfo) => {
    // A long flow of real chain and ledger round trips; on a loaded CI machine it needs more than 30 s.
    test.slow();
    const coin =
      testInfo.project.name === 'phone'
        ? {
            code: 'LTC',
            confirms: 3,
            deposited: '0.0100',
            tip: '0.0010',
            left: '0.0090',
            allowance: '$9,999.05',
          }
        : {
            code: 'BTC',
            confirms: 2,
            deposited: '0.01000000',
            tip: '0.00100000',
            left: '0.00900000',
            allowance: '$9,050.00',
          };
    const username = newUsername('wal');
    const friend = newUsername('frn');
    // The friend lives in the separate `request` context; the page's context holds the player's session.
    await registerPlayer(request, friend);
    await registerPlayer(page.request, username);

    await page.goto('/?modal=deposit');
    const dialog = cashier(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByLabel('Currency', { exact: true }).click();
    await page.getByRole('option', { name: new RegExp(`^${coin.code}`) }).click();
    await expect(dialog.getByLabel('Currency', { exact: true })).toHaveValue(new RegExp(`^${coin.code}`));
    await expect(dialog.getByTestId('deposit-address')).not.toBeEmpty();
    await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expect(dialog.getByText(`Credited after ${coin.confirms} confirmations`)).toBeVisible();
    // The Cashier says where the coins come from before it hands any out.
    await expect(dialog.getByRole('note', { name: 'Demo notice' })).toContainText('Demo: test coins only');
    const faucet = dialog.getByRole('region', { name: 'Test coins' });
    await expect(faucet).toContainText('Up to $10,000.00 an hour');

    // The faucet, as a player uses it: an amount, then the button.
    await faucet.getByLabel('Amount').fill('0.01');
    await faucet.getByRole('button', { name: 'Get test coins' }).click();
    // The pending notice arrives over the socket's deposits feed.
    await seeToast(page, 'Deposit pending', `${coin.deposited} ${coin.code}`);
    await expect(faucet).toContainText(`${coin.allowance} left this hour`);
    const pending = dialog.getByTestId('pending-deposit');
    await expect(pending).toContainText(`${coin.deposited} ${coin.code}`);
    await expect(pending).toContainText(`0/${coin.confirms} confirmations`);
    for (let block = 1; block <= coin.confirms; block++) {
      await faucet.getByRole('button', { name: 'Mine block' }).click();
      if (block < coin.confirms)
        await expect(pending).toContainText(`${block}/${coin.confirms} confirmations`);
    }
    await expect(pending).toHaveCount(0);
    await seeToast(page, 'Deposit confirmed', `${coin.deposited} ${coin.code}`);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/modal=/);

    await headerBalance(page).click();
    const balances = page.getByRole('dialog', { name: /^Balance/ });
    await balances.getByRole('tab', { name: 'Crypto' }).click();
    await expect(balances.getByRole('button', { name: new RegExp(`^${coin.code}`) })).toContainText(
      coin.deposited,
    );
    await balances.getByRole('button', { name: new RegExp(`^${coin.code}`) }).click();
    await expect(balances).toBeHidden();
    await expect(headerBalance(page)).toContainText(coin.deposited);

    await page.getByRole('button', { name: 'Wallet' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('tab', { name: 'Tip' }).click();
    await expect(page).toHaveURL(/modal=tip/);
    await expect(dialog.getByLabel('Currency', { exact: true })).toHaveValue(new RegExp(`^${coin.code}`));
    await dialog.getByLabel('Username').fill(friend);
    await dialog.getByLabel('Amount').fill('0.001');
    await dialog.getByRole('button', { name: 'Send tip' }).click();
    // Tips cannot be reversed: nothing leaves before the player confirms, seeing what it is worth.
    const confirmation = dialog.getByTestId('tip-confirmation');
    await expect(confirmation).toContainText(`${friend} gets 0.001 ${coin.code} (about $`);
    await expect(confirmation).toContainText('cannot be reversed');
    expect(await balanceOf(request, coin.code)).not.toBe('0.001');
    await dialog.getByRole('button', { name: 'Confirm tip' }).click();
    await seeToast(page, 'Tip sent', `You sent ${coin.tip} ${coin.code} to ${friend}.`);
    await expect(headerBalance(page)).toContainText(coin.left);
    expect(await balanceOf(request, coin.code)).toBe('0.001');
  },
);

test(
  'a new player sets a weekly deposit limit from the offer on the Deposit tab, and Settings shows it',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await registerPlayer(page.request, newUsername('dlo'));
    await page.goto('/?modal=deposit');
    const dialog = cashier(page);
    const offer = dialog.getByRole('region', { name: 'Set a deposit limit' });
    await expect(offer).toBeVisible();
    // The offer never stands in the way: the address is there below it.
    await expect(dialog.getByTestId('deposit-address')).not.toBeEmpty();
    await shot(dialog, 'deposit-limit-offer', testInfo);

    await offer.getByText('Week', { exact: true }).click();
    await offer.getByLabel('Amount (USD)').fill('0.5');
    await offer.getByRole('button', { name: 'Set limit' }).click();
    await expect(offer.getByText('A limit is at least $1')).toBeVisible();
    await offer.getByLabel('Amount (USD)').fill('250');
    await offer.getByRole('button', { name: 'Set limit' }).click();
    await expect(dialog.getByRole('status', { name: 'Deposit limit set' })).toContainText(
      'Your weekly deposit limit is $250.00',
    );
    await shot(dialog, 'deposit-limit-set', testInfo);

    await page.goto('/settings?tab=security');
    await expect(page.getByTestId('limit-deposit-week')).toContainText('Weekly deposit limit: $250.00');
  },
);

test('withdrawals are checked before sending, listed, and can be cancelled; the vault needs the password', async ({
  page,
}) => {
  test.slow();
  await registerPlayer(page.request, newUsername('wdr'));
  await depositTestCoins(page.request, 'ETH', 'ETH', '1', 30);

  await page.goto('/?modal=withdraw');
  const dialog = cashier(page);
  await expect(dialog.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
  await chooseCashierCurrency(page, 'ETH');
  await expect(dialog.getByLabel('Network')).toHaveValue('Ethereum (ERC20)');
  await expect(dialog.getByText('Network fee')).toBeVisible();
  await dialog.getByLabel('Address').fill('0x52908400098527886E0F7030069857D2E4169EE7');
  await dialog.getByLabel('Amount').fill('0.00001');
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog.getByText(/minimum withdrawal on Ethereum \(ERC20\) is \$5/)).toBeVisible();

  // The address format is the server's to check; its error lands beside the field.
  await dialog.getByLabel('Address').fill('not-an-address');
  await dialog.getByLabel('Amount').fill('0.1');
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog.getByText('Not a valid Ethereum (ERC20) address')).toBeVisible();

  await dialog.getByLabel('Address').fill('0x52908400098527886E0F7030069857D2E4169EE7');
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await seeToast(page, 'Withdrawal requested');
  // 1 ETH less 0.1 and the 0.002 network fee.
  await expect.poll(() => balanceOf(page.request, 'ETH')).toBe('0.898');
  const cancel = dialog.getByRole('button', { name: /^Cancel withdrawal/ });
  await cancel.click();
  await seeToast(page, 'Withdrawal cancelled');
  await expect(dialog.getByText('cancelled', { exact: true })).toBeVisible();
  await expect(cancel).toHaveCount(0);
  await expect.poll(() => balanceOf(page.request, 'ETH')).toBe('1');

  await dialog.getByRole('tab', { name: 'Vault' }).click();
  await dialog.getByLabel('Amount').fill('0.5');
  await dialog.getByRole('button', { name: 'Move to vault' }).click();
  await seeToast(page, 'Moved to vault');
  await dialog
    .locator('label')
    .filter({ hasText: /^Withdraw$/ })
    .click();
  await dialog.getByLabel('Amount').fill('0.2');
  await dialog.getByLabel('Password').fill('wrong password');
  await dialog.getByRole('button', { name: 'Move to balance' }).click();
  await expect(dialog.getByText('Password is incorrect.')).toBeVisible();
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Move to balance' }).click();
  await seeToast(page, 'Moved to balance');
  expect(await balanceOf(page.request, 'ETH', true)).toBe('0.3');
  expect(await balanceOf(page.request, 'ETH')).toBe('0.7');
});

test('the site says plainly that it is a demo with test coins, on every page, within the window', {
  tag: '@phone',
}, async ({ page }) => {
  const notice = page.getByRole('note', { name: 'Demo notice' });
  const fitsTheWindow = async () => {
    const box = await notice.boundingBox();
    const width = await page.evaluate(() => window.innerWidth);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    return box !== null && box.x >= 0 && box.x + box.width <= width + 1 && pageWidth <= width;
  };
  await page.goto('/');
  await expect(notice).toContainText('Demo: test coins only');
  await expect(notice).toBeInViewport();
  expect(await fitsTheWindow()).toBe(true);

  // A player sees it too, on a game's page.
  await registerPlayer(page.request, newUsername('demo'));
  await page.goto('/games/dice');
  await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeVisible();
  await expect(notice).toContainText('Demo: test coins only');
  await expect(notice).toBeInViewport();
  expect(await fitsTheWindow()).toBe(true);
});

test('a Cashier link asks a logged-out visitor to log in first', async ({ page }) => {
  await page.goto('/?modal=deposit');
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/modal=login/);
  await expect(cashier(page)).toHaveCount(0);
});

test('a tip arrives live over the socket: the recipient sees a notice without reloading', {
  tag: '@bus',
}, async ({ page, playwright }) => {
  const recipient = newUsername('live');
  await registerPlayer(page.request, recipient);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Wallet' })).toBeVisible();

  const sender = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await registerPlayer(sender, newUsername('gift'));
    await depositTestCoins(sender, 'DOGE', 'DOGE', '50', 30);
    // The page marks its socket once it is logged in and subscribed to the private feeds.
    await expect(page.locator('html[data-socket="logged_in"]')).toHaveCount(1);
    const tip = await sender.post('/api/wallet/tip/send', {
      data: { username: recipient, currency: 'DOGE', amount: '5' },
    });
    expect(tip.status()).toBe(200);
    await seeToast(page, 'You received a tip', `sent you 5.0000 DOGE`);
  } finally {
    await sender.dispose();
  }
});

/**
 * No notice lies over any of the Cashier's buttons, each scrolled into view as a
 * player would scroll to it. Polled, because the Cashier makes room for a notice as
 * the notice slides in.
 */
async function expectCashierButtonsUncovered(page: Page) {
  for (const button of await cashier(page).getByRole('button').all()) {
    if (!(await button.isVisible())) continue;
    await button.scrollIntoViewIfNeeded();
    const name = (await button.getAttribute('aria-label')) ?? (await button.textContent());
    await expect
      .poll(
        () =>
          button.evaluate((element) => {
            const box = element.getBoundingClientRect();
            return Array.from(document.querySelectorAll('[role="alert"]')).some((notice) => {
              const over = notice.getBoundingClientRect();
              return (
                over.left < box.right &&
                box.left < over.right &&
                over.top < box.bottom &&
                box.top < over.bottom
              );
            });
          }),
        { message: `a notice covers the Cashier's "${name}" button` },
      )
      .toBe(false);
  }
}

test(
  'a deposit has one notice, updated from pending to confirmed, clear of the Cashier buttons',
  { tag: ['@phone', '@bus'] },
  async ({ page }, testInfo) => {
    // Networks no other test mines, so this test alone moves its deposit from pending to confirmed.
    const coin =
      testInfo.project.name === 'phone'
        ? { code: 'TRX', network: 'TRX', confirms: 10, amount: '7', shown: '7.0000 TRX' }
        : { code: 'BNB', network: 'BNB.BSC', confirms: 10, amount: '0.07', shown: '0.0700 BNB' };
    await registerPlayer(page.request, newUsername('one'));
    await page.goto('/?modal=deposit');
    const dialog = cashier(page);
    await dialog.getByLabel('Currency', { exact: true }).click();
    await page.getByRole('option', { name: new RegExp(`^${coin.code}`) }).click();
    await expect(dialog.getByTestId('deposit-address')).not.toBeEmpty();
    const faucet = dialog.getByRole('region', { name: 'Test coins' });
    await faucet.getByLabel('Amount').fill(coin.amount);
    await faucet.getByRole('button', { name: 'Get test coins' }).click();

    const notices = page.getByRole('alert').filter({ hasText: coin.shown });
    await expect(notices).toHaveText(/Deposit pending/);
    await expectCashierButtonsUncovered(page);

    const mined = await page.request.post('/api/dev/chain/mine', {
      data: { network: coin.network, blocks: coin.confirms },
    });
    expect(mined.status()).toBe(200);
    await expect(notices).toHaveText(/Deposit confirmed/);
    await expect(notices).toHaveCount(1);
    await expectCashierButtonsUncovered(page);
    await dialog.getByRole('tab', { name: 'Withdraw' }).click();
    await expect(page).toHaveURL(/modal=withdraw/);
  },
);
