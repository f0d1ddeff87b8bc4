import { newUsername, PASSWORD, secondBrowser } from '../helpers';
import { expect, type Page, test } from '../test';

/**
 * Friends in the chat panel (docs/product.md#how-things-change) between two real players: a
 * request, the header badge, accepting, presence, a favourite and removal.
 */
async function register(page: Page, username: string): Promise<void> {
  const created = await page.request.post('/api/user/register', { data: { username, password: PASSWORD } });
  expect(created.status()).toBe(200);
}

async function openFriends(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Chat/ }).click();
  const chat = page.getByRole('complementary', { name: 'Chat' });
  await chat.getByRole('tab', { name: /Friends/ }).click();
}

test(
  'two players become friends through a request, then favourite and remove',
  { tag: '@bus' },
  async ({ page, browser, baseURL }, testInfo) => {
    // Two browsers and several reloads on a shared 2-core machine.
    test.slow();
    const alice = newUsername('fa');
    const bob = newUsername('fb');
    await register(page, alice);
    const other = await secondBrowser(browser, baseURL, testInfo);
    await register(other.page, bob);

    await page.goto('/');
    await openFriends(page);
    const chat = page.getByRole('complementary', { name: 'Chat' });
    await chat.getByLabel("Friend's username").fill(bob);
    await chat.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(chat.getByRole('region', { name: 'Requests sent' })).toContainText(bob);

    // Bob sees the request counted on the chat button, and accepts it.
    await other.page.goto('/');
    await expect(other.page.getByRole('button', { name: 'Chat, 1 friend request' })).toBeVisible();
    await openFriends(other.page);
    const bobChat = other.page.getByRole('complementary', { name: 'Chat' });
    await bobChat.getByRole('button', { name: `Accept ${alice}` }).click();
    await expect(bobChat.getByRole('region', { name: 'Friends' })).toContainText(alice);
    await expect(other.page.getByRole('button', { name: 'Chat', exact: true })).toBeVisible();

    // Alice sees Bob as a friend, online; favourites him, then removes him.
    await page.reload();
    await openFriends(page);
    const friends = chat.getByRole('region', { name: 'Friends' });
    await expect(friends).toContainText(bob);
    await expect(friends.getByRole('img', { name: 'Online' })).toBeVisible();
    const favourite = friends.getByRole('button', { name: `Favourite ${bob}` });
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await friends.getByRole('button', { name: `Remove ${bob}` }).click();
    await expect(friends).toContainText('Add players by username');
    await other.page.reload();
    await openFriends(other.page);
    await expect(bobChat.getByRole('region', { name: 'Friends' })).toContainText('Add players by username');
    await other.context.close();
  },
);

test('a request to an unknown player is rolled back with a toast', async ({ page }) => {
  await register(page, newUsername('fc'));
  await page.goto('/');
  await openFriends(page);
  const chat = page.getByRole('complementary', { name: 'Chat' });
  await chat.getByLabel("Friend's username").fill('nobody_here_9');
  await chat.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'There is no player named nobody_here_9.' }),
  ).toBeVisible();
  await expect(chat.getByRole('region', { name: 'Requests sent' })).toHaveCount(0);
});
