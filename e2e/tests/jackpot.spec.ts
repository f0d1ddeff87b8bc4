import { depositTestCoins, newUsername, PASSWORD } from '../helpers';
import { startOwnCasino } from '../own-casino';
import { fundedPlayer, myBets, units, usdt } from '../play';
import { test as base, expect, request as requestFactory } from '../test';

/**
 * The global pot needs a win, and a win must be likely, which the shared test server
 * must never make it (other specs check exact balances after bets). So this file
 * starts a casino of its own per worker, configured as an operator could: a pot won on
 * average once per $0.01 staked (JACKPOT_ODDS), so every qualifying bet wins it: a pot
 * that gives players more than the house edge, which the start refuses unless the
 * operator allows it (JACKPOT_ALLOW_PLAYER_EDGE).
 */
type PotServer = { url: string };

const test = base.extend<object, { potServer: PotServer }>({
  potServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      // After the shared server's port and its SMTP mailbox's (E2E_PORT + 1).
      const port = Number(process.env.E2E_PORT ?? 3123) + 2 + workerInfo.parallelIndex;
      const casino = await startOwnCasino({
        name: 'pot',
        port,
        env: {
          JACKPOT_SEED_USD: '500',
          JACKPOT_CONTRIBUTION: '0.01',
          JACKPOT_ODDS: '0.01',
          JACKPOT_ALLOW_PLAYER_EDGE: 'true',
          JACKPOT_MIN_BET_USD: '0.5',
        },
      });
      await use({ url: casino.url });
      await casino.stop();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ potServer }, use) => use(potServer.url),
});
// Both tests in one worker, so the file starts one casino, not one per worker.
test.describe.configure({ mode: 'default' });

type Win = { username: string | null; amountUsd: string; amount: string; currency: string; roundId: string };

test('the Global Pot page shows the live amount, the terms and the recent wins', async ({
  page,
  potServer,
}) => {
  // A win by someone else first, through the API, so the history has a row.
  const api = await requestFactory.newContext({ baseURL: potServer.url });
  const username = newUsername('pw');
  expect((await api.post('/api/user/register', { data: { username, password: PASSWORD } })).status()).toBe(
    200,
  );
  await depositTestCoins(api, 'USDT', 'TRON', '10');
  await expect.poll(() => usdt(api)).toBe('10');
  const bet = await api.post('/api/play/dice/bet', {
    data: { currency: 'USDT', amount: '1', params: { condition: 'under', target: 50 } },
  });
  expect(bet.status()).toBe(200);
  const roundId = ((await bet.json()) as { round: { id: string } }).round.id;
  await api.dispose();

  await page.goto('/global-jackpot');
  await expect(page.getByRole('heading', { level: 1, name: 'Global Pot' })).toBeVisible();
  await expect(page.getByTestId('global-pot-amount')).toHaveText(/^\$5\d\d\.\d\d$/);
  // The terms come from the server's settings.
  await expect(
    page.getByText(
      '1% of every bet of $0.50 or more goes into the pot, up to $2,000. It starts again from $500',
    ),
  ).toBeVisible();
  await expect(page.getByText('once per $0.01 wagered')).toBeVisible();
  const wins = page.getByRole('list', { name: 'Recent wins' });
  const ours = wins.getByRole('listitem').filter({ hasText: username });
  await expect(ours).toBeVisible();
  const history = (await (await page.request.get('/api/feeds/jackpot/history')).json()) as { wins: Win[] };
  const win = history.wins.find((entry) => entry.roundId === roundId);
  expect(win).toBeDefined();
  // As the page writes dollars: thousands separated ("$1,006.21" once the pot has grown).
  const dollars = Number(win?.amountUsd).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  await expect(ours).toContainText(`$${dollars}`);
  await expect(ours).toContainText('USDT');
});

test('a winning bet opens JackpotWon, which only its button closes, and the win is in the balance', async ({
  page,
}) => {
  await fundedPlayer(page, { prefix: 'jw' });
  await page.goto('/games/dice');
  // The win comes on the player's private feed: the page must be subscribed before the bet.
  await expect(page.locator('html')).toHaveAttribute('data-socket', 'logged_in');
  await page.getByLabel('Bet amount').fill('2');
  await page.getByRole('button', { name: 'Bet', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'You won the pot!' });
  await expect(dialog).toBeVisible();
  const [bet] = await myBets(page.request);
  const history = (await (await page.request.get('/api/feeds/jackpot/history?limit=5')).json()) as {
    wins: Win[];
  };
  const win = history.wins.find((entry) => entry.roundId === bet?.roundId);
  expect(win).toBeDefined();
  await expect(dialog.getByText(`$${Number(win?.amountUsd).toFixed(2)}`)).toBeVisible();
  await expect(
    dialog.getByText(`${Number(win?.amount).toFixed(2)} USDT has been added to your balance.`),
  ).toBeVisible();

  // Close-protected: Escape and a click outside leave it open.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 400);
  await expect(dialog).toBeVisible();

  // The balance rose by the win, on top of the round's own result.
  const expected =
    units('1000') - units(bet?.wager ?? '0') + units(bet?.payout ?? '0') + units(win?.amount ?? '0');
  await expect.poll(async () => units((await usdt(page.request)) ?? '0')).toBe(expected);

  await dialog.getByRole('button', { name: 'Collect' }).click();
  await expect(dialog).toBeHidden();
});
