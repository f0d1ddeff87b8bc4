import {
  okResponseSchema,
  refreshAuthResponseSchema,
  revokeSessionRequestSchema,
  securityEventsResponseSchema,
  sessionsResponseSchema,
} from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { transactionWithEvents } from '../../lib/events';
import { isSecureRequest } from '../../lib/request-info';
import { requireAuth, sessionToken, setSessionCookie } from '../../lib/session';
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
        await transactionWithEvents(db, ctx.bus, (trx, events) =>
          revokeSession(trx, events, auth, request.body.id),
        );
        return { ok: true as const };
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
  };
}
