import { CRYPTO_CODES, FIAT_CODES, fromDecimalString, parseAmount } from '@ante/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../../lib/config';
import { PriceUnavailable } from '../../../lib/errors';
import { registerPlayer, startTestServer, type TestServer } from '../../../test/harness';
import { type PriceApi, startPriceApi } from '../../../test/price-api';
import { balanceOf, depositAddress, expectLedgerSound, fund } from '../../../test/wallet-helpers';
import { usdInCurrency } from '../currency-rules';
import { staticPriceTable } from './rates-service';

/**
 * The price feed is a third party: a real local HTTP server stands in for it. What it
 * says must never value a wager at $0 (which would skip BET_MAX_USD and
 * MAX_PROFIT_USD), reprice the casino in one jump, or go on valuing money after it
 * has gone quiet.
 */
const MAX_AGE_MS = 300_000;
let api: PriceApi;
let server: TestServer;

beforeEach(async () => {
  api = await startPriceApi({ bitcoin: 100_000 });
  server = await startTestServer({
    env: { RATES_API_URL: api.url, RATES_MAX_AGE_SECONDS: String(MAX_AGE_MS / 1000) },
  });
});
afterEach(async () => {
  await expectLedgerSound(server);
  await server.close();
  await api.close();
});

const usdRates = async () => (await server.client().get('/api/wallet/currencies/rates/USD')).body;
const rates = () => server.context.wallet.rates;
/** Moves the rates' clock `ms` ahead of real time. */
const later = (ms: number) => {
  rates().now = () => Date.now() + ms;
};

const dice = (currency: string, amount: string) => ({
  currency,
  amount,
  params: { condition: 'under', target: 50 },
});
const withdrawal = (currency: string, network: string, address: string, amount: string) => ({
  currency,
  network,
  address,
  amount,
});
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

function expectPaused(response: { status: number; body: any; headers: Headers }, currency: string) {
  expect(response.status).toBe(503);
  // Prices arrive every minute: that is when to ask again.
  expect(response.headers.get('retry-after')).toBe('60');
  expect(response.body).toEqual({
    code: 'RATES_UNAVAILABLE',
    message: `${currency} is paused for now: its price is out of date. Please try again in a few minutes or use another currency.`,
  });
}

describe('prices from the feed', () => {
  it('refuses a zero, negative, missing or wildly moved price for that currency only, and logs why', async () => {
    const logged = vi.spyOn(server.context.log, 'error');
    api.prices.bitcoin = 0;
    api.prices.ethereum = -5;
    api.prices.litecoin = null;
    api.prices.solana = 1.6; // +60% from 1: beyond the 50% band
    api.prices.dogecoin = 1.4; // +40%: within it
    expect(await rates().refresh()).toBe(false);
    const body = await usdRates();
    expect(body.rates).toMatchObject({ BTC: '100000', ETH: '1', LTC: '1', SOL: '1', DOGE: '1.4' });
    const reasons = Object.fromEntries(
      logged.mock.calls.map(([fields]) => [
        (fields as { currency: string }).currency,
        (fields as { reason: string }).reason,
      ]),
    );
    expect(Object.keys(reasons).sort()).toEqual(['BTC', 'ETH', 'LTC', 'SOL']);
    expect(reasons.BTC).toMatch(/price 0 is not positive/);
    expect(reasons.ETH).toMatch(/price -5 is not positive/);
    expect(reasons.LTC).toMatch(/no USD price/);
    expect(reasons.SOL).toMatch(/moved from 1 to 1.6, more than 50%/);

    // A currency keeps its own last good price; within the band it follows the feed again.
    api.prices.bitcoin = 120_000;
    await rates().refresh();
    expect((await usdRates()).rates.BTC).toBe('120000');
  });

  it('never values a wager at $0: a currency whose first price is zero cannot be bet', async () => {
    const zero = await startPriceApi({ tether: 0 });
    const live = await startTestServer({ env: { RATES_API_URL: zero.url } });
    try {
      const { client, userId } = await registerPlayer(live);
      await fund(live, userId, 'USDT', '50000');
      // 20,000 USDT is twice BET_MAX_USD; valued at $0 it would pass every limit.
      expectPaused(await client.post('/api/play/dice/bet', dice('USDT', '20000')), 'USDT');
      expectPaused(
        await client.post('/api/play/mines/bet', {
          currency: 'USDT',
          amount: '20000',
          params: { mines: 24 },
        }),
        'USDT',
      );
      expect(await balanceOf(client, 'USDT')).toBe('50000');
    } finally {
      await live.close();
      await zero.close();
    }
  });
});

