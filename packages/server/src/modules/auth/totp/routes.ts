import { authApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../lib/context';
import { type RouteServerOptions, register } from '../../../lib/register-route';
import { presentUser } from '../../users/present-user';
import { recordSecurityEvent } from '../../users/security-events';
import { disableTotp } from './disable-totp';
import { enableTotp } from './enable-totp';
import { startTotpSetup } from './start-totp-setup';

/**
 * Two-factor set-up: totp/new, totp/verify and totp/disable (docs/two-factor.md).
 * Wrong codes are limited by the lock in check-totp-code.ts; the request limits of the
 * definitions only stop floods, and count logged-in players only.
 */
const PLAYERS_ONLY: RouteServerOptions = { rateLimit: { playersOnly: true } };

export function totpRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const deps = { db: ctx.database.db, secrets: ctx.secrets };

  return async function plugin(app) {
    register(
      app,
      authApi.totpNew,
      async (_request, _reply, auth) => startTotpSetup(deps, auth.user),
      PLAYERS_ONLY,
    );

    register(
      app,
      authApi.totpVerify,
      async (request, _reply, auth) => {
        await enableTotp(deps, auth.user, request.body.code);
        await recordSecurityEvent(deps.db, { userId: auth.user.id, kind: 'totp_enabled', request });
        request.log.info({ userId: auth.user.id }, 'two-factor turned on');
        return { user: presentUser({ ...auth.user, totp_enabled_at: new Date() }) };
      },
      PLAYERS_ONLY,
    );

    register(
      app,
      authApi.totpDisable,
      async (request, _reply, auth) => {
        await disableTotp(deps, auth.user, request.body.code);
        await recordSecurityEvent(deps.db, { userId: auth.user.id, kind: 'totp_disabled', request });
        request.log.info({ userId: auth.user.id }, 'two-factor turned off');
        return { user: presentUser({ ...auth.user, totp_enabled_at: null }) };
      },
      PLAYERS_ONLY,
    );
  };
}
