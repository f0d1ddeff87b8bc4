import { newUsername, PASSWORD, STAFF_LOGIN, shot } from '../helpers';
import { fundedPlayer } from '../play';
import { expect, test } from '../test';

/**
 * Deposit, loss, wager and time limits against the real server: a player sets a daily
 * loss limit and a time limit in Settings and the next bet past the loss limit is
 * refused with the limit's message; staff impose a limit from the player's page in the
 * back office.
 */
test(
  'a player sets a daily loss limit, and a bet past it is refused naming the limit',
  {
    tag: '@phone',
  },
  async ({ page }, testInfo) => {
    await fundedPlayer(page, { prefix: 'lim', amount: '20' });
    await page.goto('/settings?tab=security');
    const form = page.getByRole('form', { name: 'Set a limit' });
    await form.getByLabel('Amount (USD)').fill('5');
    await form.getByRole('button', { name: 'Set limit' }).click();
    const limit = page.getByTestId('limit-loss-day');
    await expect(limit).toContainText('Daily loss limit: $5.00');
    await expect(limit).toContainText('$0.00 used');

    // A time limit is typed in hours and minutes.
    await form.getByLabel('Limit on').click();
    await page.getByRole('option', { name: 'Time played' }).click();
    await form.getByLabel('Hours').fill('1');
    await form.getByLabel('Minutes').fill('30');
    await form.getByRole('button', { name: 'Set limit' }).click();
    const time = page.getByTestId('limit-time-day');
    await expect(time).toContainText('Daily time limit: 1 h 30 min');
    await expect(time).toContainText('0 min played');
    await form.scrollIntoViewIfNeeded();
    await shot(page, 'play-limits-settings', testInfo);

    await page.goto('/games/dice');
    await page.getByLabel('Bet amount').fill('6');
    await page.getByRole('button', { name: 'Bet', exact: true }).click();
    await expect(
      page
        .getByText(/This bet would pass your daily loss limit of \$5\.00: .* It resets at 00:00 UTC on/)
        .first(),
    ).toBeVisible();
  },
);

test(
  'staff set a limit on a player from the back office, at once',
  { tag: '@phone' },
  async ({ page, playwright, baseURL }, testInfo) => {
    const player = await playwright.request.newContext({ baseURL });
    const username = newUsername('blim');
    const registered = await player.post('/api/user/register', { data: { username, password: PASSWORD } });
    const playerId = ((await registered.json()) as { user: { userId: string } }).user.userId;

    expect((await page.request.post('/api/user/login', { data: STAFF_LOGIN })).status()).toBe(200);
    await page.goto(`/admin/players/${playerId}`);
    await expect(page.getByRole('heading', { name: username, level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Set limits' });
    await form.getByLabel('Amount (USD)').fill('250');
    await form.getByRole('button', { name: 'Set limit' }).click();
    await expect(form.getByRole('status')).toHaveText('Daily loss limit set to $250.00.');
    await expect(page.getByRole('table', { name: 'Limits' })).toContainText('$250.00');
    await form.scrollIntoViewIfNeeded();
    await shot(page, 'play-limits-back-office', testInfo);

    const own = await (await player.get('/api/user/limits')).json();
    expect(own.limits).toMatchObject([{ kind: 'loss', period: 'day', amountUsd: '250', setBy: 'staff' }]);
    await player.dispose();
  },
);
