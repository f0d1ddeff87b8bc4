import { authApi } from '@ante/core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { transactionWithEvents } from '../../lib/events';
import { createPasswordChecker } from '../../lib/password-attempts';
import { extraLimit } from '../../lib/rate-limit';
import { type RouteServerOptions, register } from '../../lib/register-route';
import {
  assertRegionAllows,
  isSecureRequest,
  isVisitorRestricted,
  visitorCountry,
} from '../../lib/request-info';
import { clearSessionCookie, setSessionCookie } from '../../lib/session';
import { sendRegistrationVerification } from '../profile/send-registration-verification';
import { byAddress, claimedAccount, claimedEmail } from '../users/limit-keys';
import { mailContext } from '../users/mail-context';
import { presentUser } from '../users/present-user';
import { changePassword } from './change-password';
import { endSession } from './end-session';
import { finishPasswordReset } from './finish-password-reset';
import { loginUser } from './login-user';
import { registerUser } from './register-user';
import { startPasswordReset } from './start-password-reset';
import { startSession } from './start-session';

const OK = { ok: true as const };

/** Each reset request may mail a link to someone's inbox: few an hour per address asked for, and per caller. */
const RESET_REQUESTS = { windowMs: 3_600_000, perEmail: 5, perAddress: 20 };

/** Registration, sign-in and sign-out, and the password (README.md). Two-factor is in totp/. */
export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { config } = ctx;
  const { db } = ctx.database;

  /**
   * Login and register attempts, per address and per account named (the stricter
   * AUTH_RATE_LIMIT): the address count runs first, the account one once the body is read.
   */
  function authLimits(app: FastifyInstance, action: string): RouteServerOptions {
    const spec = { name: action, max: config.authRateLimit, windowMs: config.authRateWindowMs };
    return {
      rateLimit: { ...spec, key: byAddress },
      preHandler: extraLimit(app, { ...spec, key: claimedAccount }),
    };
  }

  return async function plugin(app) {
    const checkPassword = createPasswordChecker(app, config);
    const deps = { db, secrets: ctx.secrets, bus: ctx.bus, checkPassword, afterResponse: ctx.afterResponse };

    register(app, authApi.allowRegister, async (request) => ({
      allowed: !isVisitorRestricted(request, config),
      country: visitorCountry(request, config),
    }));

    register(
      app,
      authApi.register,
      async (request, reply) => {
        assertRegionAllows(request, config, 'register');
        const user = await registerUser(db, request.body, { country: visitorCountry(request, config) });
        const session = await startSession(db, {
          userId: user.id,
          kind: 'account_created',
          request,
          ttlMs: config.sessionTtlMs,
        });
        setSessionCookie(reply, session.token, session.expiresAt, isSecureRequest(request, config));
        request.log.info({ userId: user.id }, 'user registered');
        await sendRegistrationVerification(db, mailContext(ctx, request), user);
        return { user: presentUser(user) };
      },
      authLimits(app, 'register'),
    );

    register(
      app,
      authApi.login,
      async (request, reply) => {
        assertRegionAllows(request, config, 'login');
        const user = await loginUser(deps, request.body, request);
        const session = await startSession(db, {
          userId: user.id,
          kind: 'login',
          request,
          ttlMs: config.sessionTtlMs,
        });
        setSessionCookie(reply, session.token, session.expiresAt, isSecureRequest(request, config));
        return { user: presentUser(user) };
      },
      authLimits(app, 'login'),
    );

    /**
     * Sign out is idempotent: without a live session it still clears the cookie and
     * answers 200, because the client signs out locally whatever the answer is.
     */
    register(app, authApi.logout, async (request, reply) => {
      const auth = await request.auth();
      if (auth) {
        await transactionWithEvents(db, ctx.bus, (trx, events) => endSession(trx, events, auth.session.id));
      }
      clearSessionCookie(reply, isSecureRequest(request, config));
      return OK;
    });

    register(app, authApi.me, async (_request, _reply, auth) => ({ user: presentUser(auth.user) }));

    register(app, authApi.current, async (request) => {
      const auth = await request.auth();
      return { user: auth ? presentUser(auth.user) : null };
    });

    register(app, authApi.changePassword, async (request, _reply, auth) => {
      const revokedSessions = await changePassword(deps, auth, { ...request.body, request });
      request.log.info({ userId: auth.user.id, revokedSessions }, 'password changed');
      return OK;
    });

    const resetRequest = { windowMs: RESET_REQUESTS.windowMs };
    /**
     * Always the same 200, at once: the look-up and the e-mail run after the answer
     * (start-password-reset.ts), so nothing in it tells whether an account uses the address.
     */
    register(
      app,
      authApi.startPasswordReset,
      async (request) => {
        const mail = mailContext(ctx, request);
        const { email } = request.body;
        ctx.afterResponse.run(request.log, 'a password reset request', () =>
          startPasswordReset(db, mail, email),
        );
        return OK;
      },
      {
        rateLimit: {
          ...resetRequest,
          name: 'start-pw-reset:ip',
          max: RESET_REQUESTS.perAddress,
          key: byAddress,
        },
        preHandler: extraLimit(app, {
          ...resetRequest,
          name: 'start-pw-reset:email',
          max: RESET_REQUESTS.perEmail,
          key: claimedEmail,
        }),
      },
    );

    /** The link's code is the proof, so no login is needed; on success the player is logged in. */
    register(
      app,
      authApi.finishPasswordReset,
      async (request, reply) => {
        assertRegionAllows(request, config, 'login');
        const reset = await finishPasswordReset(deps, {
          ...request.body,
          request,
          sessionTtlMs: config.sessionTtlMs,
        });
        setSessionCookie(reply, reset.token, reset.expiresAt, isSecureRequest(request, config));
        request.log.info({ userId: reset.user.id, revokedSessions: reset.revokedSessions }, 'password reset');
        return { user: presentUser(reset.user) };
      },
      {
        rateLimit: {
          name: 'finish-pw-reset',
          max: config.authRateLimit,
          windowMs: config.authRateWindowMs,
          key: byAddress,
        },
      },
    );
  };
}
