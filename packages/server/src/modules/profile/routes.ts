import {
  activateEmailRequestSchema,
  okResponseSchema,
  quickviewParamsSchema,
  quickviewResponseSchema,
  setEmailRequestSchema,
  userResponseSchema,
} from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { createPasswordChecker } from '../../lib/password-attempts';
import { extraLimit, limit } from '../../lib/rate-limit';
import { requireAuth } from '../../lib/session';
import { byAddress } from '../users/limit-keys';
import { mailContext } from '../users/mail-context';
import { presentUser } from '../users/present-user';
import { activateEmail } from './activate-email';
import { changeEmail } from './change-email';
import { getQuickview } from './get-quickview';
import { resendVerification } from './resend-verification';

/** Far more player cards than a person opens in a minute. */
export const QUICKVIEWS_PER_MINUTE = 120;

/** Each e-mail change mails a link to an address of the caller's choosing: few an hour. */
const EMAIL_CHANGES = { windowMs: 3_600_000, perAccount: 5, perAddress: 20 };

/** A player's public card, and their e-mail address and its verification (README.md). */
export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;

  return async function plugin(app) {
    const checkPassword = createPasswordChecker(app, ctx.config);

    app.get(
      '/user/quickview/:id',
      {
        // Public, and it counts a player's rounds: bounded like any lookup a script could loop.
        config: { rateLimit: limit({ name: 'quickview', max: QUICKVIEWS_PER_MINUTE, windowMs: 60_000 }) },
        schema: { params: quickviewParamsSchema, response: { 200: quickviewResponseSchema } },
      },
      async (request) => getQuickview(db, request.params.id),
    );

    const emailChange = { windowMs: EMAIL_CHANGES.windowMs, playersOnly: true };
    app.post(
      '/user/set-email',
      {
        config: {
          rateLimit: limit({ ...emailChange, name: 'set-email:account', max: EMAIL_CHANGES.perAccount }),
        },
        preHandler: extraLimit(app, {
          ...emailChange,
          name: 'set-email:ip',
          max: EMAIL_CHANGES.perAddress,
          key: byAddress,
        }),
        preValidation: requireAuth,
        schema: { body: setEmailRequestSchema, response: { 200: userResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const deps = { db, secrets: ctx.secrets, mail: mailContext(ctx, request), checkPassword };
        await changeEmail(deps, auth, { ...request.body, request });
        const { email } = request.body;
        return { user: presentUser({ ...auth.user, email, email_verified_at: null }) };
      },
    );

    app.post(
      '/user/send-verify-email',
      { preValidation: requireAuth, schema: { response: { 200: okResponseSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        await resendVerification(db, mailContext(ctx, request), auth);
        return { ok: true as const };
      },
    );

    /** The link's code is the proof, so no login is needed (the link may open on another device). */
    app.post(
      '/user/activate-email',
      { schema: { body: activateEmailRequestSchema, response: { 200: okResponseSchema } } },
      async (request) => {
        await activateEmail(db, request.body.verificationCode);
        return { ok: true as const };
      },
    );
  };
}
