import type { UserResponse } from '@ante/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context';
import type { IdentityProvider } from '../../lib/db/schema';
import { isSecureRequest, userAgent } from '../../lib/request-info';
import { createSession, setSessionCookie, type UserRow } from '../../lib/session';
import { presentUser } from '../users/present-user';
import { recordSecurityEvent, recordSignIn } from '../users/security-events';

/**
 * The one place where a Google or wallet login ends in a session, whether the account
 * existed (`created` false) or was just made for the identity. It starts the session
 * as password login does (createSession, the same cookie), records the sign-in in the
 * player's security events (a new account: its creation and the linked identity; an
 * existing one: a login, flagged when from a new device) and answers the user.
 */
export async function completeIdentityLogin(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  login: { user: UserRow; provider: IdentityProvider; created: boolean },
): Promise<UserResponse> {
  const { token, session } = await createSession(ctx.database.db, {
    userId: login.user.id,
    userAgent: userAgent(request),
    ip: request.ip,
    deviceId: request.deviceId,
    ttlMs: ctx.config.sessionTtlMs,
  });
  setSessionCookie(reply, token, session.expiresAt, isSecureRequest(request, ctx.config));
  const userId = login.user.id;
  if (login.created) {
    await recordSignIn(ctx.database.db, { userId, kind: 'account_created', request });
    const linked = login.provider === 'google' ? 'google_linked' : 'wallet_linked';
    await recordSecurityEvent(ctx.database.db, { userId, kind: linked, request });
  } else {
    await recordSignIn(ctx.database.db, { userId, kind: 'login', request });
  }
  request.log.info(
    { userId: login.user.id, provider: login.provider, created: login.created },
    login.created ? 'user registered with an identity' : 'user logged in with an identity',
  );
  return { user: presentUser(login.user) };
}