describe('stale prices', () => {
  it('stop bets and withdrawals in that currency only, with a clear 503, until a fresh price arrives', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'BTC', '1');
    await fund(server, userId, 'USDT', '100');
    expect((await client.post('/api/play/dice/bet', dice('BTC', '0.0001'))).status).toBe(200);
    const btcBefore = await balanceOf(client, 'BTC');

    // Time passes; the feed keeps pricing everything but bitcoin, whose price it loses.
    later(MAX_AGE_MS + 1000);
    api.prices.bitcoin = null;
    await rates().refresh();
    expect(rates().isUsable('BTC')).toBe(false);
    expect(rates().isUsable('USDT')).toBe(true);

    expectPaused(await client.post('/api/play/dice/bet', dice('BTC', '0.0001')), 'BTC');
    expectPaused(
      await client.post('/api/play/mines/bet', { currency: 'BTC', amount: '0.0001', params: { mines: 3 } }),
      'BTC',
    );
    expectPaused(
      await client.post('/api/wallet/withdraw', withdrawal('BTC', 'BTC', BTC_ADDRESS, '0.01')),
      'BTC',
    );
    // The test-coin faucet's hourly allowance is in USD, so it waits for a price too.
    const address = await depositAddress(client, 'BTC', 'BTC');
    expectPaused(
      await client.post('/api/dev/chain/faucet', {
        network: 'BTC',
        currency: 'BTC',
        address,
        amount: '0.01',
      }),
      'BTC',
    );
    expect(await balanceOf(client, 'BTC')).toBe(btcBefore);
    expect(() => usdInCurrency(rates(), parseAmount('10'), 'BTC')).toThrow(PriceUnavailable);
    // Display keeps the last good price, dated by the oldest price in the table.
    const shown = await usdRates();
    expect(shown.rates.BTC).toBe('100000');
    expect(new Date(shown.asOf).getTime()).toBeLessThan(rates().now() - MAX_AGE_MS);

    expect((await client.post('/api/play/dice/bet', dice('USDT', '1'))).status).toBe(200);

    api.prices.bitcoin = 101_000;
    await rates().refresh();
    expect((await client.post('/api/play/dice/bet', dice('BTC', '0.0001'))).status).toBe(200);
  });

  it('leave an open round finishable, without the pot draw it cannot value', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'BTC', '1');
    let draws = 0;
    server.context.jackpot.draw = () => {
      draws += 1;
      return false;
    };
    const start = await client.post('/api/play/mines/bet', {
      currency: 'BTC',
      amount: '0.0001',
      params: { mines: 3 },
    });
    expect(start.status).toBe(200);
    later(MAX_AGE_MS + 1000);
    const roundId = start.body.round.id;
    const reveal = await client.post('/api/play/mines/next', { roundId, action: 'reveal', tile: 0 });
    expect(reveal.status).toBe(200);
    if (reveal.body.round.status === 'active') {
      expect((await client.post('/api/play/mines/cashout', { roundId })).status).toBe(200);
    }
    expect((await client.get('/api/play/mines/active')).body.round).toBeNull();
    expect(draws).toBe(0);
  });
});

describe('the static table (no RATES_API_URL)', () => {
  it('is positive everywhere and never goes stale: it is the operator’s own price list', async () => {
    for (const crypto of CRYPTO_CODES) {
      for (const fiat of FIAT_CODES)
        expect(fromDecimalString(staticPriceTable()[crypto][fiat])).toBeGreaterThan(0n);
    }
    const embedded = await startTestServer();
    try {
      embedded.context.wallet.rates.now = () => Date.now() + 365 * 86_400_000;
      const { client, userId } = await registerPlayer(embedded);
      await fund(embedded, userId, 'BTC', '1');
      expect((await client.post('/api/play/dice/bet', dice('BTC', '0.0001'))).status).toBe(200);
      expect((await embedded.client().get('/api/wallet/currencies/rates/USD')).body.source).toBe('static');
    } finally {
      await embedded.close();
    }
  });
});

describe('rate settings', () => {
  it('default the maximum age to five refresh intervals and refuse one within an interval', () => {
    expect(loadConfig({}).ratesMaxAgeMs).toBe(300_000);
    expect(loadConfig({ RATES_REFRESH_SECONDS: '600' }).ratesMaxAgeMs).toBe(3_000_000);
    expect(loadConfig({ RATES_MAX_CHANGE_PERCENT: '20' }).ratesMaxChangePercent).toBe(20);
    expect(() => loadConfig({ RATES_MAX_AGE_SECONDS: '60' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATES_MAX_AGE_SECONDS: '60' })).toThrow(/longer than RATES_REFRESH_SECONDS/);
    expect(() => loadConfig({ RATES_MAX_CHANGE_PERCENT: '0' })).toThrow(/RATES_MAX_CHANGE_PERCENT/);
  });
});
