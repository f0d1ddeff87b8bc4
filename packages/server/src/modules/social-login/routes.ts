import { ErrorCode, type SocialLoginResponse, socialLoginApi } from '@ante/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { AppError, NotFound } from '../../lib/errors';
import { extraLimit } from '../../lib/rate-limit';
import { type RouteServerOptions, register } from '../../lib/register-route';
import { assertRegionAllows, isSecureRequest, visitorCountry } from '../../lib/request-info';
import { siteUrl } from '../../lib/site-url';
import { requireTotp } from '../auth/totp/require-totp';
import {
  bindBrowser,
  browserHash,
  GOOGLE_STATE_COOKIE,
  PENDING_IDENTITY_COOKIE,
  SECOND_FACTOR_COOKIE,
  unbindBrowser,
} from './browser-binding';
import { completeIdentityLogin } from './complete-identity-login';
import { createGoogleClient, type GoogleClient } from './google-client';
import { finishGoogleLogin, GOOGLE_LOGIN_TTL_MS, googleRedirectUri, startGoogleLogin } from './google-login';
import { createIdentityAccount, findIdentityUser } from './identity-accounts';
import { holdPendingIdentity, PENDING_IDENTITY_TTL_MS, takePendingIdentity } from './pending-identity';
import { finishSecondFactor, holdSecondFactor, SECOND_FACTOR_TTL_MS } from './pending-second-factor';
import {
  issueWalletMessage,
  normaliseAddress,
  useWalletChallenge,
  verifyWalletSignature,
} from './wallet-login';

const USERNAME_REQUIRED: SocialLoginResponse = { usernameRequired: true };

function totpRequired(): AppError {
  return new AppError(401, ErrorCode.TotpRequired, 'Enter the code from your authenticator app.', 'totpCode');
}

const byAddress = (request: FastifyRequest) => `ip:${request.ip}`;

/** The wallet a request names (path or body), for the per-wallet limit. */
function claimedWallet(request: FastifyRequest): string {
  const fromPath = (request.params as { address?: unknown } | null)?.address;
  const fromBody = (request.body as { address?: unknown } | null)?.address;
  const address = typeof fromPath === 'string' ? fromPath : fromBody;
  return typeof address === 'string' ? `wallet:${address.trim().toLowerCase().slice(0, 64)}` : 'wallet:';
}

/**
 * Google login (OpenID Connect) and wallet login (Sign-In with Ethereum): README.md
 * in this folder tells the flows and the decisions. Every route counts under the
 * login limit per address (AUTH_RATE_LIMIT), the wallet ones per wallet too, and
 * refuses restricted territories as password login and register do.
 */
