import {
  depositTestCoins,
  newUsername,
  PASSWORD,
  registerAndLogIn,
  STAFF_LOGIN,
  secondBrowser,
} from '../helpers';
import { pageOverflow } from '../layout';
import { fundedPlayer, usdt } from '../play';
import { expect, type Page, test } from '../test';

/**
 * Chat by region (docs/chat.md) between real players on the real socket:
 * live messages, the own-echo rule, rooms, shared bets, /tip from the send box, a
 * muted player's closed box, and text shown literally.
 */
async function register(page: Page, prefix: string): Promise<string> {
  const username = newUsername(prefix);
  const created = await page.request.post('/api/user/register', { data: { username, password: PASSWORD } });
  expect(created.status()).toBe(200);
  return username;
}

/** Opens the chat panel on a loaded page, once its socket is up (live messages need the room's feed). */
async function openChat(page: Page, socket: 'open' | 'logged_in' = 'logged_in') {
  await expect(page.locator('html')).toHaveAttribute('data-socket', socket);
  await page.getByRole('button', { name: /^Chat/ }).first().click();
  const chat = page.getByRole('complementary', { name: 'Chat' });
  await expect(chat.getByRole('log', { name: 'Messages' })).toBeVisible();
  return chat;
}

async function type(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Chat message' });
  await box.fill(text);
  await box.press('Enter');
}

const rows = (page: Page, text: string) => page.getByTestId('chat-message').filter({ hasText: text });

test(
  'two players chat in real time; an own message shows once; text stays literal',
  { tag: ['@phone', '@bus'] },
  async ({ page, browser, baseURL }, testInfo) => {
    test.slow();
    await register(page, 'ca');
    const other = await secondBrowser(browser, baseURL, testInfo);
    const bob = await register(other.page, 'cb');
    await page.goto('/');
    await openChat(page);
    await other.page.goto('/');
    await openChat(other.page);

    const hello = `hello from alice ${Date.now()}`;
    await type(page, hello);
    await expect(rows(other.page, hello)).toHaveCount(1);
    // Shown at once, then confirmed by the send answer and the feed's echo: still one row.
    await expect(rows(page, hello)).toHaveCount(1);
    await expect(rows(page, hello)).not.toHaveAttribute('data-pending', /.*/);
    await page.waitForTimeout(500);
    await expect(rows(page, hello)).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: 'Chat message' })).toHaveValue('');

    // Bob answers with markup: both read it as written, and nothing is bold.
    const markup = `<b>x</b> **y** ${Date.now()}`;
    await type(other.page, markup);
    for (const reader of [page, other.page]) {
      const row = rows(reader, markup);
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('<b>x</b> **y**');
      await expect(row.locator('b, strong')).toHaveCount(0);
    }
    expect(await pageOverflow(page)).toEqual([]);
    // A name opens the player's quickview, over the chat.
    await rows(page, markup).getByRole('button', { name: bob, exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Player' })).toContainText(bob);
    await other.context.close();
  },
);

test('each room has its own messages', { tag: '@bus' }, async ({ page, playwright, baseURL }) => {
  await register(page, 'cr');
  const writer = await playwright.request.newContext({ baseURL });
  const created = await writer.post('/api/user/register', {
    data: { username: newUsername('cw'), password: PASSWORD },
  });
  expect(created.status()).toBe(200);
  await page.goto('/');
  const chat = await openChat(page);
  await expect(chat.getByRole('button', { name: 'Room: English' })).toBeVisible();

  const german = `guten Tag ${Date.now()}`;
  expect((await writer.post('/api/feeds/chat/de/send', { data: { message: german } })).status()).toBe(200);
  const english = `only in english ${Date.now()}`;
  // The page follows the English room live; the German message never shows there.
  await expect
    .poll(async () => {
      const sent = await writer.post('/api/feeds/chat/en/send', { data: { message: english } });
      if (sent.status() === 429) return 0;
      return rows(page, english).count();
    })
    .toBeGreaterThan(0);
  await expect(rows(page, german)).toHaveCount(0);

  await chat.getByRole('button', { name: 'Room: English' }).click();
  await page.getByRole('menuitem', { name: /German/ }).click();
  await expect(chat.getByRole('button', { name: 'Room: German' })).toBeVisible();
  await expect(rows(page, german)).toHaveCount(1);
  await expect(rows(page, english)).toHaveCount(0);
  await writer.dispose();
});

