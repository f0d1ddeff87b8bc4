import { registerAndLogIn } from '../helpers';
import { expect, type Locator, test } from '../test';

/**
 * Each currency shows as its logo, an image served by the casino itself, never as a
 * text glyph that a browser without the right font draws as an empty box (U+20BF, the
 * bitcoin sign, is missing from many systems' fonts).
 */
const CRYPTO_CODES = [
  'BTC',
  'ETH',
  'LTC',
  'USDT',
  'USDC',
  'SOL',
  'BNB',
  'SHIB',
  'DOGE',
  'XRP',
  'TRX',
  'TUSD',
  'DAI',
];

/** A row's code, shown on its own beside the mark. */
const CODE_TEXT = new RegExp(`^(${CRYPTO_CODES.join('|')})$`);

type Mark = { alt: string; src: string; loaded: boolean };

/** The images inside `scope`, once each has finished loading (or failed to). */
async function marksIn(scope: Locator): Promise<Mark[]> {
  const images = scope.locator('img');
  await expect
    .poll(() => images.evaluateAll((all) => all.every((image) => (image as HTMLImageElement).complete)))
    .toBe(true);
  return images.evaluateAll((all) =>
    all.map((element) => {
      const image = element as HTMLImageElement;
      return { alt: image.alt, src: image.currentSrc, loaded: image.naturalWidth > 0 };
    }),
  );
}

test('the header and the balance list show every currency as its loaded logo with alt text', {
  tag: '@phone',
}, async ({ page, baseURL }) => {
  await registerAndLogIn(page, 'mark');
  await page.goto('/');
  const trigger = page.getByRole('button', { name: /^Balance: .* BTC$/ });
  await expect(trigger).toBeVisible();
  expect(await marksIn(trigger)).toEqual([
    { alt: 'BTC', src: `${baseURL}/img/currencies/btc.svg`, loaded: true },
  ]);
  await expect(page.getByRole('banner')).not.toContainText('\u20bf');

  await trigger.click();
  const dropdown = page.getByRole('dialog', { name: /^Balance/ });
  const rows = dropdown.getByRole('listitem');
  await expect(rows).toHaveCount(CRYPTO_CODES.length);
  const shown: string[] = [];
  for (const row of await rows.all()) {
    const code = (await row.getByText(CODE_TEXT).textContent()) ?? '';
    shown.push(code);
    expect(await marksIn(row), code).toEqual([
      { alt: code, src: `${baseURL}/img/currencies/${code.toLowerCase()}.svg`, loaded: true },
    ]);
  }
  expect(shown.sort()).toEqual([...CRYPTO_CODES].sort());
  await expect(dropdown).not.toContainText('\u20bf');
});

test("USDT's logo is Tether's mark, not the icon set's gem", async ({ request }) => {
  const logo = await request.get('/img/currencies/usdt.svg');
  expect(logo.status()).toBe(200);
  const svg = await logo.text();
  expect(svg).toContain('<title>Tether</title>');
  // Tether's green disc.
  expect(svg).toContain('fill="#26a17b"');
});
