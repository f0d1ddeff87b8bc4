import { ErrorCode } from '@ante/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config';
import { Forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** GET routes that change state anyway (the spec's sign-out is a GET). */
const UNSAFE_GETS = ['/api/user/logout'];

/**
 * Refuses state-changing API requests that a browser sent on behalf of another site.
 * The session cookie is SameSite=Lax, which already keeps it off cross-site POSTs in
 * current browsers; this is the second lock, using what browsers tell us: the
 * `Origin` header (sent on every cross-origin POST) and `Sec-Fetch-Site`. Clients
 * that send neither (scripts, servers) carry no ambient cookie, so they are allowed.
 * Bodies must also be JSON (the text/plain parser is removed in app.ts), which a
 * plain HTML form cannot send.
 */
export function installCrossSiteProtection(app: FastifyInstance, config: Config): void {
  const trusted = new Set(config.corsOrigins);
  if (config.publicUrl) trusted.add(new URL(config.publicUrl).origin);

  function isTrustedOrigin(origin: string, request: FastifyRequest): boolean {
    return trusted.has(origin) || origin === `${request.protocol}://${request.host}`;
  }

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const path = request.url.split('?')[0] ?? '';
    if (SAFE_METHODS.has(request.method) && !UNSAFE_GETS.includes(path)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!isTrustedOrigin(origin, request)) {
        throw new Forbidden('Cross-site request refused.', ErrorCode.CrossSite);
      }
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new Forbidden('Cross-site request refused.', ErrorCode.CrossSite);
    }
  });
}
