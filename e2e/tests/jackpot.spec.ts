import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, request as requestFactory } from '@playwright/test';
import { depositTestCoins, newUsername, PASSWORD } from '../helpers';
import { fundedPlayer, myBets, units, usdt } from '../play';

/**
 * The global pot needs a win, and a win must be likely, which the shared test server
 * must never make it (other specs check exact balances after bets). So this file
 * starts a casino of its own per worker, configured as an operator could: a pot won on
 * average once per $0.01 staked (JACKPOT_ODDS), so every qualifying bet wins it. No
 * welcome offer, so no other close-protected modal opens over a new player's page.
 */
type PotServer = { url: string };

const test = base.extend<object, { potServer: PotServer }>({
  potServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      // After the shared server's port and its SMTP mailbox's (E2E_PORT + 1).
      const port = Number(process.env.E2E_PORT ?? 3123) + 2 + workerInfo.parallelIndex;
      const url = `http://127.0.0.1:${port}`;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ante-e2e-pot-'));
      const server: ChildProcess = spawn('node', ['../scripts/start.mjs'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          AUTH_RATE_LIMIT: '200',
          WELCOME_BONUS_PERCENT: '0',
          JACKPOT_SEED_USD: '500',
          JACKPOT_CONTRIBUTION: '0.01',
          JACKPOT_ODDS: '0.01',
          JACKPOT_MIN_BET_USD: '0.5',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let errors = '';
      server.stdout?.on('data', (chunk) => {
        errors += String(chunk);
      });
      server.stderr?.on('data', (chunk) => {
        errors += String(chunk);
      });
      const deadline = Date.now() + 120_000;
      for (;;) {
        const up = await fetch(`${url}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (up) break;
        if (Date.now() > deadline || server.exitCode !== null)
          throw new Error(`the pot server did not start (exit ${server.exitCode}): ${errors}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await use({ url });
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ potServer }, use) => use(potServer.url),
});
// The shared server's stored marker is for its origin, not this one; nothing else is needed.
test.use({ storageState: { cookies: [], origins: [] } });

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
  await expect(page.getByText('1% of every bet of $0.50 or more goes into the pot')).toBeVisible();
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
