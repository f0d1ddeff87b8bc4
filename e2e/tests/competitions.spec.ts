import { STAFF_LOGIN } from '../helpers';
import { fundedPlayer, newUsername } from '../play';
import { type APIRequestContext, expect, type Page, test } from '../test';

/**
 * Competitions end to end: staff set one up through POST /api/admin/competitions (the
 * e2e server's admin, made by `npm run staff` as it starts), a player bets on its game, and the
 * Competitions page lists it and its Leaderboard shows the player's row and their own
 * pinned row with the USD value of the stake. Runs at 1280 (modal) and 390 (drawer).
 */
async function staffContext(
  playwright: { request: { newContext(o: object): Promise<APIRequestContext> } },
  baseURL?: string,
) {
  const staff = await playwright.request.newContext({ baseURL });
  expect((await staff.post('/api/user/login', { data: STAFF_LOGIN })).status()).toBe(200);
  return staff;
}

async function currentUsername(page: Page): Promise<string> {
  const me = (await (await page.request.get('/api/user/me')).json()) as { user: { username: string } };
  return me.user.username;
}

test('staff create a competition; a player bets and finds their row on its leaderboard', async ({
  page,
  playwright,
  baseURL,
}) => {
  const staff = await staffContext(playwright, baseURL);
  const name = `Limbo sprint ${newUsername('')}`;
  const created = await staff.post('/api/admin/competitions', {
    data: {
      name,
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      games: ['limbo'],
      prizes: ['500', '250', '100'],
    },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  await staff.dispose();

  await fundedPlayer(page, { prefix: 'cmp' });
  const username = await currentUsername(page);
  // A large stake, so that other tests' limbo bets cannot push the row off the first page.
  const bet = await page.request.post('/api/play/limbo/bet', {
    data: { currency: 'USDT', amount: '150.5', params: { target: 1.5 } },
  });
  expect(bet.status()).toBe(200);

  await page.goto('/competitions');
  await expect(page.getByRole('heading', { name: 'Competitions', level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Live');
  await expect(card).toContainText('$850.00');
  await expect(card).toContainText(/Ends in 2h 5\dm|Ends in 3h 0m/);
  await card.getByRole('button', { name: 'View leaderboard' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(name);
  await expect(dialog).toContainText('1st$500.00');
  const row = dialog.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('$150.50');
  const own = dialog.getByTestId('own-standing');
  await expect(own).toContainText('You');
  await expect(own).toContainText('$150.50');

  // The drawer at 390px is a bottom sheet, the modal at 1280 is centred: both fit the window.
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width + 1).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(id).toBeTruthy();
});

test('anonymous visitors see competitions and are asked to log in on the leaderboard', async ({
  page,
  playwright,
  baseURL,
}) => {
  const staff = await staffContext(playwright, baseURL);
  const name = `Open race ${newUsername('')}`;
  const created = await staff.post('/api/admin/competitions', {
    data: {
      name,
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      prizes: ['50'],
    },
  });
  expect(created.status()).toBe(200);
  await staff.dispose();

  await page.goto('/competitions');
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Upcoming');
  await expect(card).toContainText('Starts in 23h 59m');
  await card.getByRole('button', { name: 'View leaderboard' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('No bets yet');
  await expect(dialog.getByTestId('own-standing')).toContainText('Log in and play to join the race.');
});
