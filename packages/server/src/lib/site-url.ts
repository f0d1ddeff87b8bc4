import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from './config';

/**
 * Where links in e-mails point (activation, breaks, any later password reset). Only
 * configuration decides: PUBLIC_URL when it is set; otherwise the origin the request
 * came to if it is one the operator trusts (a CORS_ORIGINS entry, or this server's
 * own `http://localhost:<port>` or `http://127.0.0.1:<port>`), else
 * `http://localhost:<port>`. The Host header is the client's to write, so a link
 * built from it alone would send a victim's activation code to whoever forged it.
 */
export function siteUrl(request: FastifyRequest, config: Config): string {
  if (config.publicUrl) return config.publicUrl;
  const address = request.server.server.address() as AddressInfo | null;
  const port = address?.port ?? config.port;
  const local = `http://localhost:${port}`;
  const trusted = new Set([...config.corsOrigins, local, `http://127.0.0.1:${port}`]);
  const own = `${request.protocol}://${request.host}`.toLowerCase();
  return trusted.has(own) ? own : local;
}
