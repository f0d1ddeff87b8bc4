import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { newUsername, PASSWORD, shot, totpCode, turnOnTwoFactor } from '../helpers';
import { mailedLink } from '../mailbox';
import { expect, request as playwrightRequest, test } from '../test';

/**
 * The ways in besides the password form ask for the two-factor code too: a reset link
 * and a wallet login, in a real browser against the real server.
 */
test('a reset link asks for the two-factor code before it sets the password', async ({
  page,
  baseURL,
}, testInfo) => {
  const username = newUsername('rtf');
  const email = `${username}@example.com`.toLowerCase();
  const elsewhere = await playwrightRequest.newContext({ baseURL });
  expect(
    (await elsewhere.post('/api/user/register', { data: { username, password: PASSWORD, email } })).status(),
  ).toBe(200);
  const secret = await turnOnTwoFactor(elsewhere);
  expect((await elsewhere.post('/api/user/start-pw-reset', { data: { email } })).status()).toBe(200);
  await elsewhere.dispose();

  await page.goto(await mailedLink(email, 'reset-password'));
  const reset = page.getByRole('dialog', { name: 'Choose a new password' });
  const newPassword = reset.getByLabel('New password', { exact: true });
  // The dialog puts the cursor in its first field as it opens; typing in the second field
  // before that moment sent the rest of the text to the first on a fast machine.
  await expect(newPassword).toBeFocused();
  await newPassword.fill('a fresh reset passphrase');
  await reset.getByLabel('Confirm new password').fill('a fresh reset passphrase');
  await reset.getByRole('button', { name: 'Set password and sign in' }).click();
  // The link was good and stays unused: only the code is asked for now.
  const codeField = reset.getByLabel('Two-factor code');
  await expect(codeField).toBeVisible();
  await expect(reset.getByLabel('New password', { exact: true })).toHaveCount(0);
  await shot(page, 'reset-totp-code', testInfo);

  await reset.getByRole('button', { name: 'Verify and set password' }).click();
  await expect(reset.getByText('Enter the code from your authenticator app')).toBeVisible();
  await codeField.fill(totpCode(secret, 5));
  await reset.getByRole('button', { name: 'Verify and set password' }).click();
  await expect(reset.getByText('The two-factor code is incorrect.')).toBeVisible();
  await shot(page, 'reset-totp-wrong', testInfo);
  await codeField.fill(totpCode(secret));
  await reset.getByRole('button', { name: 'Verify and set password' }).click();
  await expect(reset).toHaveCount(0);
  await expect(page.getByRole('button', { name: username })).toBeVisible();
  await expect(page).not.toHaveURL(/token=/);
});

test('a wallet login into an account with two-factor on asks for the code and sends the signature again', async ({
  page,
}, testInfo) => {
  const account = privateKeyToAccount(generatePrivateKey());
  await page.exposeFunction('__signWithTestWallet', (messageHex: Hex) =>
    account.signMessage({ message: { raw: messageHex } }),
  );
  await page.addInitScript((address: string) => {
    const sign = (window as unknown as { __signWithTestWallet(hex: string): Promise<string> })
      .__signWithTestWallet;
    (window as unknown as { ethereum: unknown }).ethereum = {
      async request({ method, params }: { method: string; params?: unknown[] }) {
        if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [address];
        if (method === 'personal_sign') return sign(String(params?.[0]));
        throw Object.assign(new Error(`unsupported method ${method}`), { code: 4200 });
      },
    };
  }, account.address);

  await page.goto('/?modal=login');
  await page.getByRole('dialog').getByRole('button', { name: 'Continue with MetaMask' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Choose your username' })).toBeVisible();
  const username = newUsername('mtf');
  await page.getByRole('dialog').getByLabel('Username').fill(username);
  await page.getByRole('dialog').getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: username })).toBeVisible();
  const secret = await turnOnTwoFactor(page.request);
  await page.getByRole('button', { name: username }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();

  await page.getByRole('button', { name: 'Login' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue with MetaMask' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await expect(dialog.getByText('You signed in with your wallet', { exact: false })).toBeVisible();
  await shot(page, 'wallet-totp-code', testInfo);
  await dialog.getByLabel('Two-factor code').fill(totpCode(secret, 5));
  await dialog.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(dialog.getByText('The two-factor code is incorrect.')).toBeVisible();
  await dialog.getByLabel('Two-factor code').fill(totpCode(secret));
  await dialog.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: username })).toBeVisible();
});
