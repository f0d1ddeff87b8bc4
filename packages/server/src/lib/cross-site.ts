import { ErrorCode } from '@ante/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config';
import { Forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent on behalf of another site.
 * The session cookie is SameSite=Lax, which already keeps it off cross-site POSTs (and
 * off a GET another site's image or script sends) in current browsers, though not off
 * a top-level link, which is a GET: so the few GETs that change state
 * (their definitions say `changesState`) are checked as POSTs are. This is the second lock, using
 * what browsers tell us: the
 * `Origin` header (sent on every cross-origin POST) and `Sec-Fetch-Site`. Clients
 * that send neither (scripts, servers) carry no ambient cookie, so they are allowed.
 * Bodies must also be JSON (the text/plain parser is removed in app.ts), which a
 * plain HTML form cannot send.
 *
 * The check reads the route the router matched, never the raw URL: the router
 * decodes the path (`/%61pi/user/logout` is `/api/user/logout` to it), so any test on
 * the URL's spelling could be stepped around. A request that matched no route reaches
 * only the not-found answer, which changes nothing.
 */
export function installCrossSiteProtection(app: FastifyInstance, config: Config): void {
  const trusted = new Set(config.corsOrigins);
  if (config.publicUrl) trusted.add(new URL(config.publicUrl).origin);

  function isTrustedOrigin(origin: string, request: FastifyRequest): boolean {
    return trusted.has(origin) || origin === `${request.protocol}://${request.host}`;
  }

  function changesState(request: FastifyRequest): boolean {
    const route = request.routeOptions.url;
    if (route === undefined) return false;
    if (!SAFE_METHODS.has(request.method)) return true;
    // HEAD too: Fastify answers HEAD with the GET handler.
    return request.method !== 'OPTIONS' && request.routeOptions.config.changesState === true;
  }

  app.addHook('onRequest', async (request) => {
    if (!changesState(request)) return;
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
