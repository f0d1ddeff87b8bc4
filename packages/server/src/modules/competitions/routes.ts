import {
  type Competition,
  type CompetitionList,
  competitionIdParamsSchema,
  competitionsQuerySchema,
  createCompetitionRequestSchema,
  type LeaderboardPage,
  leaderboardQuerySchema,
  type MyStanding,
} from '@ante/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context';
import { requireAdmin, requireAuth } from '../../lib/session';
import { parseInput } from '../../lib/validate';
import { cancelCompetition } from './cancel-competition';
import { createCompetition } from './create-competition';
import { getLeaderboard } from './get-leaderboard';
import { getMyStanding } from './get-my-standing';
import { listCompetitions } from './present-competition';

/**
 * Competitions: the public calls of spec section 7 (anyone may look; the own standing
 * needs a login) and the staff calls that create and cancel them. Prizes are paid by
 * the job in jobs.ts.
 */
export function competitionsRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  return async function plugin(app: FastifyInstance) {
    app.get('/casino/competitions', async (request): Promise<CompetitionList> => {
      const query = parseInput(competitionsQuerySchema, request.query);
      return { competitions: await listCompetitions(db, query) };
    });

    app.get('/casino/competitions/:id/leaderboard', async (request): Promise<LeaderboardPage> => {
      const { id } = parseInput(competitionIdParamsSchema, request.params);
      const { startAt } = parseInput(leaderboardQuerySchema, request.query);
      return getLeaderboard(db, id, startAt);
    });

    app.get('/casino/competitions/:id/leaderboard/me', async (request): Promise<MyStanding> => {
      const auth = await requireAuth(request);
      const { id } = parseInput(competitionIdParamsSchema, request.params);
      return getMyStanding(db, id, auth.user.id);
    });

    app.post('/admin/competitions', async (request): Promise<Competition> => {
      const auth = await requireAdmin(request);
      const input = parseInput(createCompetitionRequestSchema, request.body);
      const competition = await createCompetition(db, ctx.config, auth.user.id, input);
      request.log.info({ staffId: auth.user.id, competitionId: competition.id }, 'competition created');
      return competition;
    });

    app.post('/admin/competitions/:id/cancel', async (request): Promise<Competition> => {
      const auth = await requireAdmin(request);
      const { id } = parseInput(competitionIdParamsSchema, request.params);
      const competition = await cancelCompetition(db, id);
      request.log.info({ staffId: auth.user.id, competitionId: id }, 'competition cancelled');
      return competition;
    });
  };
}
