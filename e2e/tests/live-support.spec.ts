import { newUsername, PASSWORD, STAFF_LOGIN, shot } from '../helpers';
import { expect, markWelcomeOfferSeen, test } from '../test';

/**
 * Live support (docs/live-support.md) in two browsers at once: a player on a phone
 * (390 px) writes from the profile menu's Support, and a member of staff at 1280 px
 * answers from the inbox; each sees the other's messages arrive over the socket with
 * no reload, and a reply that comes while the player's chat is closed badges Support.
 */
test('a player on a phone and a member of staff talk in real time', async ({
  browser,
  baseURL,
}, testInfo) => {
  const player = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true });
  const staff = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await player.addInitScript(markWelcomeOfferSeen);
  await staff.addInitScript(markWelcomeOfferSeen);
  const playerPage = await player.newPage();
  const staffPage = await staff.newPage();

  const username = newUsername('ls');
  expect(
    (
      await playerPage.request.post('/api/user/register', { data: { username, password: PASSWORD } })
    ).status(),
  ).toBe(200);
  expect((await staffPage.request.post('/api/user/login', { data: STAFF_LOGIN })).status()).toBe(200);

  await playerPage.goto('/');
  await playerPage.getByRole('button', { name: username }).click();
  await playerPage.getByRole('menuitem', { name: 'Support' }).click();
  const panel = playerPage.getByRole('complementary', { name: 'Support' });
  await expect(panel.getByText('How can we help?')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Message to support' }).fill('My deposit has not arrived');
  await panel.getByRole('textbox', { name: 'Message to support' }).press('Enter');
  await expect(panel.getByTestId('support-message')).toHaveText(/My deposit has not arrived/);

  await staffPage.goto('/admin/support');
  const inbox = staffPage.getByTestId('staff-inbox');
  await staffPage.locator('html[data-socket="logged_in"]').waitFor();
  await inbox.getByTestId('inbox-item').filter({ hasText: username }).click();
  const thread = inbox.getByRole('region', { name: 'Conversation' });
  await expect(thread.getByText('My deposit has not arrived')).toBeVisible();
  await expect(thread.getByRole('link', { name: 'Player page' })).toHaveAttribute(
    'href',
    /^\/admin\/players\/[0-9a-f-]{36}$/,
  );
  await thread.getByRole('button', { name: 'Take' }).click();
  await expect(thread.getByText(`Assigned to ${STAFF_LOGIN.username}`)).toBeVisible();
  await thread.getByRole('textbox', { name: 'Reply' }).fill('Let me check that for you.');
  await thread.getByRole('textbox', { name: 'Reply' }).press('Enter');

  // The reply reaches the player's open chat as it is written.
  await expect(panel.getByText('Let me check that for you.')).toBeVisible();
  await expect(panel.getByText(`${STAFF_LOGIN.username} · Support`)).toBeVisible();
  // And the player's answer reaches the staff's open conversation.
  await panel.getByRole('textbox', { name: 'Message to support' }).fill('Thank you!');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByText('Thank you!')).toBeVisible();

  if (process.env.SHOTS_DIR) {
    await shot(panel, 'live-support-390', testInfo);
    await playerPage.setViewportSize({ width: 320, height: 640 });
    await shot(panel, 'live-support-320', testInfo);
    await playerPage.setViewportSize({ width: 390, height: 844 });
    await shot(inbox, 'staff-inbox-1280', testInfo);
    await shot(staffPage, 'staff-page-1280', testInfo);
    await staffPage.setViewportSize({ width: 320, height: 640 });
    await shot(staffPage, 'staff-inbox-320', testInfo);
    await staffPage.setViewportSize({ width: 1280, height: 800 });
  }

  // A reply while the chat is closed waits as unread, badged on Support.
  await panel.getByRole('button', { name: 'Close support' }).click();
  await thread.getByRole('textbox', { name: 'Reply' }).fill('It has arrived now.');
  await thread.getByRole('textbox', { name: 'Reply' }).press('Enter');
  await playerPage.getByRole('button', { name: username }).click();
  await expect(playerPage.getByRole('menuitem', { name: 'Support, 1 unread' })).toBeVisible();
  await playerPage.getByRole('menuitem', { name: 'Support, 1 unread' }).click();
  await expect(panel.getByText('It has arrived now.')).toBeVisible();
  // Read on screen, the badge is gone (on a phone the chat covers the header: close it first).
  await panel.getByRole('button', { name: 'Close support' }).click();
  await playerPage.getByRole('button', { name: username }).click();
  await expect(playerPage.getByRole('menuitem', { name: 'Support' })).toBeVisible();
  await expect(playerPage.getByTestId('support-unread')).toHaveCount(0);

  await player.close();
  await staff.close();
});

/**
 * A visitor without an account: the footer's Live Chat opens the chat, the first
 * message asks for an address, and the staff's answer arrives on the socket the page
 * opened again to carry the new support cookie.
 */
test('a visitor writes with an e-mail address and reads the answer as it comes', async ({
  browser,
  baseURL,
}) => {
  const visitor = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const staff = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await visitor.addInitScript(markWelcomeOfferSeen);
  await staff.addInitScript(markWelcomeOfferSeen);
  const visitorPage = await visitor.newPage();
  const staffPage = await staff.newPage();
  expect((await staffPage.request.post('/api/user/login', { data: STAFF_LOGIN })).status()).toBe(200);

  const email = `${newUsername('vis')}@example.com`;
  await visitorPage.goto('/?support=open');
  const panel = visitorPage.getByRole('complementary', { name: 'Support' });
  await panel.getByRole('textbox', { name: 'Message to support' }).fill('Which coins can I deposit?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Give your e-mail address so that we can answer you.');
  await panel.getByRole('textbox', { name: 'Your e-mail' }).fill(email);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByTestId('support-message')).toHaveText(/Which coins can I deposit\?/);
  await expect(panel.getByRole('textbox', { name: 'Your e-mail' })).toHaveCount(0);

  await staffPage.goto('/admin/support');
  const inbox = staffPage.getByTestId('staff-inbox');
  await inbox.getByTestId('inbox-item').filter({ hasText: email }).click();
  const thread = inbox.getByRole('region', { name: 'Conversation' });
  await expect(thread.getByText('Visitor, no account')).toBeVisible();
  await thread.getByRole('textbox', { name: 'Reply' }).fill('Thirteen of them, BTC included.');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText('Thirteen of them, BTC included.')).toBeVisible();

  // The conversation stays with this browser.
  await visitorPage.goto('/?support=open');
  await expect(panel.getByTestId('support-message')).toHaveCount(2);

  await visitor.close();
  await staff.close();
});
