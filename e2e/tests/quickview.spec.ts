import { depositTestCoins, newUsername, PASSWORD, STAFF_LOGIN } from '../helpers';
import { fundedPlayer, usdt } from '../play';
import { type APIRequestContext, expect, type Page, test } from '../test';

/**
 * A player's quickview (issue: chat, quickview and moderation) against the real server:
 * opened from a name in the all-bets feed and from the friends list, a private
 * player's card, Add friend, Tip into the Cashier, and staff muting on the ladder.
 * The feed hides its player column on phones, so the feed test is wide screens only;
 * every other test runs at 1280 and at 390, where the quickview is a bottom sheet.
 */

type Player = { username: string; api: APIRequestContext };

/** Another player, signed in on their own API context (no browser). */
async function otherPlayer(
  playwright: { request: { newContext(options: object): Promise<APIRequestContext> } },
  prefix: string,
): Promise<Player> {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const username = newUsername(prefix);
  const created = await api.post('/api/user/register', { data: { username, password: PASSWORD } });
  expect(created.status()).toBe(200);
  return { username, api };
}

async function addFriend(api: APIRequestContext, username: string): Promise<void> {
  expect((await api.post('/api/user/friends/add', { data: { username } })).status()).toBe(200);
}

async function myName(page: Page): Promise<string> {
  const me = (await (await page.request.get('/api/user/me')).json()) as { user: { username: string } };
  return me.user.username;
}

/** Opens the chat panel's Friends tab and clicks `username` in the named list. */
async function openFromFriends(page: Page, list: string, username: string) {
  await page.getByRole('button', { name: /^Chat/ }).click();
  const chat = page.getByRole('complementary', { name: 'Chat' });
  await chat.getByRole('tab', { name: /Friends/ }).click();
  await chat.getByRole('region', { name: list }).getByRole('button', { name: username, exact: true }).click();
  const card = page.getByRole('dialog', { name: 'Player' });
  await expect(card.getByRole('heading', { name: username })).toBeVisible();
  return card;
}

/** Nothing in the page is wider than the window. */
async function expectNoSideScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBe(widths[1]);
}

