import {
  campaignIdParamsSchema,
  claimCommissionRequestSchema,
  claimCommissionResponseSchema,
  setCampaignCommissionRequestSchema,
  setCampaignCommissionResponseSchema,
} from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../lib/context';
import { transactionWithEvents } from '../../../lib/events';
import { requireAdmin, requireAuth } from '../../../lib/session';
import { claimCommission } from './claim-commission';
import { setCampaignCommission } from './set-campaign-commission';

/** The commission calls: an owner's claim, and staff's percent for a campaign. */
export function commissionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  return async function plugin(app) {
    app.post(
      '/affiliate/campaign/:id/claim',
      {
        // The claim honours an Idempotency-Key (lib/idempotency).
        config: { retrySafe: true },
        preValidation: requireAuth,
        schema: {
          params: campaignIdParamsSchema,
          body: claimCommissionRequestSchema,
          response: { 200: claimCommissionResponseSchema },
        },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const campaignId = request.params.id;
        const paid = await transactionWithEvents(db, ctx.bus, (trx, events) =>
          claimCommission(trx, events, ctx.wallet.rates, auth, campaignId),
        );
        request.log.info({ userId: auth.user.id, campaignId, ...paid }, 'affiliate commission claimed');
        return paid;
      },
    );

    app.post(
      '/admin/affiliate/campaign/:id/commission',
      {
        preValidation: requireAdmin,
        schema: {
          params: campaignIdParamsSchema,
          body: setCampaignCommissionRequestSchema,
          response: { 200: setCampaignCommissionResponseSchema },
        },
      },
      async (request) => {
        const auth = await requireAdmin(request);
        const campaignId = request.params.id;
        const { percent } = request.body;
        const set = await db.transaction().execute((trx) => setCampaignCommission(trx, campaignId, percent));
        request.log.info({ staffId: auth.user.id, campaignId, percent }, 'campaign commission set');
        return set;
      },
    );
  };
}
