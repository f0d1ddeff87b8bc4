import { realityCheckApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { register } from '../../lib/register-route';
import { readSessionPlay } from './read-session-play';

/**
 * Reality checks (docs/reality-checks.md): the player's interval, kept on their account
 * so it follows them to every device, and what the session has cost so far, which the
 * browser shows when the interval comes round.
 */
export function realityCheckRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  return async function plugin(app) {
    register(app, realityCheckApi.get, async (request, reply, auth) => {
      reply.header('cache-control', 'private, no-store');
      const now = new Date();
      const since = request.query.since ? new Date(request.query.since) : now;
      return readSessionPlay(db, auth.user.id, auth.user.reality_check_minutes, since, now);
    });

    register(app, realityCheckApi.set, async (request, _reply, auth) => {
      const { minutes } = request.body;
      await db
        .updateTable('users')
        .set({ reality_check_minutes: minutes })
        .where('id', '=', auth.user.id)
        .execute();
      const now = new Date();
      return readSessionPlay(db, auth.user.id, minutes, now, now);
    });
  };
}
