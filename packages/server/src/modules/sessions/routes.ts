import { sessionsApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { transactionWithEvents } from '../../lib/events';
import { register } from '../../lib/register-route';
import { isSecureRequest } from '../../lib/request-info';
import { sessionToken, setSessionCookie } from '../../lib/session';
import { presentUser } from '../users/present-user';
import { extendSession } from './extend-session';
import { listSecurityEvents } from './list-security-events';
import { listSessions } from './list-sessions';
import { revokeSession } from './revoke-session';

/** A player's sessions and their recent account activity (README.md). */
export function sessionsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { config } = ctx;
  const { db } = ctx.database;

  return async function plugin(app) {
    register(app, sessionsApi.refreshAuth, async (request, reply, auth) => {
      const expiresAt = await extendSession(db, auth.session.id, config.sessionTtlMs);
      const token = sessionToken(request);
      if (token) setSessionCookie(reply, token, expiresAt, isSecureRequest(request, config));
      return { user: presentUser(auth.user), expiresAt: expiresAt.toISOString() };
    });

    register(app, sessionsApi.list, async (_request, _reply, auth) => ({
      sessions: await listSessions(db, auth),
    }));

    register(app, sessionsApi.revoke, async (request, _reply, auth) => {
      await transactionWithEvents(db, ctx.bus, (trx, events) =>
        revokeSession(trx, events, auth, request.body.id),
      );
      return { ok: true as const };
    });

    register(app, sessionsApi.securityEvents, async (_request, _reply, auth) => ({
      events: await listSecurityEvents(db, auth.user.id),
    }));
  };
}
