import { totpCodeRequestSchema, totpSetupResponseSchema, userResponseSchema } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../lib/context';
import { limit } from '../../../lib/rate-limit';
import { requireAuth } from '../../../lib/session';
import { presentUser } from '../../users/present-user';
import { recordSecurityEvent } from '../../users/security-events';
import { disableTotp } from './disable-totp';
import { enableTotp } from './enable-totp';
import { startTotpSetup } from './start-totp-setup';

/**
 * Two-factor set-up: totp/new, totp/verify and totp/disable (docs/two-factor.md).
 * Wrong codes are limited by the lock in check-totp-code.ts; the request limits here
 * only stop floods.
 */
const TOTP_CALLS = { max: 10, windowMs: 60_000, playersOnly: true };

export function totpRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const deps = { db: ctx.database.db, secrets: ctx.secrets };

  return async function plugin(app) {
    app.get(
      '/user/totp/new',
      {
        config: { rateLimit: limit({ ...TOTP_CALLS, name: 'totp:new' }) },
        preValidation: requireAuth,
        schema: { response: { 200: totpSetupResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        return startTotpSetup(deps, auth.user);
      },
    );

    app.post(
      '/user/totp/verify',
      {
        config: { rateLimit: limit({ ...TOTP_CALLS, name: 'totp:verify' }) },
        preValidation: requireAuth,
        schema: { body: totpCodeRequestSchema, response: { 200: userResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        await enableTotp(deps, auth.user, request.body.code);
        await recordSecurityEvent(deps.db, { userId: auth.user.id, kind: 'totp_enabled', request });
        request.log.info({ userId: auth.user.id }, 'two-factor turned on');
        return { user: presentUser({ ...auth.user, totp_enabled_at: new Date() }) };
      },
    );

    app.post(
      '/user/totp/disable',
      {
        config: { rateLimit: limit({ ...TOTP_CALLS, name: 'totp:disable' }) },
        preValidation: requireAuth,
        schema: { body: totpCodeRequestSchema, response: { 200: userResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        await disableTotp(deps, auth.user, request.body.code);
        await recordSecurityEvent(deps.db, { userId: auth.user.id, kind: 'totp_disabled', request });
        request.log.info({ userId: auth.user.id }, 'two-factor turned off');
        return { user: presentUser({ ...auth.user, totp_enabled_at: null }) };
      },
    );
  };
}
