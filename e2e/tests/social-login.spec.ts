import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { newUsername, shot } from '../helpers';
import { expect, type Page, test } from '../test';

/**
 * Wallet login in a real browser. The page gets a stand-in for MetaMask's injected
 * provider (`window.ethereum`): it answers `eth_requestAccounts` with the address of a
 * key made in this test and has `personal_sign` signed by that key with viem in the
 * test process, exactly as the extension would sign. The server is the real one. The
 * casino here has no GOOGLE_* settings, so the Google button must not show.
 */
async function injectWallet(page: Page) {
  const account = privateKeyToAccount(generatePrivateKey());
  await page.exposeFunction('__signWithTestWallet', (messageHex: Hex) =>
    account.signMessage({ message: { raw: messageHex } }),
  );
  await page.addInitScript((address: string) => {
    const sign = (window as unknown as { __signWithTestWallet(hex: string): Promise<string> })
      .__signWithTestWallet;
    (window as unknown as { ethereum: unknown }).ethereum = {
      isMetaMask: true,
      async request({ method, params }: { method: string; params?: unknown[] }) {
        if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [address];
        if (method === 'personal_sign') return sign(String(params?.[0]));
        throw Object.assign(new Error(`unsupported method ${method}`), { code: 4200 });
      },
    };
  }, account.address);
  return account;
}

test('without a wallet or Google settings, the login form shows neither button', async ({ page }) => {
  await page.goto('/?modal=login');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Password')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Continue with MetaMask' })).toHaveCount(0);
});

test('a new wallet registers with a chosen username, then logs in again with MetaMask', async ({
  page,
}, testInfo) => {
  await injectWallet(page);
  await page.goto('/?modal=login');
  const dialog = page.getByRole('dialog');
  const metamask = dialog.getByRole('button', { name: 'Continue with MetaMask' });
  await expect(metamask).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  await shot(page, 'login-metamask', testInfo);

  await metamask.click();
  await expect(dialog.getByRole('heading', { name: 'Choose your username' })).toBeVisible();
  await expect(dialog.getByText('You signed in with your wallet.', { exact: false })).toBeVisible();
  await shot(page, 'login-choose-username', testInfo);

  const username = newUsername('mm');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: username })).toBeVisible();
  const me = await page.request.get('/api/user/me');
  expect((await me.json()).user).toMatchObject({ username, hasPassword: false });

  await page.getByRole('button', { name: username }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Login' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue with MetaMask' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: username })).toBeVisible();
});

test('the register form offers MetaMask too, and a taken name shows beside the field', async ({
  page,
  request,
}) => {
  const taken = newUsername('tk');
  expect(
    (
      await request.post('/api/user/register', {
        data: { username: taken, password: 'a long enough password' },
      })
    ).status(),
  ).toBe(200);
  await injectWallet(page);
  await page.goto('/?modal=register');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue with MetaMask' }).click();
  await expect(dialog.getByRole('heading', { name: 'Choose your username' })).toBeVisible();
  await dialog.getByLabel('Username').fill(taken);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('That username is already taken.')).toBeVisible();
  const username = newUsername('ok');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: username })).toBeVisible();
});
