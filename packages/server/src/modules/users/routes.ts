import {
  activateEmailRequestSchema,
  allowRegisterResponseSchema,
  changePasswordRequestSchema,
  currentUserResponseSchema,
  excludeInitRequestSchema,
  excludeUpdateRequestSchema,
  exclusionResponseSchema,
  finishPasswordResetRequestSchema,
  friendFavoriteRequestSchema,
  friendRequestSchema,
  friendStatusRequestSchema,
  friendsRequestSchema,
  friendsResponseSchema,
  loginRequestSchema,
  type OkResponse,
  okResponseSchema,
  quickviewParamsSchema,
  quickviewResponseSchema,
  refreshAuthResponseSchema,
  registerRequestSchema,
  revokeSessionRequestSchema,
  securityEventsResponseSchema,
  sessionsResponseSchema,
  setEmailRequestSchema,
  startPasswordResetRequestSchema,
  userResponseSchema,
} from '@ante/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { announceRevokedSessions } from '../../lib/events';
import { confirmWithPassword, createPasswordChecker } from '../../lib/password-attempts';
import { extraLimit, limit } from '../../lib/rate-limit';
import {
  assertRegionAllows,
  isSecureRequest,
  isVisitorRestricted,
  userAgent,
  visitorCountry,
} from '../../lib/request-info';
import {
  clearSessionCookie,
  createSession,
  requireAuth,
  sessionToken,
  setSessionCookie,
  type UserRow,
} from '../../lib/session';
import { siteUrl } from '../../lib/site-url';
import { changePassword } from './change-password';
import {
  activateEmail,
  type MailContext,
  resendVerification,
  sendRegistrationVerification,
  setEmail,
} from './email-verification';
import { addFriend, listFriends, removeFriend, setFavorite } from './friends';
import { getQuickview } from './get-quickview';
import { loginUser } from './login-user';
import { endSession, extendSession, listSessions, revokeSession } from './manage-sessions';
import { finishPasswordReset, startPasswordReset } from './password-reset';
import { presentUser } from './present-user';
import { registerUser } from './register-user';
import { listSecurityEvents, recordSecurityEvent, recordSignIn } from './security-events';
import { applyExclusion, requestExclusionLink } from './self-exclusion';
import { requireTotp } from './totp/require-totp';

/** The account name a login or register body names, for the per-account rate limit. */
function claimedAccount(request: FastifyRequest): string {
  const name = (request.body as { username?: unknown } | null)?.username;
  return typeof name === 'string' ? `account:${name.trim().toLowerCase().slice(0, 254)}` : 'account:';
}

const byAddress = (request: FastifyRequest) => `ip:${request.ip}`;

/** The address a password reset body names, normalised as the schema will, for its rate limit. */
function claimedEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? `email:${email.trim().toLowerCase().slice(0, 254)}` : 'email:';
}

const OK: OkResponse = { ok: true };

/** Far more player cards than a person opens in a minute. */
export const QUICKVIEWS_PER_MINUTE = 120;

/** Each e-mail change mails a link to an address of the caller's choosing: few an hour. */
const EMAIL_CHANGES = { windowMs: 3_600_000, perAccount: 5, perAddress: 20 };

/** Each reset request may mail a link to someone's inbox: few an hour per address asked for, and per caller. */
const RESET_REQUESTS = { windowMs: 3_600_000, perEmail: 5, perAddress: 20 };

