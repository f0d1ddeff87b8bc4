import { CRYPTO_CODES } from '@ante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { startPriceApi } from '../../test/price-api';
import { fund } from '../../test/wallet-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/wallet/balances', () => {
  it('maps every supported currency, in order, to its balance', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'ETH', '1.5');
    const response = await client.get('/api/wallet/balances');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual([...CRYPTO_CODES]);
    expect(response.body.ETH).toBe('1.5');
    expect(response.body.BTC).toBe('0');
  });

  it('answers 401 when not logged in', async () => {
    const response = await server.client().get('/api/wallet/balances');
    expect(response.status).toBe(401);
    expect((await server.client().get('/api/wallet/vault/balances')).status).toBe(401);
  });

  it('follows the configured list of currencies', async () => {
    const custom = await startTestServer({ env: { SUPPORTED_CURRENCIES: 'ETH, btc' } });
    try {
      const { client } = await registerPlayer(custom);
      expect(Object.keys((await client.get('/api/wallet/balances')).body)).toEqual(['ETH', 'BTC']);
      const deposit = await client.post('/api/wallet/deposit', { currency: 'LTC' });
      expect(deposit.status).toBe(400);
      expect(deposit.body.message).toContain('LTC is not offered');
    } finally {
      await custom.close();
    }
  });
});

describe('GET /api/wallet/currencies/rates/{fiat}', () => {
  it('gives the dated static table by default, for any of the 17 fiat currencies', async () => {
    const usd = await server.client().get('/api/wallet/currencies/rates/USD');
    expect(usd.status).toBe(200);
    expect(usd.body).toMatchObject({ fiat: 'USD', source: 'static', asOf: '2026-11-01T00:00:00.000Z' });
    expect(Object.keys(usd.body.rates)).toEqual([...CRYPTO_CODES]);
    expect(usd.body.rates.BTC).toBe('95000');
    expect(usd.body.rates.USDT).toBe('1');
    const eur = await server.client().get('/api/wallet/currencies/rates/eur');
    expect(eur.body.rates.USDT).toBe('0.92');
  });

  it('answers 400 for an unknown fiat currency', async () => {
    const response = await server.client().get('/api/wallet/currencies/rates/XYZ');
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('Unknown fiat currency');
  });
});

describe('live price provider', () => {
  it('uses the configured API, and keeps the last good rates when it fails', async () => {
    const api = await startPriceApi({ bitcoin: 100_000.5 }, 2);
    const live = await startTestServer({ env: { RATES_API_URL: api.url } });
    try {
      const first = await live.client().get('/api/wallet/currencies/rates/USD');
      expect(first.body.source).toBe('live');
      expect(first.body.rates.BTC).toBe('100000.5');
      expect(first.body.rates.ETH).toBe('2');
      api.healthy = false;
      api.prices.bitcoin = 90_000;
      expect(await live.context.wallet.rates.refresh()).toBe(false);
      const kept = await live.client().get('/api/wallet/currencies/rates/USD');
      expect(kept.body.rates.BTC).toBe('100000.5');
      api.healthy = true;
      expect(await live.context.wallet.rates.refresh()).toBe(true);
      expect((await live.client().get('/api/wallet/currencies/rates/USD')).body.rates.BTC).toBe('90000');
      expect(api.requests).toBeGreaterThanOrEqual(3);
    } finally {
      await live.close();
      await api.close();
    }
  });
});

describe('GET /api/wallet/config', () => {
  it('tells the browser the currencies, the chain and its faucet allowance, without login', async () => {
    const response = await server.client().get('/api/wallet/config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      supportedCurrencies: [...CRYPTO_CODES],
      chain: 'simulated',
      networks: expect.objectContaining({
        BTC: { kind: 'simulated', paused: null },
        'BNB.BSC': { kind: 'simulated', paused: null },
      }),
      testFaucetUsdPerHour: '10000',
      withdrawalDelaySeconds: 30,
    });
  });
});
