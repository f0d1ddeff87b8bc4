import {
  chooseCashierCurrency,
  depositTestCoins,
  newUsername,
  PASSWORD,
  readToasts,
  recordToasts,
  registerAndLogIn,
  shot,
  totpCode,
  turnOnTwoFactor,
} from '../helpers';
import { fundedPlayer, usdt } from '../play';
import { expect, test } from '../test';

/**
 * Two-factor from the Security tab to the login form, against the real server: the
 * codes computed as the player's authenticator app does (helpers.ts).
 * With SHOTS_DIR set, the card's three states and the login code step are saved there.
 */

test('a player turns two-factor on, signs out, and logs in with a code', async ({ page }, testInfo) => {
  const username = await registerAndLogIn(page, 'tfa');
  await page.goto('/settings?tab=security');
  await recordToasts(page);
  const card = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(card.getByText('Two-factor is off.')).toBeVisible();
  await shot(card, 'totp-off', testInfo);

  await card.getByRole('button', { name: 'Enable two-factor' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = await card.getByRole('textbox', { name: 'Secret key' }).inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(card.getByRole('button', { name: 'Copy secret key' })).toBeVisible();
  await shot(card, 'totp-setup', testInfo);

  // A wrong code is refused beside the field, and only there: no toast repeats it.
  await card.getByLabel('Two-factor code').fill(totpCode(secret, 5));
  await card.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(card.getByText('The two-factor code is incorrect.')).toBeVisible();
  await card.getByLabel('Two-factor code').fill(totpCode(secret));
  await card.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(card.getByText('Two-factor is on.', { exact: false })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Turn off two-factor' })).toBeVisible();
  // The password form now asks for a code too.
  await expect(page.getByRole('region', { name: 'Password' }).getByLabel('Two-factor code')).toBeVisible();
  await shot(card, 'totp-on', testInfo);
  await shot(page.getByRole('region', { name: 'Password' }), 'totp-password-form', testInfo);
  await shot(page.getByRole('region', { name: 'E-mail' }), 'totp-email-form', testInfo);

  await page.getByRole('button', { name: username }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  // The password was right: only the code is asked for now.
  const codeField = dialog.getByLabel('Two-factor code');
  await expect(codeField).toBeVisible();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);
  await shot(dialog, 'totp-login-code', testInfo);
  await codeField.fill(totpCode(secret, 5));
  await dialog.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(dialog.getByText('The two-factor code is incorrect.')).toBeVisible();
  // The current step was spent turning two-factor on; the next one is within the window.
  await codeField.fill(totpCode(secret, 1));
  await dialog.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: username })).toBeVisible();
  // Both wrong codes were shown once, beside the field: never in a toast as well.
  expect((await page.evaluate(readToasts)).filter((text) => text.includes('incorrect'))).toEqual([]);
});