export function socialLoginRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { config } = ctx;
  const { db } = ctx.database;
  const totp = { db, secrets: ctx.secrets };
  const googleClient: GoogleClient | undefined = config.google
    ? createGoogleClient(config.google)
    : undefined;

  function requireGoogle(): GoogleClient {
    if (!googleClient) throw new NotFound('Google login is not available on this site.');
    return googleClient;
  }

  function site(request: FastifyRequest) {
    const url = new URL(siteUrl(request, config));
    return { domain: url.host, uri: url.origin };
  }

  function authLimits(app: FastifyInstance, action: string, perWallet = false): RouteServerOptions {
    const spec = { name: action, max: config.authRateLimit, windowMs: config.authRateWindowMs };
    return {
      rateLimit: { ...spec, key: byAddress },
      ...(perWallet
        ? { preHandler: extraLimit(app, { ...spec, name: `${action}:wallet`, key: claimedWallet }) }
        : {}),
    };
  }

  return async function plugin(app) {
    register(
      app,
      socialLoginApi.googleUrl,
      async (request, reply) => {
        const client = await requireGoogle()(request.log);
        const hash = bindBrowser(
          reply,
          GOOGLE_STATE_COOKIE,
          GOOGLE_LOGIN_TTL_MS,
          isSecureRequest(request, config),
        );
        const url = await startGoogleLogin(db, client, {
          browserHash: hash,
          redirectUri: googleRedirectUri(siteUrl(request, config)),
        });
        return { url };
      },
      authLimits(app, 'google-url'),
    );

    register(
      app,
      socialLoginApi.googleLogin,
      async (request, reply) => {
        const client = await requireGoogle()(request.log);
        assertRegionAllows(request, config, 'login');
        const secure = isSecureRequest(request, config);
        const identity = await finishGoogleLogin(db, client, request.log, {
          ...request.body,
          browserHash: browserHash(request, GOOGLE_STATE_COOKIE),
          redirectUri: googleRedirectUri(siteUrl(request, config)),
        });
        unbindBrowser(reply, GOOGLE_STATE_COOKIE, secure);
        const user = await findIdentityUser(db, 'google', identity.subject);
        if (user?.totp_enabled_at) {
          // Google is one factor: the session waits for the code (POST /user/login/google/totp).
          const held = bindBrowser(reply, SECOND_FACTOR_COOKIE, SECOND_FACTOR_TTL_MS, secure);
          await holdSecondFactor(db, held, identity.subject);
          throw totpRequired();
        }
        if (user)
          return completeIdentityLogin(ctx, request, reply, { user, provider: 'google', created: false });
        const hash = bindBrowser(reply, PENDING_IDENTITY_COOKIE, PENDING_IDENTITY_TTL_MS, secure);
        await holdPendingIdentity(db, hash, identity);
        return USERNAME_REQUIRED;
      },
      authLimits(app, 'login'),
    );

    register(
      app,
      socialLoginApi.googleTotp,
      async (request, reply) => {
        requireGoogle();
        assertRegionAllows(request, config, 'login');
        const user = await finishSecondFactor(totp, {
          browserHash: browserHash(request, SECOND_FACTOR_COOKIE),
          totpCode: request.body.totpCode,
        });
        unbindBrowser(reply, SECOND_FACTOR_COOKIE, isSecureRequest(request, config));
        return completeIdentityLogin(ctx, request, reply, { user, provider: 'google', created: false });
      },
      authLimits(app, 'login'),
    );

    register(
      app,
      socialLoginApi.googleRegister,
      async (request, reply) => {
        requireGoogle();
        assertRegionAllows(request, config, 'register');
        const pending = browserHash(request, PENDING_IDENTITY_COOKIE);
        const user = await db.transaction().execute(async (trx) => {
          const identity = await takePendingIdentity(trx, pending);
          return createIdentityAccount(trx, identity, {
            username: request.body.username,
            referrer: request.body.referrer,
            country: visitorCountry(request, config),
          });
        });
        unbindBrowser(reply, PENDING_IDENTITY_COOKIE, isSecureRequest(request, config));
        return completeIdentityLogin(ctx, request, reply, { user, provider: 'google', created: true });
      },
      authLimits(app, 'register'),
    );

    register(
      app,
      socialLoginApi.walletMessage,
      async (request) => {
        const address = normaliseAddress(request.params.address.trim());
        const { message, expiresAt } = await issueWalletMessage(db, address, site(request));
        return { message, expiresAt: expiresAt.toISOString() };
      },
      authLimits(app, 'wallet-message', true),
    );

    register(
      app,
      socialLoginApi.walletLogin,
      async (request, reply) => {
        assertRegionAllows(request, config, 'login');
        const { totpCode, ...signed } = request.body;
        const wallet = await verifyWalletSignature(db, signed, site(request));
        const user = await findIdentityUser(db, 'ethereum', wallet.address);
        // A new wallet keeps its message unused: the same signature then registers it.
        if (!user) return USERNAME_REQUIRED;
        // With two-factor on, the message is used up only with an accepted code (in
        // the code's transaction): no code or a wrong one leaves it for a resend.
        const useMessage = (trx: typeof db) => useWalletChallenge(trx, wallet.challengeId);
        if (user.totp_enabled_at === null) await useMessage(db);
        else await requireTotp(totp, user, totpCode, { missingStatus: 401, onAccepted: useMessage });
        return completeIdentityLogin(ctx, request, reply, { user, provider: 'ethereum', created: false });
      },
      authLimits(app, 'login', true),
    );

    register(
      app,
      socialLoginApi.walletRegister,
      async (request, reply) => {
        assertRegionAllows(request, config, 'register');
        const { username, referrer, ...signed } = request.body;
        const wallet = await verifyWalletSignature(db, signed, site(request));
        const user = await db.transaction().execute(async (trx) => {
          await useWalletChallenge(trx, wallet.challengeId);
          return createIdentityAccount(
            trx,
            { provider: 'ethereum', subject: wallet.address, email: null },
            { username, referrer, country: visitorCountry(request, config) },
          );
        });
        return completeIdentityLogin(ctx, request, reply, { user, provider: 'ethereum', created: true });
      },
      authLimits(app, 'register', true),
    );
  };
}
