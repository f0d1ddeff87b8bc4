import {
  competitionIdParamsSchema,
  competitionListSchema,
  competitionSchema,
  competitionsQuerySchema,
  createCompetitionRequestSchema,
  leaderboardPageSchema,
  leaderboardQuerySchema,
  myStandingSchema,
} from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { requireAdmin, requireAuth } from '../../lib/session';
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
    app.get(
      '/casino/competitions',
      { schema: { querystring: competitionsQuerySchema, response: { 200: competitionListSchema } } },
      async (request) => ({ competitions: await listCompetitions(db, request.query) }),
    );

    app.get(
      '/casino/competitions/:id/leaderboard',
      {
        schema: {
          params: competitionIdParamsSchema,
          querystring: leaderboardQuerySchema,
          response: { 200: leaderboardPageSchema },
        },
      },
      async (request) => getLeaderboard(db, request.params.id, request.query.startAt),
    );

    app.get(
      '/casino/competitions/:id/leaderboard/me',
      {
        preValidation: requireAuth,
        schema: { params: competitionIdParamsSchema, response: { 200: myStandingSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        return getMyStanding(db, request.params.id, auth.user.id);
      },
    );

    app.post(
      '/admin/competitions',
      {
        preValidation: requireAdmin,
        schema: { body: createCompetitionRequestSchema, response: { 200: competitionSchema } },
      },
      async (request) => {
        const auth = await requireAdmin(request);
        const competition = await createCompetition(db, ctx.config, auth.user.id, request.body);
        request.log.info({ staffId: auth.user.id, competitionId: competition.id }, 'competition created');
        return competition;
      },
    );

    app.post(
      '/admin/competitions/:id/cancel',
      {
        preValidation: requireAdmin,
        schema: { params: competitionIdParamsSchema, response: { 200: competitionSchema } },
      },
      async (request) => {
        const auth = await requireAdmin(request);
        const { id } = request.params;
        const competition = await cancelCompetition(db, id);
        request.log.info({ staffId: auth.user.id, competitionId: id }, 'competition cancelled');
        return competition;
      },
    );
  };
}