test('a name in the all-bets feed opens the quickview with the stats, and Add friend sends a request', async ({
  page,
  playwright,
}) => {
  test.slow();
  const bettor = await otherPlayer(playwright, 'qvb');
  try {
    await depositTestCoins(bettor.api, 'USDT', 'TRON', '20');
    const viewer = newUsername('qva');
    await page.request.post('/api/user/register', { data: { username: viewer, password: PASSWORD } });
    await page.goto('/');
    await expect(page.locator('html[data-socket="logged_in"]')).toHaveCount(1);
    const bet = await bettor.api.post('/api/play/dice/bet', {
      data: { currency: 'USDT', amount: '2', params: { condition: 'under', target: 98 } },
    });
    expect(bet.status()).toBe(200);

    // The bet arrives live; its row's name is a button, and the row's own click (the bet slip) stays out of it.
    const feed = page.getByRole('region', { name: 'Live bets' });
    await feed.getByRole('button', { name: bettor.username, exact: true }).click();
    const card = page.getByRole('dialog', { name: 'Player' });
    await expect(card.getByRole('heading', { name: bettor.username })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Bet details' })).toHaveCount(0);
    await expect(card.getByTestId('quickview-rank')).toHaveText('Newcomer');
    const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    await expect(card).toContainText(`Joined ${month.format(new Date())}`);
    const stats = card.getByRole('definition');
    // Bets, wins, losses, wagered: one bet, won or lost.
    await expect(stats).toHaveText(['1', /^[01]$/, /^[01]$/, '$2.00']);
    await expect(card.getByRole('link', { name: /Favourite game\s*Dice/ })).toBeVisible();
    await expectNoSideScroll(page);

    // The button shows the request as sent before the server answers (an optimistic
    // update), so the other side's list is read once the request has been answered.
    const added = page.waitForResponse((response) => response.url().endsWith('/api/user/friends/add'));
    await card.getByRole('button', { name: 'Add friend' }).click();
    await expect(card.getByRole('button', { name: 'Request sent' })).toBeDisabled();
    expect((await added).status()).toBe(200);
    const lists = (await (await bettor.api.post('/api/user/friends', { data: {} })).json()) as {
      pending: { username: string; incoming: boolean }[];
    };
    expect(lists.pending).toEqual([expect.objectContaining({ username: viewer, incoming: true })]);

    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
  } finally {
    await bettor.api.dispose();
  }
});

test("a private player's card says so; their friend request is accepted from it", async ({
  page,
  playwright,
}) => {
  const hidden = await otherPlayer(playwright, 'qvp');
  try {
    const privacy = await hidden.api.post('/api/rewards/stats/privacy', { data: { private: true } });
    expect(privacy.status()).toBe(200);
    const viewer = newUsername('qvv');
    await page.request.post('/api/user/register', { data: { username: viewer, password: PASSWORD } });
    await addFriend(hidden.api, viewer);

    await page.goto('/');
    const card = await openFromFriends(page, 'Friend requests', hidden.username);
    await expect(card).toContainText("This player's statistics are private");
    await expect(card.getByRole('definition')).toHaveCount(0);
    await expectNoSideScroll(page);

    await card.getByRole('button', { name: 'Accept request' }).click();
    await expect(card.getByRole('button', { name: 'Friends' })).toBeDisabled();
    await expect
      .poll(async () => {
        const lists = (await (await hidden.api.post('/api/user/friends', { data: {} })).json()) as {
          approved: { username: string }[];
        };
        return lists.approved.map((friend) => friend.username);
      })
      .toEqual([viewer]);
  } finally {
    await hidden.api.dispose();
  }
});

test("Tip opens the Cashier's tip tab with the name filled in, and the tip moves the money", async ({
  page,
  playwright,
}) => {
  test.slow();
  await fundedPlayer(page, { prefix: 'qvt', amount: '20' });
  const friend = await otherPlayer(playwright, 'qvf');
  try {
    await addFriend(page.request, friend.username);
    await addFriend(friend.api, await myName(page));

    await page.goto('/');
    const card = await openFromFriends(page, 'Friends', friend.username);
    await expect(card.getByRole('button', { name: 'Friends' })).toBeDisabled();
    await card.getByRole('button', { name: 'Tip' }).click();

    const cashier = page.getByRole('dialog', { name: 'Wallet' });
    await expect(cashier.getByRole('tab', { name: 'Tip' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/modal=tip/);
    await expect(cashier.getByLabel('Username')).toHaveValue(friend.username);
    await expect(page.getByRole('dialog', { name: 'Player' })).toHaveCount(0);
    await cashier.getByLabel('Amount').fill('5');
    await cashier.getByRole('button', { name: 'Send tip' }).click();
    await cashier.getByRole('button', { name: 'Confirm tip' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Tip sent' })).toContainText(friend.username);
    await expect.poll(() => usdt(page.request)).toBe('15');
    await expect.poll(() => usdt(friend.api)).toBe('5');
  } finally {
    await friend.api.dispose();
  }
});

test('staff mute from the quickview, a step up the ladder from the last mute', async ({
  page,
  playwright,
}) => {
  const target = await otherPlayer(playwright, 'qvm');
  try {
    expect((await page.request.post('/api/user/login', { data: STAFF_LOGIN })).status()).toBe(200);
    const first = await page.request.post('/api/feeds/chat/mute', {
      data: { username: target.username, durationMinutes: 15, reason: 'First warning: spam' },
    });
    expect(first.status()).toBe(200);
    await addFriend(target.api, STAFF_LOGIN.username);

    await page.goto('/');
    const card = await openFromFriends(page, 'Friend requests', target.username);
    const moderation = card.getByRole('region', { name: 'Moderation' });
    const earlier = moderation.getByRole('list', { name: 'Earlier mutes' });
    await expect(earlier.getByRole('listitem')).toHaveCount(1);
    await expect(earlier).toContainText('15 minutes');
    await expect(earlier).toContainText('First warning: spam');
    await expect(earlier).toContainText(`by ${STAFF_LOGIN.username}`);
    await expect(moderation).toContainText('Muted now');
    // The next rung is offered: an hour after fifteen minutes.
    await expect(moderation.getByRole('radio', { name: /1 hour/ })).toBeChecked();
    await expectNoSideScroll(page);

    const submit = moderation.getByRole('button', { name: `Mute ${target.username}` });
    await submit.click();
    await expect(moderation).toContainText('Reason is required');
    await moderation.getByLabel('Reason').fill('Spam again after a warning');
    await moderation.getByRole('checkbox', { name: 'Remove their messages' }).check();
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Player muted' })).toBeVisible();
    await expect(earlier.getByRole('listitem')).toHaveCount(2);
    await expect(earlier.getByRole('listitem').first()).toContainText('1 hour');
    await expect(earlier.getByRole('listitem').first()).toContainText('messages removed');
    await expect(moderation.getByRole('radio', { name: /24 hours/ })).toBeChecked();

    const mutes = (await (
      await page.request.get(`/api/admin/chat/mutes?username=${target.username}`)
    ).json()) as { mutes: { reason: string; removeMessages: boolean }[] };
    expect(mutes.mutes).toContainEqual(
      expect.objectContaining({ reason: 'Spam again after a warning', removeMessages: true }),
    );
  } finally {
    // The staff account is shared by every test: it does not keep the request.
    await page.request.post('/api/user/friends/remove', { data: { username: target.username } });
    await target.api.dispose();
  }
});
