import { depositTestCoins, newUsername, PASSWORD, registerAndLogIn as register, shot } from '../helpers';
import { mailedLink } from '../mailbox';
import { expect, type Page, request as playwrightRequest, test } from '../test';

/** The settings page against the real server: password, e-mail, sessions, transactions, tabs. */
const NEW_PASSWORD = 'an even longer new password';

function registerAndLogIn(page: Page, email?: string): Promise<string> {
  return register(page, 'set', email);
}

test('a player changes the password, then logs in with the new one through the login form', async ({
  page,
}) => {
  const username = await registerAndLogIn(page);
  await page.goto('/settings?tab=security');
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('Current password')).toHaveValue('');

  await page.getByRole('button', { name: username }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  // The old password is refused, in the form.
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByText('Incorrect username or password.')).toBeVisible();
  await expect(page.getByRole('button', { name: username })).toHaveCount(0);
  // The new one logs in.
  await dialog.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: username })).toBeVisible();
});

test('the security tab masks the e-mail until it is revealed', async ({ page }) => {
  const email = `${newUsername('maskset')}@example.com`.toLowerCase();
  await registerAndLogIn(page, email);
  await page.goto('/settings?tab=security');
  const local = email.split('@')[0] as string;
  const masked = `${local.slice(0, 8)}${'*'.repeat(local.length - 8)}@example.com`;
  await expect(page.getByText(masked, { exact: true })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reveal e-mail' }).click();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Hide e-mail' }).click();
  await expect(page.getByText(masked, { exact: true })).toBeVisible();
  // Masked again on the next visit.
  await page.reload();
  await expect(page.getByText(masked, { exact: true })).toBeVisible();
});

test('a player revokes another device’s session, which is then logged out', async ({ page, baseURL }) => {
  const username = await registerAndLogIn(page);
  const device = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' },
  });
  expect((await device.post('/api/user/login', { data: { username, password: PASSWORD } })).status()).toBe(
    200,
  );
  expect((await device.get('/api/user/me')).status()).toBe(200);

  await page.goto('/settings?tab=security');
  const sessions = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Revoke' }) });
  await expect(sessions).toHaveCount(1);
  await sessions.getByRole('button', { name: 'Revoke' }).click();
  // The confirmation.
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Revoke/ })
    .click();
  await expect(sessions).toHaveCount(0);
  await expect.poll(async () => (await device.get('/api/user/me')).status()).toBe(401);
  await device.dispose();
});

test('the settings tabs follow the address, and transactions list a tip', { tag: '@phone' }, async ({
  page,
  baseURL,
}) => {
  const username = await registerAndLogIn(page);
  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/tab=verify/);
  await page.getByRole('tab', { name: 'Offers' }).click();
  await expect(page.getByRole('button', { name: 'Claim bonus' })).toBeVisible();

  // Another player tips this one through the simulated chain's coins.
  const friend = await playwrightRequest.newContext({ baseURL });
  const friendName = newUsername('tip');
  await friend.post('/api/user/register', { data: { username: friendName, password: PASSWORD } });
  await depositTestCoins(friend, 'DOGE', 'DOGE', '50');
  await expect
    .poll(async () =>
      (
        await friend.post('/api/wallet/tip/send', { data: { username, currency: 'DOGE', amount: '5' } })
      ).status(),
    )
    .toBe(200);
  await friend.dispose();

  await page.goto('/settings?tab=transactions');
  await expect(page.getByText(friendName).first()).toBeVisible();
  await page.getByRole('radio', { name: 'Deposits' }).check();
  await expect(page.getByText(friendName)).toHaveCount(0);
});

