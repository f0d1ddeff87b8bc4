import type { APIRequestContext, Page } from '@playwright/test';
import { onePagePdf } from '../../packages/server/src/test/one-page-pdf';
import { tinyPng } from '../../packages/server/src/test/tiny-png';
import { newUsername, PASSWORD, registerAndLogIn, STAFF_LOGIN, shot } from '../helpers';
import { expect, test } from '../test';

/**
 * The back office at /admin against the real server: the e2e server's staff account
 * (start-with-staff.mjs) signs in through the casino's own login dialog, approves a
 * player's documents from the verification queue, and finds the approval in the audit
 * log, whose chain checks out.
 */

/**
 * A player whose level 2 documents wait in the queue, sent through the API as the Verify
 * tab sends them: the front an image, the back a PDF, so both ways of showing a document
 * are seen.
 */
async function playerAwaitingReview(request: APIRequestContext): Promise<string> {
  const username = newUsername('bo');
  expect(
    (await request.post('/api/user/register', { data: { username, password: PASSWORD } })).status(),
  ).toBe(200);
  const level1 = await request.post('/api/user/verify/level-1', {
    data: {
      fullName: 'Ada Lovelace',
      dateOfBirth: '1985-03-01',
      country: 'PT',
      addressLine: '12 Rua Augusta',
      city: 'Lisbon',
      postalCode: '1100-048',
    },
  });
  expect(level1.status(), await level1.text()).toBe(200);
  const image = { mimeType: 'image/png', buffer: tinyPng() };
  const level2 = await request.post('/api/user/verify/level-2', {
    multipart: {
      front: { name: 'front.png', ...image },
      back: { name: 'back.pdf', mimeType: 'application/pdf', buffer: onePagePdf() },
    },
  });
  expect(level2.status(), await level2.text()).toBe(200);
  return username;
}

/** Signs the e2e server's staff account in at /admin through the casino's own login dialog. */
async function signInStaff(page: Page) {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(STAFF_LOGIN.username);
  await dialog.getByLabel('Password').fill(STAFF_LOGIN.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByText(STAFF_LOGIN.username, { exact: true })).toBeVisible();
}

/** Opens a section from the navigation: the side column, or at phone widths the menu's drawer. */
async function openSection(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Open the back office menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test(
  'staff approve a player’s documents from the queue, and the audit log shows it on an intact chain',
  {
    tag: '@phone',
  },
  async ({ page, playwright, baseURL }, testInfo) => {
    const player = await playwright.request.newContext({ baseURL });
    const username = await playerAwaitingReview(player);
    await player.dispose();

    await signInStaff(page);
    await shot(page, 'back-office-overview', testInfo);

    await openSection(page, 'Verification queue');
    const submission = page.getByRole('article', { name: `Level 2 from ${username}` });
    await expect(submission.getByRole('img', { name: `Front of ${username}'s document` })).toBeVisible();
    // The PDF is drawn onto a canvas by pdf.js, not framed and not only a download link.
    const pdfPage = submission.getByRole('img', { name: `Back of ${username}'s document` });
    await expect(pdfPage).toBeVisible();
    await expect.poll(() => pdfPage.evaluate((canvas: HTMLCanvasElement) => canvas.width)).toBeGreaterThan(0);
    await shot(page, 'back-office-verification', testInfo);
    await submission.getByRole('button', { name: 'Approve' }).click();
    await expect(submission).toHaveCount(0);

    await openSection(page, 'Audit log');
    await page.getByRole('textbox', { name: 'Search' }).fill(username);
    await page.getByRole('button', { name: 'Search' }).click();
    // A table row where there is room, a card at phone widths.
    const entry = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: username });
    await expect(entry).toContainText('kyc.approve');
    await expect(entry).toContainText(STAFF_LOGIN.username);
    await expect(entry).toContainText('approved');
    await page.getByRole('button', { name: 'Check chain' }).click();
    await expect(page.getByRole('status')).toHaveText(/Chain intact: \d+ entries/);
    await shot(page, 'back-office-audit', testInfo);
  },
);

test('a player who opens /admin is told it is for staff, and sees no section', async ({ page }) => {
  await registerAndLogIn(page, 'bop');
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff only' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
});

test('staff put new terms for the global pot in force, and go back to the operator’s settings', async ({
  page,
}, testInfo) => {
  await signInStaff(page);
  await openSection(page, 'Global pot');
  await expect(page.getByTestId('pot-source')).toHaveText("The operator's settings");
  // Only the cap and seed move: the shared server's odds stay, so no other spec's bet can win.
  const terms = page.getByRole('form', { name: "The pot's terms" });
  await terms.getByLabel('Cap, $').fill('1500');
  await terms.getByLabel('Seed, $').fill('1200');
  await terms.getByRole('button', { name: 'Put these terms in force' }).click();
  await expect(page.getByTestId('pot-source')).toHaveText(`Set by ${STAFF_LOGIN.username}`);
  const current = await page.request.get('/api/feeds/jackpot/current');
  expect(await current.json()).toMatchObject({ maxUsd: '1500', seedUsd: '1200' });
  await shot(page, 'back-office-pot', testInfo);

  await terms.getByLabel('Seed, $').fill('1600');
  await terms.getByRole('button', { name: 'Put these terms in force' }).click();
  await expect(terms.getByText(/the seed \(1600\) must not be above the cap \(1500\)/i)).toBeVisible();

  await page.getByRole('button', { name: "Back to the operator's settings" }).click();
  await expect(page.getByTestId('pot-source')).toHaveText("The operator's settings");
  expect((await (await page.request.get('/api/feeds/jackpot/current')).json()).maxUsd).not.toBe('1500');
});

test('staff pick a campaign from the list, and delete a chat message from the recent ones', async ({
  page,
}, testInfo) => {
  await signInStaff(page);
  await openSection(page, 'Affiliate commission');
  // Every account has a default campaign whose code is its username.
  await page.getByRole('textbox', { name: 'Search campaigns' }).fill(STAFF_LOGIN.username);
  await page.getByRole('button', { name: `Pick campaign ${STAFF_LOGIN.username}` }).click();
  await expect(page.getByRole('form', { name: "Set a campaign's commission" })).toBeVisible();
  await shot(page, 'back-office-commission', testInfo);

  const text = `spam ${Date.now()}`;
  expect((await page.request.post('/api/feeds/chat/en/send', { data: { message: text } })).status()).toBe(
    200,
  );
  await openSection(page, 'Chat moderation');
  const row = page.getByRole('row').filter({ hasText: text });
  await row.getByRole('button', { name: 'Delete' }).click();
  await row.getByRole('button', { name: 'Delete it' }).click();
  await expect(row.getByText('deleted')).toBeVisible();
  await shot(page, 'back-office-chat', testInfo);
});
