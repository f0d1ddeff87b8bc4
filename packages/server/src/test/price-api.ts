import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A CoinGecko-compatible price API on a local port (`/simple/price`), for servers
 * started with `RATES_API_URL: api.url`. Every id is priced `defaultPrice` in every
 * fiat unless `prices` says otherwise: a number (also zero or negative), or null to
 * leave that coin out of the answer. `healthy = false` makes it answer 500.
 */
export interface PriceApi {
  url: string;
  prices: Record<string, number | null>;
  healthy: boolean;
  requests: number;
  close(): Promise<void>;
}

export async function startPriceApi(
  prices: Record<string, number | null> = {},
  defaultPrice = 1,
): Promise<PriceApi> {
  const api: Omit<PriceApi, 'url' | 'close'> = { prices, healthy: true, requests: 0 };
  const server = http.createServer((request, response) => {
    api.requests += 1;
    const url = new URL(request.url ?? '/', 'http://x');
    if (!api.healthy || url.pathname !== '/simple/price') {
      response.writeHead(500).end('down');
      return;
    }
    const ids = (url.searchParams.get('ids') ?? '').split(',');
    const fiats = (url.searchParams.get('vs_currencies') ?? '').split(',');
    const body: Record<string, Record<string, number>> = {};
    for (const id of ids) {
      const price = id in api.prices ? api.prices[id] : defaultPrice;
      if (price === null || price === undefined) continue;
      body[id] = Object.fromEntries(fiats.map((fiat) => [fiat, price]));
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(api, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
