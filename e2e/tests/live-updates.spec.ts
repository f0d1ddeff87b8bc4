import { depositTestCoins, newUsername, PASSWORD } from '../helpers';
import { type APIRequestContext, expect, type Page, test } from '../test';

/**
 * Live updates follow the signed-in player without a reload: a socket opened while
 * logged out must come back logged in after the player logs in or registers, and
 * after a sign-out and a login as someone else it carries only the new player's
 * events (docs/product.md#how-things-change). Deposits here are on Solana, which no other browser test
 * mines, so each one is confirmed by the test that sent it.
 */
const COIN = { currency: 'SOL', network: 'SOL', blocks: 10 };

async function registerPlayer(request: APIRequestContext, username: string) {
  const created = await request.post('/api/user/register', { data: { username, password: PASSWORD } });
  expect(created.status()).toBe(200);
}

function headerBalance(page: Page) {
  return page.getByRole('button', { name: /^Balance/ });
}

/** Shows the header's balance as the coin itself, so a deposit of it changes the figure. */
async function showBalanceIn(page: Page, currency: string) {
  await headerBalance(page).click();
  const balances = page.getByRole('dialog', { name: /^Balance/ });
  await balances.getByRole('tab', { name: 'Crypto' }).click();
  await balances.getByRole('button', { name: new RegExp(`^${currency}`) }).click();
  await expect(balances).toBeHidden();
  await expect(headerBalance(page)).toContainText('0.0000');
}

async function logInThroughModal(page: Page, username: string) {
  await page.getByRole('button', { name: 'Login' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: username })).toBeVisible();
}

async function signOut(page: Page, username: string) {
  await page.getByRole('button', { name: username }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
}

function depositToast(page: Page, amount: string) {
  return page.getByRole('alert').filter({ hasText: 'Deposit confirmed' }).filter({ hasText: amount });
}

test('after logging in on a page loaded logged out, a deposit shows its notice and the new balance', {
  tag: '@bus',
}, async ({ page, request }) => {
  const username = newUsername('lvin');
  await registerPlayer(request, username);
  await page.goto('/');
  await expect(page.locator('html[data-socket="open"]')).toHaveCount(1);
  await logInThroughModal(page, username);
  await expect(page.locator('html[data-socket="logged_in"]')).toHaveCount(1);
  await showBalanceIn(page, COIN.currency);

  await depositTestCoins(page.request, COIN.currency, COIN.network, '0.25', COIN.blocks);
  await expect(depositToast(page, '0.2500 SOL')).toBeVisible();
  await expect(headerBalance(page)).toContainText('0.2500');
});

test('after registering on a page loaded logged out, a deposit shows its notice without a reload', {
  tag: '@bus',
}, async ({ page }) => {
  const username = newUsername('lvreg');
  await page.goto('/');
  await expect(page.locator('html[data-socket="open"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Register' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('html[data-socket="logged_in"]')).toHaveCount(1);

  await depositTestCoins(page.request, COIN.currency, COIN.network, '0.3', COIN.blocks);
  await expect(depositToast(page, '0.3000 SOL')).toBeVisible();
});

test("after signing out and logging in as another player, only the new player's events arrive", {
  tag: '@bus',
}, async ({ page, playwright }) => {
  const first = newUsername('lvone');
  const second = newUsername('lvtwo');
  const baseURL = test.info().project.use.baseURL;
  // Each player also has a session of their own outside the page, to send them coins.
  const firstApi = await playwright.request.newContext({ baseURL });
  const secondApi = await playwright.request.newContext({ baseURL });
  try {
    await registerPlayer(firstApi, first);
    await registerPlayer(secondApi, second);
    await page.goto('/');
    await logInThroughModal(page, first);
    await expect(page.locator('html[data-socket="logged_in"]')).toHaveCount(1);
    await signOut(page, first);
    await logInThroughModal(page, second);
    await expect(page.locator('html[data-socket="logged_in"]')).toHaveCount(1);

    await depositTestCoins(firstApi, COIN.currency, COIN.network, '0.41', COIN.blocks);
    await depositTestCoins(secondApi, COIN.currency, COIN.network, '0.42', COIN.blocks);
    await expect(depositToast(page, '0.4200 SOL')).toBeVisible();
    await expect(depositToast(page, '0.4100 SOL')).toHaveCount(0);
  } finally {
    await firstApi.dispose();
    await secondApi.dispose();
  }
});

test('a session ended from another device signs the page out without a reload', { tag: '@bus' }, async ({
  page,
  playwright,
}) => {
  const username = newUsername('lvend');
  await registerPlayer(page.request, username);
  await page.goto('/');
  await expect(page.locator('html[data-socket="logged_in"]')).toHaveCount(1);
  const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const login = await other.post('/api/user/login', { data: { username, password: PASSWORD } });
    expect(login.status()).toBe(200);
    const { sessions } = (await (await other.get('/api/user/sessions')).json()) as {
      sessions: { id: string; current: boolean }[];
    };
    const pageSession = sessions.find((session) => !session.current);
    expect(pageSession).toBeTruthy();
    const revoked = await other.post('/api/user/sessions/revoke', { data: { id: pageSession?.id } });
    expect(revoked.status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: username })).toHaveCount(0);
  } finally {
    await other.dispose();
  }
});
