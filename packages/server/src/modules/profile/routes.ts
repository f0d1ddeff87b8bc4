import { profileApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { createPasswordChecker } from '../../lib/password-attempts';
import { extraLimit } from '../../lib/rate-limit';
import { register } from '../../lib/register-route';
import { byAddress } from '../users/limit-keys';
import { mailContext } from '../users/mail-context';
import { presentUser } from '../users/present-user';
import { activateEmail } from './activate-email';
import { changeEmail } from './change-email';
import { getQuickview } from './get-quickview';
import { resendVerification } from './resend-verification';

/** Each e-mail change mails a link to an address of the caller's choosing: few an hour. */
const EMAIL_CHANGES = { windowMs: 3_600_000, perAccount: 5, perAddress: 20 };

/** A player's public card, and their e-mail address and its verification (README.md). */
export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;

  return async function plugin(app) {
    const checkPassword = createPasswordChecker(app, ctx.config);

    register(app, profileApi.quickview, async (request) => getQuickview(db, request.params.id));

    const emailChange = { windowMs: EMAIL_CHANGES.windowMs, playersOnly: true };
    register(
      app,
      profileApi.setEmail,
      async (request, _reply, auth) => {
        const deps = { db, secrets: ctx.secrets, mail: mailContext(ctx, request), checkPassword };
        await changeEmail(deps, auth, { ...request.body, request });
        const { email } = request.body;
        return { user: presentUser({ ...auth.user, email, email_verified_at: null }) };
      },
      {
        rateLimit: { ...emailChange, name: 'set-email:account', max: EMAIL_CHANGES.perAccount },
        preHandler: extraLimit(app, {
          ...emailChange,
          name: 'set-email:ip',
          max: EMAIL_CHANGES.perAddress,
          key: byAddress,
        }),
      },
    );

    register(app, profileApi.sendVerifyEmail, async (request, _reply, auth) => {
      await resendVerification(db, mailContext(ctx, request), auth);
      return { ok: true as const };
    });

    /** The link's code is the proof, so no login is needed (the link may open on another device). */
    register(app, profileApi.activateEmail, async (request) => {
      await activateEmail(db, request.body.verificationCode);
      return { ok: true as const };
    });
  };
}
