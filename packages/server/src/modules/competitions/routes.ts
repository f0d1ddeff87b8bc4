import { competitionsApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { register } from '../../lib/register-route';
import { staffAction } from '../../lib/staff-action';
import { cancelCompetition } from './cancel-competition';
import { createCompetition } from './create-competition';
import { getLeaderboard } from './get-leaderboard';
import { getMyStanding } from './get-my-standing';
import { listCompetitions } from './present-competition';

/**
 * Competitions: the public calls (docs/product.md#calls; anyone may look; the own standing
 * needs a login) and the staff calls that create and cancel them. Prizes are paid by
 * the job in jobs.ts.
 */
export function competitionsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  return async function plugin(app) {
    register(app, competitionsApi.list, async (request) => ({
      competitions: await listCompetitions(db, request.query),
    }));

    register(app, competitionsApi.leaderboard, async (request) =>
      getLeaderboard(db, request.params.id, request.query.startAt),
    );

    register(app, competitionsApi.myStanding, async (request, _reply, auth) =>
      getMyStanding(db, request.params.id, auth.user.id),
    );

    register(app, competitionsApi.create, async (request, _reply, auth) => {
      const competition = await staffAction(db, ctx.bus, request, auth, async (trx) => {
        const created = await createCompetition(trx, ctx.config, auth.user.id, request.body);
        return {
          result: created,
          audit: { action: 'competition.create', target: created.id, after: created },
        };
      });
      request.log.info({ staffId: auth.user.id, competitionId: competition.id }, 'competition created');
      return competition;
    });

    register(app, competitionsApi.cancel, async (request, _reply, auth) => {
      const { id } = request.params;
      const competition = await staffAction(db, ctx.bus, request, auth, async (trx) => {
        const cancelled = await cancelCompetition(trx, id);
        return { result: cancelled, audit: { action: 'competition.cancel', target: id, after: cancelled } };
      });
      request.log.info({ staffId: auth.user.id, competitionId: id }, 'competition cancelled');
      return competition;
    });
  };
}
