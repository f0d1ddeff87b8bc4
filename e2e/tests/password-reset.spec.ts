import { newUsername, PASSWORD, registerAndLogIn } from '../helpers';
import { mailedLink } from '../mailbox';
import { expect, type Page, request as playwrightRequest, test } from '../test';

/**
 * Password reset and Recent activity against the real server, with the e-mail read
 * from the test SMTP server (mailbox.ts).
 */
const NEW_PASSWORD = 'a fresh reset passphrase';

/** Registers a player with an e-mail in a context of its own, so the page stays logged out. */
async function registerElsewhere(baseURL: string | undefined): Promise<{ username: string; email: string }> {
  const username = newUsername('rst');
  const email = `${username}@example.com`.toLowerCase();
  const context = await playwrightRequest.newContext({ baseURL });
  const created = await context.post('/api/user/register', { data: { username, password: PASSWORD, email } });
  expect(created.status()).toBe(200);
  await context.dispose();
  return { username, email };
}

async function logIn(page: Page, username: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: username })).toBeVisible();
}

test('a player resets the password from the e-mailed link, is signed in, and signs in with it again', async ({
  page,
  baseURL,
}) => {
  const { username, email } = await registerElsewhere(baseURL);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await dialog.getByLabel('E-mail').fill(email.toUpperCase());
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByText(`If an account uses ${email}, we have sent a link to it.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Back to login' }).click();
  await expect(dialog.getByLabel('Username')).toBeVisible();
  await page.keyboard.press('Escape');

  const link = await mailedLink(email, 'reset-password');
  await page.goto(link);
  const reset = page.getByRole('dialog', { name: 'Choose a new password' });
  await reset.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await reset.getByLabel('Confirm new password').fill('something else entirely');
  await reset.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(reset.getByText('Passwords do not match')).toBeVisible();
  await reset.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await reset.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(reset).toHaveCount(0);
  await expect(page.getByRole('button', { name: username })).toBeVisible();
  await expect(page).not.toHaveURL(/token=/);

  // The link works once: opened again, it says so and offers a new one.
  await page.goto(link);
  const used = page.getByRole('dialog', { name: 'Choose a new password' });
  await used.getByLabel('New password', { exact: true }).fill('yet another passphrase');
  await used.getByLabel('Confirm new password').fill('yet another passphrase');
  await used.getByRole('button', { name: 'Set password and sign in' }).click();
  const dead = page.getByRole('dialog', { name: 'This link no longer works' });
  await expect(dead.getByText('This reset link has been used already.', { exact: false })).toBeVisible();
  await expect(dead.getByRole('button', { name: 'Send a new link' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dead).toHaveCount(0);

  await page.getByRole('button', { name: username }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  await logIn(page, username, NEW_PASSWORD);

  await page.goto('/settings?tab=security');
  const activity = page.getByRole('list', { name: 'Recent activity' });
  await expect(activity.getByRole('listitem').first()).toContainText('Signed in');
  await expect(activity.getByText('Password reset by e-mail link')).toBeVisible();
  await expect(activity.getByText('Account created')).toBeVisible();
});

test('changing the e-mail asks for the password, and the change shows in Recent activity', async ({
  page,
}) => {
  await registerAndLogIn(page, 'eml');
  await page.goto('/settings?tab=security');
  const email = `${newUsername('new')}@example.com`.toLowerCase();
  // The Security tab's cards are regions named by their titles: the E-mail card holds
  // its own Password field, beside the Password card.
  const card = page.getByRole('region', { name: 'E-mail' });
  await card.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Save e-mail' }).click();
  await expect(page.getByText('Password is required')).toBeVisible();
  await card.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Save e-mail' }).click();
  // Beside the field (the app's fallback toast says it too).
  await expect(
    page.getByRole('tabpanel', { name: 'Security' }).getByText('Password is incorrect.'),
  ).toBeVisible();
  await card.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save e-mail' }).click();
  await expect(page.getByText(`We sent a verification link to ${email}.`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recent activity' }).getByText('E-mail changed')).toBeVisible();
});