test('with two-factor on, the Cashier asks for a code to withdraw and to empty the vault', async ({
  page,
}) => {
  await registerAndLogIn(page, 'tfw');
  const secret = await turnOnTwoFactor(page.request);
  await depositTestCoins(page.request, 'ETH', 'ETH', '1', 30);

  await page.goto('/?modal=withdraw');
  const dialog = page.getByRole('dialog', { name: 'Wallet' });
  await chooseCashierCurrency(page, 'ETH');
  await dialog.getByLabel('Address').fill('0x52908400098527886E0F7030069857D2E4169EE7');
  await dialog.getByLabel('Amount').fill('0.1');
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog.getByText('Enter the code from your authenticator app')).toBeVisible();
  await dialog.getByLabel('Two-factor code').fill(totpCode(secret));
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Withdrawal requested' })).toBeVisible();
  await expect(dialog.getByLabel('Two-factor code')).toHaveValue('');

  await dialog.getByRole('tab', { name: 'Vault' }).click();
  await expect(dialog.getByLabel('Two-factor code')).toHaveCount(0);
  await dialog.getByLabel('Amount').fill('0.5');
  await dialog.getByRole('button', { name: 'Move to vault' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Moved to vault' })).toBeVisible();
  await dialog
    .locator('label')
    .filter({ hasText: /^Withdraw$/ })
    .click();
  await dialog.getByLabel('Amount').fill('0.2');
  await dialog.getByLabel('Password').fill(PASSWORD);
  // A spent code is refused by the server, beside the field.
  await dialog.getByLabel('Two-factor code').fill(totpCode(secret, -1));
  await dialog.getByRole('button', { name: 'Move to balance' }).click();
  await expect(dialog.getByText('This code was used already. Wait for the next one.')).toBeVisible();
  await dialog.getByLabel('Two-factor code').fill(totpCode(secret, 1));
  await dialog.getByRole('button', { name: 'Move to balance' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Moved to balance' })).toBeVisible();
});

test('with two-factor on, a tip asks for the code in the Cashier and from chat, and rain asks too', async ({
  page,
  playwright,
  baseURL,
}) => {
  await fundedPlayer(page, { prefix: 'tft', amount: '10' });
  const secret = await turnOnTwoFactor(page.request);
  const friend = await playwright.request.newContext({ baseURL });
  const recipient = newUsername('tfr');
  expect(
    (await friend.post('/api/user/register', { data: { username: recipient, password: PASSWORD } })).status(),
  ).toBe(200);

  await page.goto('/?modal=tip');
  const cashier = page.getByRole('dialog', { name: 'Wallet' });
  await cashier.getByLabel('Username').fill(recipient);
  await cashier.getByLabel('Amount').fill('1');
  await cashier.getByRole('button', { name: 'Send tip' }).click();
  await expect(cashier.getByText('Enter the code from your authenticator app')).toBeVisible();
  // A wrong code is the server's to refuse, beside the field, and nothing moves.
  await cashier.getByLabel('Two-factor code').fill(totpCode(secret, 5));
  await cashier.getByRole('button', { name: 'Send tip' }).click();
  // Tips cannot be reversed: the player confirms first, then the server checks the code.
  await cashier.getByRole('button', { name: 'Confirm tip' }).click();
  await expect(cashier.getByText('The two-factor code is incorrect.')).toBeVisible();
  expect(await usdt(page.request)).toBe('10');
  const cashierCode = totpCode(secret);
  await cashier.getByLabel('Two-factor code').fill(cashierCode);
  await cashier.getByRole('button', { name: 'Send tip' }).click();
  await cashier.getByRole('button', { name: 'Confirm tip' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Tip sent' })).toBeVisible();
  await expect(cashier.getByLabel('Two-factor code')).toHaveValue('');
  await expect.poll(() => usdt(friend)).toBe('1');
  await page.keyboard.press('Escape');
  await expect(cashier).toBeHidden();

  await expect(page.locator('html')).toHaveAttribute('data-socket', 'logged_in');
  await page.getByRole('button', { name: /^Chat/ }).first().click();
  const box = page.getByRole('textbox', { name: 'Chat message' });
  await box.fill(`/tip @${recipient} 2 USDT`);
  await box.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Confirm tip' });
  // The code just used in the Cashier is refused as used already.
  await confirm.getByLabel('Two-factor code').fill(cashierCode);
  await confirm.getByRole('button', { name: 'Send tip' }).click();
  await expect(confirm.getByText('This code was used already. Wait for the next one.')).toBeVisible();
  // The next step's code is later than the one used, whatever step the clock is in now.
  await confirm.getByLabel('Two-factor code').fill(totpCode(secret, 1));
  await confirm.getByRole('button', { name: 'Send tip' }).click();
  await expect(confirm).toHaveCount(0);
  await expect.poll(() => usdt(friend)).toBe('3');

  await page.getByRole('button', { name: 'Make it rain' }).click();
  const rain = page.getByRole('dialog', { name: 'Make it rain' });
  await rain.getByLabel('Amount').fill('1');
  await rain.getByLabel('Players').fill('2');
  await rain.getByRole('button', { name: 'Make it rain' }).click();
  await expect(rain.getByText('Enter the code from your authenticator app')).toBeVisible();
  expect(await usdt(page.request)).toBe('7');
});
