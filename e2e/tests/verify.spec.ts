import { tinyPng } from '../../packages/server/src/test/tiny-png';
import { depositTestCoins, registerAndLogIn } from '../helpers';
import { expect, type Page, test } from '../test';

/**
 * The Verify tab against the real server: level 1's form, approved as sent (the casino
 * runs without KYC_LEVEL1_REVIEW), then a document upload that staff approve.
 */

async function fillLevel1(page: Page, dateOfBirth: string) {
  const form = page.getByRole('form', { name: 'Level 1: personal details' });
  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByLabel('Date of birth').fill(dateOfBirth);
  await form.getByLabel('Country of residence').fill('Portug');
  await page.getByRole('option', { name: 'Portugal' }).click();
  await form.getByLabel('Address').fill('12 Rua Augusta');
  await form.getByLabel('City').fill('Lisbon');
  await form.getByLabel('Postal code').fill('1100-048');
  return form;
}

test('a player sends level 1 and sees it approved at once; an under-age date is refused beside the field', async ({
  page,
}) => {
  await registerAndLogIn(page, 'kyc');
  await page.goto('/settings?tab=verify');
  const level1 = page.getByTestId('verify-level-1');
  await expect(level1.getByText('Not started')).toBeVisible();
  await expect(page.getByTestId('verify-level-2').getByText('Locked')).toBeVisible();

  const young = new Date();
  young.setUTCFullYear(young.getUTCFullYear() - 17);
  const form = await fillLevel1(page, young.toISOString().slice(0, 10));
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await expect(form.getByText('You must be 18 or older to play and to verify your account')).toBeVisible();

  await form.getByLabel('Date of birth').fill('1990-12-10');
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await expect(level1.getByText('Approved')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Level 1: personal details' })).toHaveCount(0);
  // After a reload too: the state is the server's, and level 2 is open.
  await page.reload();
  await expect(page.getByTestId('verify-level-1').getByText('Approved')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Level 2 documents' })).toBeVisible();
});

test('once level 1 is approved, the player uploads both sides of a document for level 2', async ({
  page,
}) => {
  await registerAndLogIn(page, 'kyd');
  await page.goto('/settings?tab=verify');
  const form = await fillLevel1(page, '1985-03-01');
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('verify-level-1').getByText('Approved')).toBeVisible();
  const upload = page.getByRole('form', { name: 'Level 2 documents' });
  await upload.getByLabel('Front of the document').setInputFiles({
    name: 'front.png',
    mimeType: 'image/png',
    buffer: tinyPng(),
  });
  await expect(upload.getByText('front.png')).toBeVisible();
  // With one side missing, nothing is sent.
  await upload.getByRole('button', { name: 'Upload and submit' }).click();
  await expect(upload.getByText('Add this file')).toBeVisible();
  await upload.getByLabel('Back of the document').setInputFiles({
    name: 'back.png',
    mimeType: 'image/png',
    buffer: tinyPng(),
  });
  await upload.getByRole('button', { name: 'Upload and submit' }).click();
  await expect(page.getByTestId('verify-level-2').getByText('Pending review')).toBeVisible();
});

test('a withdrawal above the limit is refused with what to do, and the profile menu asks for verification', async ({
  page,
}) => {
  const username = await registerAndLogIn(page, 'kyw');
  await page.goto('/');
  await page.getByRole('button', { name: username }).click();
  const item = page.getByRole('menuitem', { name: /Complete Verification/ });
  await expect(item).toBeVisible();
  await expect(item.getByText('!')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await depositTestCoins(page.request, 'ETH', 'ETH', '1');
  const refused = await page.request.post('/api/wallet/withdraw', {
    data: {
      currency: 'ETH',
      network: 'ETH',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      amount: '0.7',
    },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toMatch(/Verify your account to level 2 in Settings → Verify/);

  await page.reload();
  await page.getByRole('button', { name: username }).click();
  await expect(page.getByRole('menuitem', { name: /Complete Verification/ }).getByText('!')).toBeVisible();
  await page.getByRole('menuitem', { name: /Complete Verification/ }).click();
  await expect(page).toHaveURL(/tab=verify/);
  await expect(page.getByText('Your account needs verification up to level 2.')).toBeVisible();
});