test('logged out, settings asks the visitor to log in', async ({ page }) => {
  await page.goto('/settings?tab=transactions');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a player takes a 6-week time-out through the e-mailed link, and bets are refused while it lasts', async ({
  page,
}, testInfo) => {
  const username = newUsername('brk');
  const email = `${username}@example.com`;
  const created = await page.request.post('/api/user/register', {
    data: { username, password: PASSWORD, email },
  });
  expect(created.status()).toBe(200);
  await page.goto(await mailedLink(email, 'activate-email'));
  await expect(page.getByText('E-mail Verified!')).toBeVisible();

  // The break link's action does nothing without its token.
  await page.goto('/?action=update-exclusion');
  await expect(page.getByRole('region', { name: 'Originals' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Take a break' })).toHaveCount(0);

  await page.goto('/settings?tab=security');
  await page.getByRole('button', { name: 'E-mail me the link' }).click();
  await expect(page.getByText(`Open the link we sent to ${email}`)).toBeVisible();

  await page.goto(await mailedLink(email, 'update-exclusion'));
  const dialog = page.getByRole('dialog', { name: 'Take a break' });
  await expect(dialog.getByRole('button', { name: 'Start my break' })).toBeDisabled();
  await expect(dialog.getByText('Ends by itself when the time is up.')).toBeVisible();
  await dialog.getByLabel('6 weeks').check();
  await shot(dialog, 'break-dialog', testInfo);
  await dialog.getByRole('button', { name: 'Start my break' }).click();
  await expect(page.getByText('Your break has started')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/token=/);
  const me = (await (await page.request.get('/api/user/me')).json()) as {
    user: { exclusion: { until: string; kind: string } };
  };
  expect(me.user.exclusion.kind).toBe('time-out');
  const days = (Date.parse(me.user.exclusion.until) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(41.99);
  expect(days).toBeLessThanOrEqual(42);

  await page.goto('/settings?tab=security');
  await expect(page.getByTestId('exclusion-status')).toContainText('Your account is on a time-out until');
  // The game page says so instead of offering a bet; the server refuses one anyway.
  await page.goto('/games/dice');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your account is on a time-out until' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bet', exact: true })).toHaveCount(0);
  const refused = await page.request.post('/api/play/dice/bet', {
    data: { currency: 'BTC', amount: '0', params: { condition: 'under', target: 49.5 } },
  });
  expect(refused.status()).toBe(403);
  const bets = (await (await page.request.get('/api/feeds/my-bets')).json()) as { bets: unknown[] };
  expect(bets.bets).toHaveLength(0);
});

test('an ended self-exclusion offers to reopen the account, and then says when', async ({
  page,
}, testInfo) => {
  await registerAndLogIn(page);
  // Reaching the end of a real self-exclusion takes six months, so the account's answer
  // is rewritten here: the server's side of it is in reopen-account.test.ts.
  const ended = {
    until: new Date(Date.now() - 60_000).toISOString(),
    permanent: false,
    kind: 'self-exclusion',
    state: 'ended',
    reopensAt: null,
  };
  const reopening = {
    ...ended,
    state: 'reopening',
    reopensAt: new Date(Date.now() + 86_400_000).toISOString(),
  };
  let exclusion: typeof ended | typeof reopening = ended;
  await page.route('**/api/user/current', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, user: body.user && { ...body.user, exclusion } } });
  });
  await page.route('**/api/user/exclude/reopen', async (route) => {
    exclusion = reopening;
    await route.fulfill({ json: { exclusion } });
  });

  await page.goto('/settings?tab=security');
  await expect(page.getByTestId('exclusion-status')).toHaveText(
    'Your self-exclusion has ended. Your account stays closed until you reopen it.',
  );
  await expect(page.getByText('It reopens 24 hours after you ask')).toBeVisible();
  await page.getByRole('button', { name: 'Reopen my account' }).scrollIntoViewIfNeeded();
  await shot(page, 'reopen-ended', testInfo);
  await page.getByRole('button', { name: 'Reopen my account' }).click();
  await expect(page.getByText('Your account will reopen')).toBeVisible();
  await expect(page.getByTestId('exclusion-status')).toContainText('Your account reopens at');
  await expect(page.getByRole('button', { name: 'Reopen my account' })).toHaveCount(0);
  await expect(page.getByTestId('exclusion-reopening')).toBeVisible();
  await shot(page, 'reopen-reopening', testInfo, { fullPage: true });
});
