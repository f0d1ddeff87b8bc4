import { STAFF_LOGIN } from '../helpers';
import { newUsername, PASSWORD } from '../play';
import { expect, test } from '../test';

/**
 * A staff game message (docs/product.md#errors-the-player-sees) travels from POST /api/admin/game-message
 * over the real socket to the player's page, where it shows as an error toast titled
 * with the message, body 'Please try again.', only while the player is on that game.
 * The staff account is given the admin role by `npm run staff` as the e2e server starts
 * (start-with-staff.mjs).
 */
test('a game message shows on that game page only', { tag: '@bus' }, async ({
  page,
  playwright,
  baseURL,
}) => {
  const username = newUsername('gm');
  const registered = await page.request.post('/api/user/register', {
    data: { username, password: PASSWORD },
  });
  expect(registered.status()).toBe(200);
  const staff = await playwright.request.newContext({ baseURL });
  expect((await staff.post('/api/user/login', { data: STAFF_LOGIN })).status()).toBe(200);
  const send = async (gameSlug: string, message: string) => {
    const response = await staff.post('/api/admin/game-message', { data: { gameSlug, message, username } });
    expect(response.status()).toBe(200);
  };

  await page.goto('/games/dice');
  await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeVisible();
  // The page's socket subscribes to game_msg once logged in; a message sent earlier would be lost.
  await expect
    .poll(async () => {
      await send('dice', 'Dice is paused for maintenance.');
      return page.getByText('Dice is paused for maintenance.').count();
    })
    .toBeGreaterThan(0);
  const toast = page
    .locator('.mantine-Notification-root', { hasText: 'Dice is paused for maintenance.' })
    .first();
  await expect(toast).toContainText('Please try again.');

  // After a full navigation the new page's socket subscribes again: poll the same way.
  await page.goto('/games/limbo');
  await expect
    .poll(async () => {
      await send('limbo', 'Limbo is paused too.');
      return page.getByText('Limbo is paused too.').count();
    })
    .toBeGreaterThan(0);
  // Messages for other games reach this socket too, and are not shown: the marker sent
  // after them arrives after them, so once it shows they have been handled.
  await send('dice', 'Dice is still paused.');
  await send('plinko', 'Plinko is paused.');
  await send('limbo', 'Limbo marker.');
  await expect(page.getByText('Limbo marker.')).toBeVisible();
  await expect(page.getByText('Dice is still paused.')).toHaveCount(0);
  await expect(page.getByText('Plinko is paused.')).toHaveCount(0);
  await staff.dispose();
});