export function usersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { config } = ctx;
  const { db } = ctx.database;
  const totp = { db, secrets: ctx.secrets };

  /**
   * Login and register attempts, per address and per account named (the stricter
   * AUTH_RATE_LIMIT): the address count runs first, the account one once the body is read.
   */
  function authLimits(app: FastifyInstance, action: string) {
    const spec = { name: action, max: config.authRateLimit, windowMs: config.authRateWindowMs };
    return {
      config: { rateLimit: limit({ ...spec, key: byAddress }) },
      preHandler: extraLimit(app, { ...spec, key: claimedAccount }),
    };
  }

  /** Starts a session for a player who has just proved who they are, and records the sign-in. */
  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    kind: 'account_created' | 'login',
  ) {
    const { token, session } = await createSession(db, {
      userId: user.id,
      userAgent: userAgent(request),
      ip: request.ip,
      ttlMs: config.sessionTtlMs,
    });
    await recordSignIn(db, { userId: user.id, kind, request });
    setSessionCookie(reply, token, session.expiresAt, isSecureRequest(request, config));
  }

  function mailContext(request: FastifyRequest): MailContext {
    return {
      mailer: ctx.mailer,
      log: request.log,
      siteUrl: siteUrl(request, config),
    };
  }

  return async function plugin(app) {
    const checkPassword = createPasswordChecker(app, config);

    /**
     * Work that must not hold up the answer, because its duration would tell the caller
     * something (whether an account exists). Its failures are logged; closing the
     * server waits for what is under way.
     */
    const pending = new Set<Promise<void>>();
    function inBackground(request: FastifyRequest, what: string, task: () => Promise<void>) {
      const run: Promise<void> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => request.log.error({ err: error }, `${what} failed`))
        .finally(() => pending.delete(run));
      pending.add(run);
    }
    app.addHook('onClose', async () => {
      await Promise.allSettled([...pending]);
    });

    app.get(
      '/user/allow-register',
      { schema: { response: { 200: allowRegisterResponseSchema } } },
      async (request) => ({
        allowed: !isVisitorRestricted(request, config),
        country: visitorCountry(request, config),
      }),
    );

    app.post(
      '/user/register',
      {
        ...authLimits(app, 'register'),
        schema: { body: registerRequestSchema, response: { 200: userResponseSchema } },
      },
      async (request, reply) => {
        assertRegionAllows(request, config, 'register');
        const user = await registerUser(db, request.body, { country: visitorCountry(request, config) });
        await startSession(request, reply, user, 'account_created');
        request.log.info({ userId: user.id }, 'user registered');
        await sendRegistrationVerification(db, mailContext(request), user);
        return { user: presentUser(user) };
      },
    );

    app.post(
      '/user/login',
      {
        ...authLimits(app, 'login'),
        schema: { body: loginRequestSchema, response: { 200: userResponseSchema } },
      },
      async (request, reply) => {
        assertRegionAllows(request, config, 'login');
        const user = await loginUser(db, request.body, {
          request,
          checkPassword,
          onWrongPassword: (owner) =>
            inBackground(request, 'recording a failed login', () =>
              recordSecurityEvent(db, { userId: owner.id, kind: 'login_failed', request }),
            ),
        });
        try {
          await requireTotp(totp, user, request.body.totpCode, { missingStatus: 401 });
        } catch (error) {
          // A wrong second factor after the right password is a failed login worth
          // showing the owner: someone knows their password.
          if (request.body.totpCode !== undefined) {
            inBackground(request, 'recording a failed login', () =>
              recordSecurityEvent(db, { userId: user.id, kind: 'login_failed', request }),
            );
          }
          throw error;
        }
        await startSession(request, reply, user, 'login');
        return { user: presentUser(user) };
      },
    );

    /**
     * Sign out is idempotent: without a live session it still clears the cookie and
     * answers 200, because the client signs out locally whatever the answer is.
     */
    app.get('/user/logout', { schema: { response: { 200: okResponseSchema } } }, async (request, reply) => {
      const auth = await request.auth();
      if (auth) {
        await endSession(db, auth.session.id);
        await announceRevokedSessions(ctx.bus, [auth.session.id]);
      }
      clearSessionCookie(reply, isSecureRequest(request, config));
      return OK;
    });

    app.get(
      '/user/me',
      { preValidation: requireAuth, schema: { response: { 200: userResponseSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        return { user: presentUser(auth.user) };
      },
    );

    app.get(
      '/user/current',
      { schema: { response: { 200: currentUserResponseSchema } } },
      async (request) => {
        const auth = await request.auth();
        return { user: auth ? presentUser(auth.user) : null };
      },
    );

    app.get(
      '/user/quickview/:id',
      {
        // Public, and it counts a player's rounds: bounded like any lookup a script could loop.
        config: { rateLimit: limit({ name: 'quickview', max: QUICKVIEWS_PER_MINUTE, windowMs: 60_000 }) },
        schema: { params: quickviewParamsSchema, response: { 200: quickviewResponseSchema } },
      },
      async (request) => getQuickview(db, request.params.id),
    );

    app.get(
      '/user/refresh-auth',
      { preValidation: requireAuth, schema: { response: { 200: refreshAuthResponseSchema } } },
      async (request, reply) => {
        const auth = await requireAuth(request);
        const expiresAt = await extendSession(db, auth.session.id, config.sessionTtlMs);
        const token = sessionToken(request);
        if (token) setSessionCookie(reply, token, expiresAt, isSecureRequest(request, config));
        return { user: presentUser(auth.user), expiresAt: expiresAt.toISOString() };
      },
    );

    app.post(
      '/user/change-password',
      {
        preValidation: requireAuth,
        schema: { body: changePasswordRequestSchema, response: { 200: okResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const revoked = await changePassword(db, checkPassword, auth, {
          ...request.body,
          request,
          totp,
        });
        await announceRevokedSessions(ctx.bus, revoked);
        request.log.info({ userId: auth.user.id, revokedSessions: revoked.length }, 'password changed');
        return OK;
      },
    );

    const emailChange = { windowMs: EMAIL_CHANGES.windowMs, playersOnly: true };
    const emailChangeLimits = {
      config: {
        rateLimit: limit({ ...emailChange, name: 'set-email:account', max: EMAIL_CHANGES.perAccount }),
      },
      preHandler: extraLimit(app, {
        ...emailChange,
        name: 'set-email:ip',
        max: EMAIL_CHANGES.perAddress,
        key: byAddress,
      }),
    };
    app.post(
      '/user/set-email',
      {
        ...emailChangeLimits,
        preValidation: requireAuth,
        schema: { body: setEmailRequestSchema, response: { 200: userResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const { email, password } = request.body;
        await confirmWithPassword(checkPassword, {
          request,
          passwordHash: auth.user.password_hash,
          password,
          what: 'e-mail changes',
        });
        await requireTotp(totp, auth.user, request.body.totpCode);
        await setEmail(db, mailContext(request), auth, email);
        await recordSecurityEvent(db, { userId: auth.user.id, kind: 'email_changed', request });
        return { user: presentUser({ ...auth.user, email, email_verified_at: null }) };
      },
    );

    app.get(
      '/user/security-events',
      { preValidation: requireAuth, schema: { response: { 200: securityEventsResponseSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        return { events: await listSecurityEvents(db, auth.user.id) };
      },
    );

    const resetRequest = { windowMs: RESET_REQUESTS.windowMs };
    /**
     * Always the same 200, at once: the look-up and the e-mail run after the answer
     * (password-reset.ts), so nothing in it tells whether an account uses the address.
     */
    app.post(
      '/user/start-pw-reset',
      {
        config: {
          rateLimit: limit({
            ...resetRequest,
            name: 'start-pw-reset:ip',
            max: RESET_REQUESTS.perAddress,
            key: byAddress,
          }),
        },
        preHandler: extraLimit(app, {
          ...resetRequest,
          name: 'start-pw-reset:email',
          max: RESET_REQUESTS.perEmail,
          key: claimedEmail,
        }),
        schema: { body: startPasswordResetRequestSchema, response: { 200: okResponseSchema } },
      },
      async (request) => {
        const mail = mailContext(request);
        const { email } = request.body;
        inBackground(request, 'a password reset request', () => startPasswordReset(db, mail, email));
        return OK;
      },
    );

    /** The link's code is the proof, so no login is needed; on success the player is logged in. */
    app.post(
      '/user/finish-pw-reset',
      {
        config: {
          rateLimit: limit({
            name: 'finish-pw-reset',
            max: config.authRateLimit,
            windowMs: config.authRateWindowMs,
            key: byAddress,
          }),
        },
        schema: { body: finishPasswordResetRequestSchema, response: { 200: userResponseSchema } },
      },
      async (request, reply) => {
        assertRegionAllows(request, config, 'login');
        const reset = await finishPasswordReset(totp, {
          ...request.body,
          request,
          sessionTtlMs: config.sessionTtlMs,
        });
        await announceRevokedSessions(ctx.bus, reset.revokedSessionIds);
        setSessionCookie(reply, reset.token, reset.expiresAt, isSecureRequest(request, config));
        request.log.info(
          { userId: reset.user.id, revokedSessions: reset.revokedSessionIds.length },
          'password reset',
        );
        return { user: presentUser(reset.user) };
      },
    );

    app.post(
      '/user/send-verify-email',
      { preValidation: requireAuth, schema: { response: { 200: okResponseSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        await resendVerification(db, mailContext(request), auth);
        return OK;
      },
    );

    /** The link's code is the proof, so no login is needed (the link may open on another device). */
    app.post(
      '/user/activate-email',
      { schema: { body: activateEmailRequestSchema, response: { 200: okResponseSchema } } },
      async (request) => {
        await activateEmail(db, request.body.verificationCode);
        return OK;
      },
    );

    /** Mails the link that confirms a break (see self-exclusion.ts). */
    app.post(
      '/user/exclude/init',
      {
        preValidation: requireAuth,
        schema: { body: excludeInitRequestSchema.default({}), response: { 200: okResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        await requireTotp(totp, auth.user, request.body.otp, { field: 'otp' });
        await requestExclusionLink(db, mailContext(request), auth);
        request.log.info({ userId: auth.user.id }, 'break link requested');
        return OK;
      },
    );

    /** The link's code is the proof, so no login is needed, as with activate-email. */
    app.post(
      '/user/exclude/update',
      { schema: { body: excludeUpdateRequestSchema, response: { 200: exclusionResponseSchema } } },
      async (request) => {
        const input = request.body;
        const exclusion = await applyExclusion(db, input.token, input.timeframe);
        request.log.info({ timeframe: input.timeframe }, 'break started');
        return { exclusion };
      },
    );

    /** Friends (friends.ts): every change answers with both lists as they now are. */
    app.post(
      '/user/friends',
      {
        preValidation: requireAuth,
        schema: { body: friendsRequestSchema.default({}), response: { 200: friendsResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        return listFriends(db, auth.user.id, request.body.gameSlug);
      },
    );

    app.post(
      '/user/friends/add',
      {
        preValidation: requireAuth,
        schema: { body: friendRequestSchema, response: { 200: friendsResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        await addFriend(db, auth.user.id, request.body.username);
        return listFriends(db, auth.user.id);
      },
    );

    app.post(
      '/user/friends/remove',
      {
        preValidation: requireAuth,
        schema: { body: friendRequestSchema, response: { 200: friendsResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        await removeFriend(db, auth.user.id, request.body.username);
        return listFriends(db, auth.user.id);
      },
    );

    app.post(
      '/user/friends/set-favorite',
      {
        preValidation: requireAuth,
        schema: { body: friendFavoriteRequestSchema, response: { 200: friendsResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        await setFavorite(db, auth.user.id, request.body.username, request.body.isFavorite);
        return listFriends(db, auth.user.id);
      },
    );

    /** Appear offline to friends (spec section 9's presence rule). */
    app.post(
      '/user/friends/set-status',
      {
        preValidation: requireAuth,
        schema: { body: friendStatusRequestSchema, response: { 200: userResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const { appearOffline } = request.body;
        await db
          .updateTable('users')
          .set({ appear_offline: appearOffline })
          .where('id', '=', auth.user.id)
          .execute();
        return { user: presentUser({ ...auth.user, appear_offline: appearOffline }) };
      },
    );

    app.get(
      '/user/sessions',
      { preValidation: requireAuth, schema: { response: { 200: sessionsResponseSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        return { sessions: await listSessions(db, auth) };
      },
    );

    app.post(
      '/user/sessions/revoke',
      {
        preValidation: requireAuth,
        schema: { body: revokeSessionRequestSchema, response: { 200: okResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        await revokeSession(db, auth, request.body.id);
        await announceRevokedSessions(ctx.bus, [request.body.id]);
        return OK;
      },
    );
  };
}
