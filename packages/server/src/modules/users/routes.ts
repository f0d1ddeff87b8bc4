import {
  type AllowRegisterResponse,
  activateEmailRequestSchema,
  type CurrentUserResponse,
  changePasswordRequestSchema,
  type ExclusionResponse,
  excludeInitRequestSchema,
  excludeUpdateRequestSchema,
  type FriendsResponse,
  friendFavoriteRequestSchema,
  friendRequestSchema,
  friendStatusRequestSchema,
  friendsRequestSchema,
  loginRequestSchema,
  type OkResponse,
  type RefreshAuthResponse,
  registerRequestSchema,
  revokeSessionRequestSchema,
  type SessionsResponse,
  setEmailRequestSchema,
  type UserResponse,
} from '@ante/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context';
import { announceRevokedSessions } from '../../lib/events';
import { createPasswordChecker } from '../../lib/password-attempts';
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
import { parseInput } from '../../lib/validate';
import { changePassword } from './change-password';
import {
  activateEmail,
  type MailContext,
  resendVerification,
  sendRegistrationVerification,
  setEmail,
} from './email-verification';
import { addFriend, listFriends, removeFriend, setFavorite } from './friends';
import { loginUser } from './login-user';
import { endSession, extendSession, listSessions, revokeSession } from './manage-sessions';
import { presentUser } from './present-user';
import { registerUser } from './register-user';
import { applyExclusion, requestExclusionLink } from './self-exclusion';

/** The account name a login or register body names, for the per-account rate limit. */
function claimedAccount(request: FastifyRequest): string {
  const name = (request.body as { username?: unknown } | null)?.username;
  return typeof name === 'string' ? `account:${name.trim().toLowerCase().slice(0, 254)}` : 'account:';
}

const byAddress = (request: FastifyRequest) => `ip:${request.ip}`;

/** Each e-mail change mails a link to an address of the caller's choosing: few an hour. */
const EMAIL_CHANGES = { windowMs: 3_600_000, perAccount: 5, perAddress: 20 };

