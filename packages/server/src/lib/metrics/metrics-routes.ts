import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Bus } from '../bus/bus';
import type { Config } from '../config';
import { NotFound, NotLoggedIn } from '../errors';
import { busLag, httpDuration, registry } from './metrics';

export const METRICS_PATH = '/metrics';
const PROBE_CHANNEL = 'metrics:bus-probe';
const PROBE_EVERY_MS = 5_000;

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Whether an Authorization header carries the metrics token (compared in constant time). */
export function bearerMatches(header: string | string[] | undefined, token: string): boolean {
  if (typeof header !== 'string') return false;
  const match = /^Bearer (.+)$/.exec(header);
  return match !== null && timingSafeEqual(digest(match[1] as string), digest(token));
}

/**
 * Measures every request (per route pattern, so ids in paths do not make a series
 * each), serves `GET /metrics` on the public port when METRICS_TOKEN is set (then
 * only to a bearer of it; otherwise the path is unknown there), and times this node's
 * bus with a probe it publishes and hears back every few seconds.
 */
export function installMetrics(app: FastifyInstance, config: Config, bus: Bus): void {
  app.addHook('onResponse', async (request, reply) => {
    // A request that matched no route (a page of the web app, a probe for files) counts
    // under one name, so scanners cannot make a series per path they try.
    const route = request.routeOptions.url ?? 'unmatched';
    httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const token = config.metrics.token;
  app.get(METRICS_PATH, async (request, reply) => {
    if (!token) throw new NotFound();
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new NotLoggedIn('The metrics need the bearer token set in METRICS_TOKEN.');
    }
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });

  const node = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let stopProbe: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopProbe = await bus.subscribe(PROBE_CHANNEL, (message) => {
      const probe = message as { node?: unknown; sentAt?: unknown };
      // Only this node's own probes: another node's clock may not agree with ours.
      if (probe.node !== node || typeof probe.sentAt !== 'number') return;
      busLag.observe(Math.max(0, Date.now() - probe.sentAt) / 1000);
    });
    const probe = () => void bus.publish(PROBE_CHANNEL, { node, sentAt: Date.now() });
    probe();
    timer = setInterval(probe, PROBE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    // Redis may be gone by now; the node closes all the same.
    await stopProbe?.().catch(() => {});
  });
}

/**
 * The metrics on an address of their own (METRICS_HOST, METRICS_PORT), for an
 * operator who keeps Prometheus on an internal network: there no token is asked
 * unless METRICS_TOKEN is set too. Answers the port it listens on (METRICS_PORT=0
 * picks a free one) and a function that closes it; null when METRICS_HOST is unset.
 */
export async function startMetricsListener(
  config: Config,
): Promise<{ port: number; close: () => Promise<void> } | null> {
  const { host, port, token } = config.metrics;
  if (!host) return null;
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.\n');
      return;
    }
    if (token && !bearerMatches(request.headers.authorization, token)) {
      response
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
        .end('Unauthorised.\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed.\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
