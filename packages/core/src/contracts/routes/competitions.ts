import {
  competitionIdParamsSchema,
  competitionListSchema,
  competitionSchema,
  competitionsQuerySchema,
  createCompetitionRequestSchema,
  leaderboardPageSchema,
  leaderboardQuerySchema,
  myStandingSchema,
} from '../competitions';
import { defineRoute } from '../route';

/**
 * Competitions: anyone may see them and their leaderboards, the own standing needs a
 * login, and only admins create and cancel them.
 */
export const competitionsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/casino/competitions',
    query: competitionsQuerySchema,
    response: competitionListSchema,
    auth: 'public',
  }),
  leaderboard: defineRoute({
    method: 'GET',
    path: '/casino/competitions/:id/leaderboard',
    params: competitionIdParamsSchema,
    query: leaderboardQuerySchema,
    response: leaderboardPageSchema,
    auth: 'public',
  }),
  myStanding: defineRoute({
    method: 'GET',
    path: '/casino/competitions/:id/leaderboard/me',
    params: competitionIdParamsSchema,
    response: myStandingSchema,
    auth: 'player',
  }),
  create: defineRoute({
    method: 'POST',
    path: '/admin/competitions',
    body: createCompetitionRequestSchema,
    response: competitionSchema,
    auth: 'staff',
    permission: 'competitions.manage',
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/admin/competitions/:id/cancel',
    params: competitionIdParamsSchema,
    response: competitionSchema,
    auth: 'staff',
    permission: 'competitions.manage',
  }),
};
