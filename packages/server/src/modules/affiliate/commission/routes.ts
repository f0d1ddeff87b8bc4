import { affiliateApi, backOfficeApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../lib/context';
import { transactionWithEvents } from '../../../lib/events';
import { register } from '../../../lib/register-route';
import { staffAction } from '../../../lib/staff-action';
import { claimCommission } from './claim-commission';
import { searchCampaigns } from './search-campaigns';
import { setCampaignCommission } from './set-campaign-commission';

/** The commission calls: an owner's claim, and staff's list of campaigns and percent for one. */
export function commissionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  return async function plugin(app) {
    register(app, affiliateApi.claimCommission, async (request, _reply, auth) => {
      const campaignId = request.params.id;
      const paid = await transactionWithEvents(db, ctx.bus, (trx, events) =>
        claimCommission(trx, events, ctx.wallet.rates, auth, campaignId),
      );
      request.log.info({ userId: auth.user.id, campaignId, ...paid }, 'affiliate commission claimed');
      return paid;
    });

    register(app, backOfficeApi.affiliateCampaigns, async (request) => searchCampaigns(db, request.query));

    register(app, affiliateApi.setCommission, async (request, _reply, auth) => {
      const campaignId = request.params.id;
      const { percent } = request.body;
      const set = await staffAction(db, ctx.bus, request, auth, async (trx) => {
        const result = await setCampaignCommission(trx, campaignId, percent);
        return { result, audit: { action: 'affiliate.commission', target: campaignId, after: { percent } } };
      });
      request.log.info({ staffId: auth.user.id, campaignId, percent }, 'campaign commission set');
      return set;
    });
  };
}
