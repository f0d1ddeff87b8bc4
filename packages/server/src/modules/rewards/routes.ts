import {
  type OkResponse,
  type PrivacyResponse,
  privacyRequestSchema,
  type RewardsStats,
  rolloverOfferConfirmSchema,
} from '@ante/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context';
import { transactionWithEvents } from '../../lib/events';
import { requireAuth } from '../../lib/session';
import { parseInput } from '../../lib/validate';
import { decideWelcomeOffer, welcomeOfferStats } from './welcome-offer';

/**
 * The rewards calls of spec section 7. So far the privacy switch, which the bet feeds
 * read (a private player's rounds show no name, theirs included, past rounds too), and
 * the welcome offer (welcome-offer.ts).
 */
export function rewardsRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  const deps = { config: ctx.config, rates: ctx.wallet.rates };
  return async function plugin(app: FastifyInstance) {
    app.get('/rewards/stats', async (request): Promise<RewardsStats> => {
      const auth = await requireAuth(request);
      return transactionWithEvents(db, ctx.bus, (trx, events) =>
        welcomeOfferStats(trx, events, deps, auth.user.id),
      );
    });

    app.post('/rewards/rollover-offer/confirm', async (request): Promise<OkResponse> => {
      const auth = await requireAuth(request);
      const input = parseInput(rolloverOfferConfirmSchema, request.body);
      await decideWelcomeOffer(db, deps, auth, input.optIn);
      request.log.info({ userId: auth.user.id, optIn: input.optIn }, 'welcome offer answered');
      return { ok: true };
    });

    app.post('/rewards/stats/privacy', async (request): Promise<PrivacyResponse> => {
      const auth = await requireAuth(request);
      const input = parseInput(privacyRequestSchema, request.body);
      await db.updateTable('users').set({ private: input.private }).where('id', '=', auth.user.id).execute();
      return { private: input.private };
    });
  };
}
