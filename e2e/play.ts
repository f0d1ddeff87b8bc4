import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { depositTestCoins, registerAndLogIn } from './helpers';

export { follow, newUsername, PASSWORD } from './helpers';

/**
 * What the game tests share: a funded player, the server's view of their money and
 * rounds, and the one check every game makes after a round, that the balance moved by
 * exactly the payout the page shows (and the server recorded) minus the stake typed in.
 */

/** What `fundedPlayer` deposits unless told otherwise. */
export const FUNDING = '1000';

type FundedPlayerOptions = {
  prefix?: string;
  amount?: string;
  /** Client settings stored before the first page loads, beside the USDT selection. */
  settings?: Record<string, unknown>;
};

/**
 * A logged-in player with `amount` USDT (1,000 by default, $1,000: within the faucet's
 * hourly $10,000) from the test-coin faucet, playing in USDT.
 */
export async function fundedPlayer(page: Page, options: FundedPlayerOptions = {}): Promise<void> {
  const { prefix = 'g', amount = FUNDING, settings = {} } = options;
  await registerAndLogIn(page, prefix);
  await depositTestCoins(page.request, 'USDT', 'TRON', amount);
  await expect.poll(() => usdt(page.request)).toBe(amount);
  await page.addInitScript(
    (stored) => {
      window.localStorage.setItem('ante.settings', JSON.stringify(stored));
    },
    { selectedCurrency: 'USDT', ...settings },
  );
}

export async function usdt(request: APIRequestContext): Promise<string | undefined> {
  const balances = (await (await request.get('/api/wallet/balances')).json()) as Record<string, string>;
  return balances.USDT;
}

/** A finished round as the My Bets feed lists it; `wager` includes doubles, splits and insurance. */
export type FeedBet = { roundId: string; game: string; wager: string; payout: string; multiplier: string };

/** The player's finished rounds, newest first. */
export async function myBets(request: APIRequestContext): Promise<FeedBet[]> {
  return ((await (await request.get('/api/feeds/my-bets')).json()) as { bets: FeedBet[] }).bets;
}

/** Decimal strings to 1e-8 units, exact enough for USDT amounts in these tests. */
export const units = (value: string) => Math.round(Number(value) * 1e8);

/** The sum over `bets` of payout minus wager, in `units`. */
export function netOf(bets: FeedBet[]): number {
  return bets.reduce((sum, bet) => sum + units(bet.payout) - units(bet.wager), 0);
}

/** A finished round's result as the server recorded it (the bet slip's source). */
export async function roundResult<R>(request: APIRequestContext, roundId: string): Promise<R> {
  const answer = await request.post('/api/play/rounds/info', { data: { roundIds: [roundId] } });
  expect(answer.status()).toBe(200);
  const { rounds } = (await answer.json()) as { rounds: Array<{ id: string; result: R }> };
  const round = rounds.find((entry) => entry.id === roundId);
  expect(round).toBeDefined();
  return (round as { result: R }).result;
}

/** The player's money and rounds before a round, for `expectSettled` to compare with. */
export type Snapshot = { balance: string; bets: FeedBet[] };

/** A new player as `fundedPlayer` leaves them. */
export const FRESH: Snapshot = { balance: FUNDING, bets: [] };

export async function snapshot(page: Page): Promise<Snapshot> {
  return { balance: (await usdt(page.request)) as string, bets: await myBets(page.request) };
}

/** The last-result button once it shows a round that was not among `before`'s. */
export function newResult(page: Page, before: Snapshot): Locator {
  const known = before.bets.map((bet) => `:not([data-round-id="${bet.roundId}"])`).join('');
  return page.locator(`[data-testid="last-result"][data-round-id]${known}`);
}

/**
 * Waits for the page's last result to show a new round, then checks it against the
 * server: exactly one round more than `before`, the page's round and payout, the stake
 * typed in as its wager, and the balance moved by exactly payout minus stake.
 */
export async function expectSettled(
  page: Page,
  staked: string,
  before: Snapshot = FRESH,
): Promise<{ roundId: string; payout: string }> {
  await expect(newResult(page, before)).toBeVisible();
  const result = page.getByTestId('last-result');
  const roundId = (await result.getAttribute('data-round-id')) as string;
  const payout = (await result.getAttribute('data-payout')) as string;
  const bets = await myBets(page.request);
  expect(bets).toHaveLength(before.bets.length + 1);
  expect(bets[0]).toMatchObject({ roundId, payout });
  expect(units(bets[0]?.wager ?? '0')).toBe(units(staked));
  expect(units((await usdt(page.request)) as string)).toBe(
    units(before.balance) - units(staked) + units(payout),
  );
  return { roundId, payout };
}

/**
 * Opens mines tile `tile` (numbered from 1) once the board takes a click (after the
 * last answer's animation), and answers what it turned out to be.
 */
export async function revealMinesTile(page: Page, tile: number): Promise<'gem' | 'mine'> {
  const hidden = page.getByRole('button', { name: `Tile ${tile}, hidden`, exact: true });
  await expect(hidden).toHaveAttribute('data-playable', 'true');
  await hidden.click();
  const gem = page.getByRole('button', { name: `Tile ${tile}, gem`, exact: true });
  const mine = page.getByRole('button', { name: `Tile ${tile}, mine, hit`, exact: true });
  await expect(gem.or(mine)).toBeVisible();
  return (await gem.isVisible()) ? 'gem' : 'mine';
}
