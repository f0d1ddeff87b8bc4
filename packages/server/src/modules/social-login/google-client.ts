import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { Config } from '../../lib/config';
import { Unavailable } from '../../lib/errors';

type GoogleSettings = NonNullable<Config['google']>;

/** How long Google (or the issuer standing in for it) may take to answer one call. */
const ISSUER_TIMEOUT_SECONDS = 10;

/**
 * The OpenID Connect client for Google (openid-client), made from the issuer's
 * discovery document on first use and kept. A failed discovery is not kept, so the
 * next login tries again; meanwhile logins answer 503. Plain http is allowed only
 * for an http issuer, which configuration admits outside production or on localhost.
 */
export function createGoogleClient(settings: GoogleSettings) {
  let discovered: Promise<oidc.Configuration> | undefined;

  async function discover(): Promise<oidc.Configuration> {
    const issuer = new URL(settings.issuer);
    return oidc.discovery(
      issuer,
      settings.clientId,
      { client_secret: settings.clientSecret },
      oidc.ClientSecretPost(settings.clientSecret),
      {
        timeout: ISSUER_TIMEOUT_SECONDS,
        ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
      },
    );
  }

  return async function googleClient(log: FastifyBaseLogger): Promise<oidc.Configuration> {
    discovered ??= discover();
    try {
      return await discovered;
    } catch (error) {
      discovered = undefined;
      log.warn({ err: error, issuer: settings.issuer }, 'google discovery failed');
      throw new Unavailable('Google login is unavailable right now. Please try again later.');
    }
  };
}

export type GoogleClient = ReturnType<typeof createGoogleClient>;
