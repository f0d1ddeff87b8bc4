import type { Page } from '@playwright/test';
import { secondBrowser } from '../helpers';
import { pageOverflow } from '../layout';
import { FUNDING, fundedPlayer, units, usdt } from '../play';
import { expect, test } from '../test';

type BetAnswer = { bet: { roundId: number; spot: string; amount: string }; balance: string };
type RoundRecord = { id: number; segment: string; multiplier: number; settled: string | null; seed: string };

/**
 * A stake on a spot of the table, once betting is open and the seat at the studio is
 * taken. A click that lands as the window closes is refused with a 409 and takes no
 * stake (the studio records nothing, or the casino refused it): it is made again in
 * the next window.
 */
async function stakeOn(page: Page, spot: string): Promise<BetAnswer> {
  const table = page.getByRole('group', { name: 'Bet spots' });
  const button = table.getByRole('button', { name: new RegExp(`^${spot},`) });
  for (let attempt = 1; ; attempt += 1) {
    await expect(button).toBeEnabled({ timeout: 30_000 });
    const answer = page.waitForResponse(
      (response) =>
        response.url().includes('/studio/api/show/bets') && response.request().method() === 'POST',
    );
    await button.click();
    const response = await answer;
    if (response.status() === 409 && attempt < 3) {
      // Wait for the window to close, then for the next one to open.
      await expect(button)
        .toBeDisabled({ timeout: 10_000 })
        .catch(() => {});
      continue;
    }
    expect(response.status()).toBe(200);
    return (await response.json()) as BetAnswer;
  }
}

/** A show round's public record once it has settled. */
async function settledRound(page: Page, roundId: number): Promise<RoundRecord> {
  let record: RoundRecord | null = null;
  await expect
    .poll(
      async () => {
        const { studioUrl } = await (await page.request.get('/api/shows/forge-wheel')).json();
        const response = await page.request.get(`${studioUrl}/studio/api/show/rounds/${roundId}`);
        record = (await response.json()) as RoundRecord;
        return record.settled;
      },
      { timeout: 60_000 },
    )
    .toBe('settled');
  return record as unknown as RoundRecord;
}

/**
 * Forge Wheel, the live show: two players in two browsers bet into the same round,
 * watch the same spin and see the same result; each sees their own win, and each
 * balance moves by exactly what the round paid them. The e2e casino runs the show's
 * rounds fast (STUDIO_SHOW_TIMINGS in playwright.config.ts).
 */
test('two players bet into the same round of the live show and see the same result and their own wins', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow();
  await fundedPlayer(page, { prefix: 'sa' });
  const other = await secondBrowser(browser, baseURL, testInfo);
  await fundedPlayer(other.page, { prefix: 'sb' });
  await page.goto('/games/forge-wheel');
  await other.page.goto('/games/forge-wheel');
  await expect(page.getByRole('heading', { name: 'Forge Wheel', level: 1 })).toBeVisible();

  // Both stake in one window: the first bet's round is the one the second must join.
  // Every bet placed is kept: each one moves its player's balance.
  const placed: [BetAnswer[], BetAnswer[]] = [[], []];
  let first = await stakeOn(page, '1');
  let second = await stakeOn(other.page, '2');
  placed[0].push(first);
  placed[1].push(second);
  if (second.bet.roundId !== first.bet.roundId) {
    // The window closed between the two clicks: both bet again in the next one.
    first = await stakeOn(page, '1');
    second = await stakeOn(other.page, '2');
    placed[0].push(first);
    placed[1].push(second);
  }
  expect(second.bet.roundId).toBe(first.bet.roundId);
  const roundId = first.bet.roundId;

  // The round settles once; its record is public and names the seed that was committed.
  const settled = await settledRound(page, roundId);
  expect(settled.seed).toMatch(/^[0-9a-f]{64}$/);

  // Both pages show the same result at the head of the strip.
  for (const viewer of [page, other.page]) {
    const latest = viewer.getByRole('list', { name: 'Last results' }).locator('li').first();
    await expect(latest).toHaveAttribute('title', new RegExp(`^Round ${roundId}: `), { timeout: 20_000 });
  }
  const titles = await Promise.all(
    [page, other.page].map((viewer) =>
      viewer.getByRole('list', { name: 'Last results' }).locator('li').first().getAttribute('title'),
    ),
  );
  expect(titles[0]).toBe(titles[1]);

  // Each balance moved by its stakes and by what each stake's spot paid, nothing else.
  for (const [viewer, answers] of [
    [page, placed[0]],
    [other.page, placed[1]],
  ] as const) {
    let expected = units(FUNDING);
    for (const answer of answers) {
      const round = await settledRound(page, answer.bet.roundId);
      const stake = units(answer.bet.amount);
      expected += (round.segment === answer.bet.spot ? stake * round.multiplier : 0) - stake;
    }
    await expect.poll(async () => units((await usdt(viewer.request)) ?? '0')).toBe(expected);
    expect(await pageOverflow(viewer)).toEqual([]);
  }
  await other.context.close();
});