test('a shared bet shows as a card that opens the bet slip', { tag: '@bus' }, async ({ page }) => {
  await fundedPlayer(page, { prefix: 'cs', amount: '10' });
  const bet = await page.request.post('/api/play/dice/bet', {
    data: { currency: 'USDT', amount: '1', params: { condition: 'under', target: 49.5 } },
  });
  expect(bet.status()).toBe(200);
  const { round } = (await bet.json()) as { round: { id: string } };
  await page.goto('/');
  await openChat(page);
  await type(page, `my bet ${round.id}`);
  const card = rows(page, round.id).getByTestId('chat-bet-card');
  await expect(card).toBeVisible();
  await expect(card).toContainText('Dice');
  await card.click();
  await expect(page.getByRole('dialog', { name: 'Bet details' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`roundId=${round.id}`));
});

test('/tip in the send box asks to confirm, then tips and tells the room; a rain nobody can catch is refused', {
  tag: '@bus',
}, async ({ page, playwright, baseURL }) => {
  await fundedPlayer(page, { prefix: 'ct', amount: '10' });
  const friend = await playwright.request.newContext({ baseURL });
  const recipient = newUsername('cq');
  expect(
    (await friend.post('/api/user/register', { data: { username: recipient, password: PASSWORD } })).status(),
  ).toBe(200);
  await page.goto('/');
  await openChat(page);

  await type(page, `/tip @${recipient} 2 USDT`);
  const dialog = page.getByRole('dialog', { name: 'Confirm tip' });
  await expect(dialog).toContainText(`@${recipient}`);
  await expect(dialog).toContainText('2.00 USDT');
  // What it is worth, as the Cashier's tip confirmation says too.
  await expect(dialog.getByTestId('tip-fiat-value')).toHaveText(/^about \$\d/);
  await expect(dialog.getByRole('checkbox', { name: /Show in chat/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send tip' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Chat message' })).toHaveValue('');
  await expect(
    page.getByRole('status').filter({ hasText: `Tip sent: 2.00 USDT to ${recipient}` }),
  ).toBeVisible();
  await expect.poll(() => usdt(friend)).toBe('2');
  await expect(page.getByTestId('chat-tip-notice').filter({ hasText: recipient })).toBeVisible();

  // A command that does not read as a tip explains itself and sends nothing.
  await type(page, '/tip nobody');
  await expect(page.getByRole('alert').filter({ hasText: '/tip @username amount currency' })).toBeVisible();

  // Rain needs players who wrote here lately and wagered: with none, it is refused and nothing moves.
  await page.getByRole('button', { name: 'Make it rain' }).click();
  const rain = page.getByRole('dialog', { name: 'Make it rain' });
  await rain.getByLabel('Amount').fill('1');
  await rain.getByLabel('Players').fill('2');
  await rain.getByRole('button', { name: 'Make it rain' }).click();
  await expect(rain).toContainText('can catch rain in this room now');
  await expect.poll(() => usdt(page.request)).toBe('8');
  await friend.dispose();
});

test("a muted player's box is closed with the reason", { tag: '@bus' }, async ({
  page,
  playwright,
  baseURL,
}) => {
  const username = await register(page, 'cm');
  const staff = await playwright.request.newContext({ baseURL });
  expect((await staff.post('/api/user/login', { data: STAFF_LOGIN })).status()).toBe(200);
  const muted = await staff.post('/api/feeds/chat/mute', {
    data: { username, durationMinutes: 60, reason: 'Spam' },
  });
  expect(muted.status(), await muted.text()).toBe(200);
  await page.goto('/');
  const chat = await openChat(page);
  await expect(chat.getByTestId('chat-blocked')).toContainText('Muted until');
  await expect(chat.getByRole('textbox', { name: 'Chat message' })).toBeDisabled();
  await expect(chat.getByRole('button', { name: 'Make it rain' })).toBeDisabled();
  await staff.dispose();
});

test('a visitor reads the room and is asked to log in to write', { tag: ['@phone', '@bus'] }, async ({
  page,
}) => {
  await page.goto('/');
  const visitor = await openChat(page, 'open');
  await expect(visitor).toContainText('Log in to chat');
  await visitor.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a notice never covers the chat send box', { tag: '@phone' }, async ({ page }) => {
  await registerAndLogIn(page, 'notice');
  await page.goto('/');
  const chat = await openChat(page);
  // A deposit's notice stays 30 s, as a tip's does: the box must stay usable meanwhile.
  await depositTestCoins(page.request, 'USDT', 'TRON', '5');
  const notice = page.getByRole('alert').filter({ hasText: 'Deposit confirmed' });
  await expect(notice).toBeVisible();
  const toast = await notice.boundingBox();
  const column = await chat.boundingBox();
  if (!toast || !column) throw new Error('the notice and the chat must be on screen');
  // The send box is the foot of the chat column.
  const box = { x: column.x, y: column.y + column.height - 120, width: column.width, height: 120 };
  const overlaps =
    toast.x < box.x + box.width &&
    box.x < toast.x + toast.width &&
    toast.y < box.y + box.height &&
    box.y < toast.y + toast.height;
  expect(overlaps).toBe(false);
});
