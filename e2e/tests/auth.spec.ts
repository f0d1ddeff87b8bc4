import { newUsername } from '../helpers';
import { expect, type Page, test } from '../test';

async function register(page: Page, username: string, password: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
}

test('a player registers in the modal, stays logged in across a reload, and signs out', {
  tag: '@phone',
}, async ({ page }) => {
  const username = newUsername('e2e');
  await page.goto('/');
  await page.getByRole('button', { name: 'Register' }).first().click();
  await register(page, username, 'a long enough password');

  const profile = page.getByRole('button', { name: username });
  await expect(profile).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('button', { name: username })).toBeVisible();

  await page.getByRole('button', { name: username }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const me = await page.request.get('/api/user/me');
  expect(me.status()).toBe(401);
});

test('the register deep link opens the modal, and server errors show in the form', async ({
  page,
  request,
}) => {
  const taken = newUsername('taken');
  const created = await request.post('/api/user/register', {
    data: { username: taken, password: 'a long enough password' },
  });
  expect(created.status()).toBe(200);

  await page.goto('/?modal=register');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Username').fill(taken);
  await dialog.getByLabel('Password').fill('a long enough password');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('That username is already taken.')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('a registered player logs in through ?modal=login', async ({ page, request }) => {
  const username = newUsername('login');
  const created = await request.post('/api/user/register', {
    data: { username, password: 'a long enough password' },
  });
  expect(created.status()).toBe(200);

  await page.goto('/?modal=login');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill('wrong password');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByText('Incorrect username or password.')).toBeVisible();
  await dialog.getByLabel('Password').fill('a long enough password');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: username })).toBeVisible();
  await expect(page).not.toHaveURL(/modal=/);
});

test('a new player is welcomed by name, and "Welcome back" is kept for a login', async ({ page }) => {
  const username = newUsername('hi');
  await page.goto('/');
  await page.getByRole('button', { name: 'Register' }).first().click();
  await register(page, username, 'a long enough password');
  await expect(page.getByText(`Welcome, ${username}`, { exact: true })).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);

  await page.getByRole('button', { name: username }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('button', { name: 'Login' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill('a long enough password');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Welcome back, ${username}`, { exact: true })).toBeVisible();
});
