import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestServer, type TestServer } from '../../test/harness';
import { SocketClient } from '../../test/socket-client';
import { diceBet, eventually, expectLedgerSound, fund } from '../../test/wallet-helpers';
import { loadConfig } from '../config';
import { feedChannel } from '../events';
import { startMetricsListener } from './metrics-routes';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** One sample's value from Prometheus' text format, or 0 when the series is absent. */
function sample(text: string, name: string, labels = ''): number {
  const line = text.split('\n').find((each) => each.startsWith(`${name}${labels} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

describe('GET /metrics', () => {
  let server: TestServer;
  let closed: TestServer;
  beforeAll(async () => {
    [server, closed] = await Promise.all([
      startTestServer({ env: { METRICS_TOKEN: TOKEN } }),
      startTestServer(),
    ]);
  });
  afterAll(() => Promise.all([server.close(), closed.close()]));

  const scrape = async () => {
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };

  it('is unknown when no METRICS_TOKEN is set, whatever the request carries', async () => {
    const anonymous = await closed.client().get('/metrics');
    expect(anonymous.status).toBe(404);
    const bearing = await closed.client().get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(bearing.status).toBe(404);
  });

  it('asks for the bearer token: none, a wrong one, another scheme or a near miss is a 401', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong',
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `bearer${TOKEN}`,
      `Bearer ${TOKEN}\u00e9`,
    ]) {
      const response = await server.client().get('/metrics', authorization ? { authorization } : {});
      expect(response.status, String(authorization)).toBe(401);
      expect(response.body.message).toContain('METRICS_TOKEN');
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
    // A logged-in player is no one special here.
    const { client } = await registerPlayer(server);
    expect((await client.get('/metrics')).status).toBe(401);
  });

  it('counts bets, wagers, transfers, routes, socket frames, the pool, the bus and the event loop', async () => {
    const { client, userId } = await registerPlayer(server);
    await fund(server, userId, 'USDT', '100');
    const watcher = await SocketClient.open(server.url);
    await watcher.init();
    watcher.send({ type: 'subscribe', id: 'all', payload: { feed: 'all_bets' } });
    // The subscription is live once an event published now reaches the socket.
    await eventually(async () => {
      await server.context.bus.publish(feedChannel('all_bets'), { marker: true });
      await watcher.next((m) => m.type === 'next' && m.id === 'all', 1_000);
    });
    const before = await scrape();
    expect(sample(before, 'ante_socket_subscriptions', '{feed="all_bets"}')).toBeGreaterThanOrEqual(1);
    expect(sample(before, 'ante_socket_connections')).toBeGreaterThanOrEqual(1);

    const bets = [await diceBet(client, '2', 49.5), await diceBet(client, '3', 49.5)];
    const paid = bets.filter((bet) => bet.round.payout !== '0').length;
    // Both bets reach the socket, in one frame or two (the feed goes out in batches).
    const unseen = new Set(bets.map((bet) => bet.round.id));
    while (unseen.size > 0) {
      const frame = await watcher.nextOfType('next', 'all');
      for (const event of frame.payload.events) unseen.delete(event.roundId);
    }

    await eventually(async () => {
      const after = await scrape();
      const delta = (name: string, labels = '') => sample(after, name, labels) - sample(before, name, labels);
      expect(delta('ante_bets_total', '{game="dice"}')).toBe(2);
      // The counter is a float the worker's earlier test files added to: the difference
      // of two floats is 5 within rounding, not always exactly.
      expect(delta('ante_wagered_usd_total', '{game="dice"}')).toBeCloseTo(5, 9);
      expect(delta('ante_ledger_transfers_total', '{code="bet"}')).toBe(2);
      expect(delta('ante_ledger_transfers_total', '{code="payout"}')).toBe(paid);
      expect(delta('ante_socket_frames_sent_total', '{feed="all_bets"}')).toBeGreaterThanOrEqual(1);
      expect(
        delta(
          'ante_http_request_duration_seconds_count',
          '{method="POST",route="/api/play/:slug/bet",status_code="200"}',
        ),
      ).toBe(2);
      expect(sample(after, 'ante_db_pool_connections', '{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(after, 'ante_db_pool_wait_seconds_count')).toBeGreaterThan(0);
      expect(sample(after, 'ante_bus_delivery_lag_seconds_count')).toBeGreaterThanOrEqual(1);
      expect(after).toContain('nodejs_eventloop_lag_seconds');
    });
    watcher.ws.close();
    await expectLedgerSound(server);
  });

  it('names an unknown path once, not once per path a scanner tries', async () => {
    for (const path of ['/api/nope-1', '/api/nope-2', '/api/../../etc/passwd']) {
      await server.client().get(path);
    }
    const text = await scrape();
    expect(text).not.toContain('nope-');
    expect(text).toContain('route="unmatched"');
  });
});

describe('METRICS_HOST', () => {
  it('serves the metrics on an address of its own, with the token when one is set too', async () => {
    const open = await startMetricsListener(
      loadConfig({ NODE_ENV: 'test', METRICS_HOST: '127.0.0.1', METRICS_PORT: '0' }),
    );
    const guarded = await startMetricsListener(
      loadConfig({ NODE_ENV: 'test', METRICS_HOST: '127.0.0.1', METRICS_PORT: '0', METRICS_TOKEN: TOKEN }),
    );
    expect(await startMetricsListener(loadConfig({ NODE_ENV: 'test' }))).toBeNull();
    try {
      const base = `http://127.0.0.1:${open?.port}`;
      const ok = await fetch(`${base}/metrics`);
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain('ante_bets_total');
      expect((await fetch(`${base}/other`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
      const guardedBase = `http://127.0.0.1:${guarded?.port}`;
      expect((await fetch(`${guardedBase}/metrics`)).status).toBe(401);
      const authorised = await fetch(`${guardedBase}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(authorised.status).toBe(200);
    } finally {
      await open?.close();
      await guarded?.close();
    }
  });

  it('refuses a token too short to guard anything', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
