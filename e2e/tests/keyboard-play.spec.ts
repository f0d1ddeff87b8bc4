import { fundedPlayer } from '../play';
import { expect, type Locator, type Page, test } from '../test';

/**
 * A player with a keyboard and a screen reader, and no mouse: the Tab key reaches every
 * control of a game with a visible focus ring, Enter and Space work them, and each
 * settled round is announced in the page's live region with its outcome and payout.
 * The locators below only check where the focus is and what was said; every action is a key.
 */

/** Presses Tab until `target` has the focus, as a player moves through the page. */
async function tabTo(page: Page, target: Locator, most = 120): Promise<void> {
  const path: string[] = [];
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
    path.push(
      await page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-label') ??
          document.activeElement?.textContent?.slice(0, 20) ??
          '',
      ),
    );
  }
  throw new Error(`Tab never reached ${target}: ${path.join(' > ')}`);
}

/** Focus is shown: an outline or a ring drawn with a shadow, on the focused element itself. */
async function expectFocusRing(target: Locator): Promise<void> {
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
  });
  expect(ring, 'a visible focus ring').toBe(true);
}

/** Opens the game's page and moves past the menu with the skip link, the Tab key's first stop. */
async function openGame(page: Page, slug: string): Promise<void> {
  await page.goto(`/games/${slug}`);
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
}

async function typeStake(page: Page, amount: string): Promise<void> {
  const field = page.getByLabel('Bet amount');
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(amount);
  await expect(field).toHaveValue(amount);
}

async function pressBet(page: Page): Promise<void> {
  const bet = page.getByRole('button', { name: 'Bet', exact: true });
  await expect(bet).toBeEnabled();
  await tabTo(page, bet);
  await expectFocusRing(bet);
  await page.keyboard.press('Enter');
}

/** A funded player opens the game and bets 1 USDT, with keys alone. */
async function betByKeyboard(page: Page, slug: string): Promise<void> {
  await fundedPlayer(page, { prefix: 'kb', amount: '10' });
  await openGame(page, slug);
  await typeStake(page, '1');
  await pressBet(page);
}

const announcer = (page: Page) => page.getByTestId('result-announcer');
const ANNOUNCED = /^(Won [0-9.]+ USDT|Lost [0-9.]+ USDT|Push at [0-9.]+×: your [0-9.]+ USDT).*\.$/;

test('dice by keyboard alone: stake, target, bet, then auto-bet started and stopped, each result announced', async ({
  page,
}) => {
  await fundedPlayer(page, { prefix: 'kbd', amount: '20' });
  await openGame(page, 'dice');
  await typeStake(page, '1');
  // The target slider moves with the arrow keys.
  const target = page.getByRole('slider', { name: 'Target' });
  await tabTo(page, target);
  const before = await target.getAttribute('aria-valuenow');
  await page.keyboard.press('ArrowRight');
  await expect(target).not.toHaveAttribute('aria-valuenow', before ?? '');
  await pressBet(page);
  await expect(announcer(page)).toHaveText(ANNOUNCED);
  await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');

  // Auto-bet: its tab, the number of bets, start, and stop.
  // The tabs are one stop: Tab reaches the selected one, the arrows move between them.
  await tabTo(page, page.getByRole('tab', { name: 'Manual' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Auto' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Auto' })).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, page.getByLabel('Number of bets'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('0');
  const start = page.getByRole('button', { name: 'Start autobet' });
  await tabTo(page, start);
  await page.keyboard.press('Enter');
  const stop = page.getByRole('button', { name: 'Stop autobet' });
  await expect(stop).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Start autobet' })).toBeEnabled({ timeout: 30_000 });
});

test('mines by keyboard alone: a tile revealed and the round cashed out or lost, and announced', async ({
  page,
}) => {
  await betByKeyboard(page, 'mines');
  const tile = page.getByRole('button', { name: 'Tile 1, hidden', exact: true });
  await expect(tile).toHaveAttribute('data-playable', 'true');
  await tabTo(page, tile);
  await expectFocusRing(tile);
  await page.keyboard.press('Enter');
  const gem = page.getByRole('button', { name: 'Tile 1, gem', exact: true });
  const mine = page.getByRole('button', { name: 'Tile 1, mine, hit', exact: true });
  await expect(gem.or(mine)).toBeVisible();
  if (await gem.isVisible()) {
    const cashout = page.getByRole('button', { name: 'Cash out', exact: true });
    await expect(cashout).toBeEnabled();
    await tabTo(page, cashout);
    await page.keyboard.press('Enter');
    await expect(announcer(page)).toHaveText(/^Won [0-9.]+ USDT at .*: paid [0-9.]+ USDT\.$/);
  } else {
    await expect(announcer(page)).toHaveText(/^Lost 1\.00 USDT at 0\.00×\.$/);
  }
});

test('blackjack by keyboard alone: a hand dealt, insurance declined when offered, stood on, and announced', async ({
  page,
}) => {
  await betByKeyboard(page, 'blackjack');
  const stand = page.getByRole('button', { name: 'Stand', disabled: false });
  const noInsurance = page.getByRole('button', { name: 'No insurance', disabled: false });
  for (let step = 0; step < 4; step += 1) {
    await expect(
      stand
        .or(noInsurance)
        .or(announcer(page).filter({ hasText: ANNOUNCED }))
        .first(),
    ).toBeVisible();
    if (await noInsurance.isVisible()) {
      await tabTo(page, noInsurance);
      await page.keyboard.press('Enter');
      await expect(noInsurance).toHaveCount(0);
    } else if (await stand.isVisible()) {
      await tabTo(page, stand);
      await expectFocusRing(stand);
      await page.keyboard.press('Enter');
      break;
    } else break;
  }
  await expect(announcer(page)).toHaveText(ANNOUNCED);
});