export function usersRoutes(ctx: AppContext) {
  const { config } = ctx;
  const { db } = ctx.database;

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

  async function startSession(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
    const { token, session } = await createSession(db, {
      userId: user.id,
      userAgent: userAgent(request),
      ip: request.ip,
      ttlMs: config.sessionTtlMs,
    });
    setSessionCookie(reply, token, session.expiresAt, isSecureRequest(request, config));
  }

  function mailContext(request: FastifyRequest): MailContext {
    return {
      mailer: ctx.mailer,
      log: request.log,
      siteUrl: siteUrl(request, config),
    };
  }

  return async function plugin(app: FastifyInstance) {
    const checkPassword = createPasswordChecker(app, config);

    app.get('/user/allow-register', async (request): Promise<AllowRegisterResponse> => {
      return { allowed: !isVisitorRestricted(request, config), country: visitorCountry(request, config) };
    });

    app.post('/user/register', authLimits(app, 'register'), async (request, reply): Promise<UserResponse> => {
      assertRegionAllows(request, config, 'register');
      const input = parseInput(registerRequestSchema, request.body);
      const user = await registerUser(db, input, { country: visitorCountry(request, config) });
      await startSession(request, reply, user);
      request.log.info({ userId: user.id }, 'user registered');
      await sendRegistrationVerification(db, mailContext(request), user.id, user.email);
      return { user: presentUser(user) };
    });

    app.post('/user/login', authLimits(app, 'login'), async (request, reply): Promise<UserResponse> => {
      assertRegionAllows(request, config, 'login');
      const input = parseInput(loginRequestSchema, request.body);
      const user = await loginUser(db, input);
      await startSession(request, reply, user);
      return { user: presentUser(user) };
    });

    /**
     * Sign out is idempotent: without a live session it still clears the cookie and
     * answers 200, because the client signs out locally whatever the answer is.
     */
    app.get('/user/logout', async (request, reply): Promise<OkResponse> => {
      const auth = await request.auth();
      if (auth) {
        await endSession(db, auth.session.id);
        await announceRevokedSessions(ctx.bus, [auth.session.id]);
      }
      clearSessionCookie(reply, isSecureRequest(request, config));
      return { ok: true };
    });

    app.get('/user/me', async (request): Promise<UserResponse> => {
      const auth = await requireAuth(request);
      return { user: presentUser(auth.user) };
    });

    app.get('/user/current', async (request): Promise<CurrentUserResponse> => {
      const auth = await request.auth();
      return { user: auth ? presentUser(auth.user) : null };
    });

    app.get('/user/refresh-auth', async (request, reply): Promise<RefreshAuthResponse> => {
      const auth = await requireAuth(request);
      const expiresAt = await extendSession(db, auth.session.id, config.sessionTtlMs);
      const token = sessionToken(request);
      if (token) setSessionCookie(reply, token, expiresAt, isSecureRequest(request, config));
      return { user: presentUser(auth.user), expiresAt: expiresAt.toISOString() };
    });

    app.post('/user/change-password', async (request): Promise<OkResponse> => {
      const auth = await requireAuth(request);
      const input = parseInput(changePasswordRequestSchema, request.body);
      const revoked = await changePassword(db, checkPassword, auth, { ...input, request });
      await announceRevokedSessions(ctx.bus, revoked);
      request.log.info({ userId: auth.user.id, revokedSessions: revoked.length }, 'password changed');
      return { ok: true };
    });

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
    app.post('/user/set-email', emailChangeLimits, async (request): Promise<UserResponse> => {
      const auth = await requireAuth(request);
      const input = parseInput(setEmailRequestSchema, request.body);
      await setEmail(db, mailContext(request), auth, input.email);
      return { user: presentUser({ ...auth.user, email: input.email, email_verified_at: null }) };
    });

    app.post('/user/send-verify-email', async (request): Promise<OkResponse> => {
      const auth = await requireAuth(request);
      await resendVerification(db, mailContext(request), auth);
      return { ok: true };
    });

    /** The link's code is the proof, so no login is needed (the link may open on another device). */
    app.post('/user/activate-email', async (request): Promise<OkResponse> => {
      const input = parseInput(activateEmailRequestSchema, request.body);
      await activateEmail(db, input.verificationCode);
      return { ok: true };
    });

    /** Mails the link that confirms a break (see self-exclusion.ts). */
    app.post('/user/exclude/init', async (request): Promise<OkResponse> => {
      const auth = await requireAuth(request);
      parseInput(excludeInitRequestSchema, request.body ?? {});
      await requestExclusionLink(db, mailContext(request), auth);
      request.log.info({ userId: auth.user.id }, 'break link requested');
      return { ok: true };
    });

    /** The link's code is the proof, so no login is needed, as with activate-email. */
    app.post('/user/exclude/update', async (request): Promise<ExclusionResponse> => {
      const input = parseInput(excludeUpdateRequestSchema, request.body);
      const exclusion = await applyExclusion(db, input.token, input.timeframe);
      request.log.info({ timeframe: input.timeframe }, 'break started');
      return { exclusion };
    });

    /** Friends (friends.ts): every change answers with both lists as they now are. */
    app.post('/user/friends', async (request): Promise<FriendsResponse> => {
      const auth = await requireAuth(request);
      const input = parseInput(friendsRequestSchema, request.body ?? {});
      return listFriends(db, auth.user.id, input.gameSlug);
    });

    app.post('/user/friends/add', async (request): Promise<FriendsResponse> => {
      const auth = await requireAuth(request);
      const input = parseInput(friendRequestSchema, request.body);
      await addFriend(db, auth.user.id, input.username);
      return listFriends(db, auth.user.id);
    });

    app.post('/user/friends/remove', async (request): Promise<FriendsResponse> => {
      const auth = await requireAuth(request);
      const input = parseInput(friendRequestSchema, request.body);
      await removeFriend(db, auth.user.id, input.username);
      return listFriends(db, auth.user.id);
    });

    app.post('/user/friends/set-favorite', async (request): Promise<FriendsResponse> => {
      const auth = await requireAuth(request);
      const input = parseInput(friendFavoriteRequestSchema, request.body);
      await setFavorite(db, auth.user.id, input.username, input.isFavorite);
      return listFriends(db, auth.user.id);
    });

    /** Appear offline to friends (spec section 9's presence rule). */
    app.post('/user/friends/set-status', async (request): Promise<UserResponse> => {
      const auth = await requireAuth(request);
      const input = parseInput(friendStatusRequestSchema, request.body);
      await db
        .updateTable('users')
        .set({ appear_offline: input.appearOffline })
        .where('id', '=', auth.user.id)
        .execute();
      return { user: presentUser({ ...auth.user, appear_offline: input.appearOffline }) };
    });

    app.get('/user/sessions', async (request): Promise<SessionsResponse> => {
      const auth = await requireAuth(request);
      return { sessions: await listSessions(db, auth) };
    });

    app.post('/user/sessions/revoke', async (request): Promise<OkResponse> => {
      const auth = await requireAuth(request);
      const input = parseInput(revokeSessionRequestSchema, request.body);
      await revokeSession(db, auth, input.id);
      await announceRevokedSessions(ctx.bus, [input.id]);
      return { ok: true };
    });
  };
}
