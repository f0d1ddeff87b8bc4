import { type Anvil, hasAnvil, startAnvil } from '../../packages/server/src/test/anvil';
import { hasLitecoind, type Litecoind, startLitecoind } from '../../packages/server/src/test/litecoind';
import { chooseCashierCurrency, registerAndLogIn, shot } from '../helpers';
import { startOwnCasino } from '../own-casino';
import { test as base, expect, type Page } from '../test';

/**
 * Deposits and withdrawals on real (local) chains: this file starts Litecoin Core in
 * regtest and Anvil with a USDT contract, and a casino of its own with `CHAIN_LTC` and
 * `CHAIN_ETH` pointed at them, as an operator would, the chain job passing every second.
 * The tests play the player's own wallet with the nodes' wallets, and mine the blocks.
 */
type ChainSite = { url: string; node: Litecoind; anvil: Anvil; usdt: `0x${string}` };

const test = base.extend<object, { chainSite: ChainSite }>({
  chainSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const node = await startLitecoind();
      const anvil = await startAnvil();
      const usdt = await anvil.deployToken(6);
      const casino = await startOwnCasino({
        name: 'chain',
        env: {
          CHAIN_LTC: `bitcoind:${node.url}`,
          BITCOIND_CHAIN: 'regtest',
          CHAIN_ETH: `evm:${anvil.url}`,
          CHAIN_ETH_TOKENS: `USDT:${usdt}:6`,
          CHAIN_POLL_SECONDS: '1',
          WITHDRAWAL_DELAY_SECONDS: '0',
        },
      });
      await use({ url: casino.url, node, anvil, usdt });
      await casino.stop();
      await node.close();
      await anvil.close();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ chainSite }, use) => use(chainSite.url),
});

function cashier(page: Page) {
  return page.getByRole('dialog', { name: 'Wallet' });
}

test.skip(!hasLitecoind() || !hasAnvil(), 'needs litecoind (Debian package litecoind) and anvil (npm)');

test('a player deposits on a real chain, watches it confirm, and withdraws to their own wallet', async ({
  page,
  chainSite,
}, testInfo) => {
  test.slow();
  const { node } = chainSite;
  await registerAndLogIn(page, 'ltc');
  await page.goto('/?modal=deposit');
  const dialog = cashier(page);
  await chooseCashierCurrency(page, 'LTC');
  const address = (await dialog.getByTestId('deposit-address').textContent())?.trim() ?? '';
  expect(address).toMatch(/^rltc1q/);
  await expect(dialog.getByText('Credited after 3 confirmations')).toBeVisible();
  // A real network: no faucet, no miner, no demo notice.
  await expect(dialog.getByRole('region', { name: 'Test coins' })).toHaveCount(0);

  await node.pay(address, '0.75');
  const pending = dialog.getByTestId('pending-deposit');
  await expect(pending).toContainText('0.7500 LTC');
  await expect(pending).toContainText('0/3 confirmations');
  await node.mine(1);
  await expect(pending).toContainText('1/3 confirmations');
  await shot(dialog, 'real-chain-deposit-pending', testInfo);
  await node.mine(2);
  await expect(pending).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Balance/ })).toContainText(/0\.75|\$/);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/wallet/balances')).json()) as Record<string, string>).LTC,
    )
    .toBe('0.75');

  await dialog.getByRole('tab', { name: 'Withdraw' }).click();
  await chooseCashierCurrency(page, 'LTC');
  await expect(dialog.getByLabel('Network')).toHaveValue('Litecoin');
  const own = await node.outside.call<string>('getnewaddress', ['', 'bech32']);
  await dialog.getByLabel('Address').fill(own);
  await dialog.getByLabel('Amount').fill('0.5');
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const row = dialog.getByRole('listitem').filter({ hasText: '0.5000 LTC' });
  // Sent by the casino's job within seconds, then confirmed as blocks are mined.
  await expect(row).toContainText(/processing|sent/, { timeout: 60_000 });
  await expect
    .poll(async () => (await node.rpc.call<string[]>('getrawmempool')).length, { timeout: 60_000 })
    .toBe(1);
  await node.mine(3);
  await expect(row).toContainText('completed', { timeout: 60_000 });
  await shot(dialog, 'real-chain-withdrawal-completed', testInfo);
  const received = await node.outside.call<number>('getreceivedbyaddress', [own]);
  expect(received).toBe(0.5);
});

test('a player deposits ETH and a token on Ethereum and sees each pending, then credited', async ({
  page,
  chainSite,
}) => {
  const { anvil, usdt } = chainSite;
  await registerAndLogIn(page, 'eth');
  await page.goto('/?modal=deposit');
  const dialog = cashier(page);
  const pending = dialog.getByTestId('pending-deposit');
  const balance = async (code: string) =>
    ((await (await page.request.get('/api/wallet/balances')).json()) as Record<string, string>)[code];

  await chooseCashierCurrency(page, 'ETH');
  await expect(dialog.getByLabel('Network')).toHaveValue('Ethereum (ERC20)');
  const address = (await dialog.getByTestId('deposit-address').textContent())?.trim() as `0x${string}`;
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  // Anvil mines each transaction at once: the deposit shows with its first confirmation.
  await anvil.pay(address, 250_000_000_000_000_000n);
  await expect(pending).toContainText('ETH');
  await expect(pending).toContainText('1/3 confirmations');
  await anvil.mine(2);
  await expect(pending).toHaveCount(0);
  await expect.poll(() => balance('ETH')).toBe('0.25');

  await chooseCashierCurrency(page, 'USDT');
  await expect(dialog.getByTestId('deposit-address')).toHaveText(address);
  await anvil.mint(usdt, address, 25_000_000n);
  await expect(pending).toContainText('25.00 USDT');
  await anvil.mine(2);
  await expect(pending).toHaveCount(0);
  await expect.poll(() => balance('USDT')).toBe('25');
});
