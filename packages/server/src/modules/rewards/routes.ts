import { type PrivacyResponse, privacyRequestSchema } from '@ante/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context';
import { requireAuth } from '../../lib/session';
import { parseInput } from '../../lib/validate';

/**
 * The rewards calls of spec section 7. So far the privacy switch, which the bet feeds
 * read: a private player's rounds show no name (theirs included, past rounds too).
 */
export function rewardsRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  return async function plugin(app: FastifyInstance) {
    app.post('/rewards/stats/privacy', async (request): Promise<PrivacyResponse> => {
      const auth = await requireAuth(request);
      const input = parseInput(privacyRequestSchema, request.body);
      await db.updateTable('users').set({ private: input.private }).where('id', '=', auth.user.id).execute();
      return { private: input.private };
    });
  };
}
