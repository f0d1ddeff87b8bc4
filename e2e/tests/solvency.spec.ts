import { STAFF_LOGIN } from '../helpers';
import { fundedPlayer } from '../play';
import { expect, request as requestFactory, test } from '../test';

/**
 * The proof of solvency as a player meets it: staff take a snapshot, the player opens
 * the page from the footer, sees the totals and checks their own inclusion in the
 * browser, and can take the proof and the command-line verifier away.
 */
test('a player checks that their balance is in the published proof of solvency @phone', async ({
  page,
  baseURL,
}) => {
  await fundedPlayer(page, { prefix: 'pos', amount: '25' });
  const staff = await requestFactory.newContext({ baseURL });
  expect((await staff.post('/api/user/login', { data: STAFF_LOGIN })).status()).toBe(200);
  const taken = await staff.post('/api/admin/solvency/snapshot', { data: {} });
  expect(taken.status()).toBe(200);
  await staff.dispose();

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Proof of Solvency' }).click();
  await expect(page.getByRole('heading', { name: 'Proof of solvency' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Liabilities and reserves by currency' });
  await expect(table.getByRole('rowheader', { name: 'USDT' })).toBeVisible();

  await page.getByRole('button', { name: 'Verify my inclusion' }).click();
  await expect(page.getByText(/^25(\.00)? USDT included: both leaves lead to the root$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download my proof' })).toHaveAttribute('download', /\.json$/);
  const verifier = await page.request.get(
    (await page.getByRole('link', { name: 'Command-line verifier' }).getAttribute('href')) ?? '',
  );
  expect(verifier.status()).toBe(200);
  expect(await verifier.text()).toContain('ante-solvency-proof/1');
});
