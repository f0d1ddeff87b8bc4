import { newUsername, PASSWORD, STAFF_LOGIN, secondBrowser } from '../helpers';
import { fundedPlayer } from '../play';
import { expect, test } from '../test';

const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

/**
 * Four eyes in the back office, as staff work it: a large withdrawal waits in the review
 * queue until an admin approves it; a finance member asks for a balance adjustment on
 * the player's page and the admin approves it (the one who asked cannot); then the admin
 * locks the player, whose session ends. Runs at 1280 and at 390.
 */
test('@phone a held withdrawal and an adjustment are approved by a second member of staff, and a player is locked', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // The player, funded, asks for a withdrawal above the review threshold ($1,000).
  const player = await secondBrowser(browser, baseURL, testInfo);
  await fundedPlayer(player.page, { prefix: 'bo', amount: '1500' });
  const me = (await (await player.page.request.get('/api/user/me')).json()) as {
    user: { userId: string; username: string };
  };
  const withdrawal = await player.page.request.post('/api/wallet/withdraw', {
    data: { currency: 'USDT', network: 'ETH', address: ETH_ADDRESS, amount: '1200' },
  });
  expect(withdrawal.status()).toBe(200);
  const { withdrawal: held } = (await withdrawal.json()) as { withdrawal: { id: string; review: string } };
  expect(held.review).toBe('held');

  // A finance member of staff, made by the admin.
  const finance = await secondBrowser(browser, baseURL, testInfo);
  const financeName = newUsername('fin');
  const registered = await finance.page.request.post('/api/user/register', {
    data: { username: financeName, password: PASSWORD },
  });
  expect(registered.status()).toBe(200);
  const financeId = ((await registered.json()) as { user: { userId: string } }).user.userId;
  expect((await page.request.post('/api/user/login', { data: STAFF_LOGIN })).status()).toBe(200);
  expect(
    (
      await page.request.post('/api/admin/staff/role', { data: { userId: financeId, role: 'finance' } })
    ).status(),
  ).toBe(200);

  // The finance member asks for a goodwill credit on the player's page.
  await finance.page.goto(`/admin/players/${me.user.userId}`);
  await expect(finance.page.getByRole('heading', { name: me.user.username, level: 1 })).toBeVisible();
  const ask = finance.page.getByRole('form', { name: 'Ask for a balance adjustment' });
  await ask.getByLabel('Amount').fill('25');
  await ask.getByLabel('Reason').fill('Goodwill after a slow withdrawal');
  await ask.getByRole('button', { name: 'Ask for approval' }).click();
  await expect(ask.getByRole('status')).toContainText('waits for a second member of staff');
  // Their own request is not theirs to approve.
  await finance.page.goto('/admin/adjustments');
  const ownRow = finance.page.getByRole('row', { name: new RegExp(me.user.username) });
  await expect(ownRow).toContainText('A colleague decides');
  await expect(ownRow.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The admin approves the adjustment and the held withdrawal.
  await page.goto('/admin/adjustments');
  const adjustment = page.getByRole('row', { name: new RegExp(me.user.username) });
  await adjustment.getByRole('button', { name: 'Approve' }).click();
  await expect(adjustment).toHaveCount(0);
  await expect
    .poll(
      async () =>
        ((await (await player.page.request.get('/api/wallet/balances')).json()) as Record<string, string>)
          .USDT,
    )
    .toBe(
      // 1500 funded, 1200 and its fee held for the withdrawal, 25 credited.
      String(1500 - 1200 - Number(await feeOf(player.page.request)) + 25),
    );

  await page.goto('/admin/withdrawals');
  const queued = page.getByRole('row', { name: new RegExp(me.user.username) });
  await expect(queued).toContainText('1200 USDT');
  await queued.getByRole('button', { name: 'Approve' }).click();
  await expect(queued).toHaveCount(0);
  const list = (await (await player.page.request.get('/api/wallet/withdrawals')).json()) as {
    withdrawals: { id: string; review: string }[];
  };
  expect(list.withdrawals.find((entry) => entry.id === held.id)?.review).toBe('approved');

  // The admin locks the player: their session ends.
  await page.goto(`/admin/players/${me.user.userId}`);
  await page.getByRole('button', { name: 'Lock…' }).click();
  await page.getByLabel('Why lock this account?').fill('Chargeback on the card that bought the coins');
  await page.getByRole('button', { name: 'Lock account' }).click();
  await expect(page.getByText('locked', { exact: true }).first()).toBeVisible();
  expect((await player.page.request.get('/api/user/me')).status()).toBe(401);
  // The staff actions on the player list the lock (a table on a desktop, cards on a phone).
  await expect(page.getByText('player.lock', { exact: true }).first()).toBeVisible();

  await player.context.close();
  await finance.context.close();
});

/** The fee of a USDT withdrawal on Ethereum, as the catalogue gives it. */
async function feeOf(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const list = (await (await request.get('/api/wallet/withdrawals')).json()) as {
    withdrawals: { fee: string }[];
  };
  return list.withdrawals[0]?.fee ?? '0';
}
