import {
  affiliateCampaignSchema,
  affiliateCampaignsResponseSchema,
  campaignCodeParamsSchema,
  campaignHitResponseSchema,
  campaignIdParamsSchema,
  createCampaignRequestSchema,
  referredUsersRequestSchema,
  referredUsersResponseSchema,
  renameCampaignRequestSchema,
  setCampaignCodeRequestSchema,
  setReferrerRequestSchema,
  setReferrerResponseSchema,
} from '@ante/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { counter, limit } from '../../lib/rate-limit';
import { requireAuth } from '../../lib/session';
import { commissionRoutes } from './commission/routes';
import { countHit } from './count-hit';
import { createCampaign } from './create-campaign';
import { listCampaigns } from './list-campaigns';
import { listReferredUsers } from './list-referred-users';
import { type CampaignRow, presentCampaigns } from './present-campaigns';
import { renameCampaign } from './rename-campaign';
import { setCampaignCode } from './set-campaign-code';
import { setReferrer } from './set-referrer';

/** Hit reports one address may send a minute, whatever the codes: a landing page sends one a visit. */
export const HIT_REQUESTS_PER_MINUTE = 60;
/** A visit from one address with one code counts once in this long. */
export const HIT_REPEAT_WINDOW_MS = 86_400_000;

const byAddress = (request: FastifyRequest) => `ip:${request.ip}`;

/** The address and the code, without regard to case, for the count of repeated visits. */
function addressAndCode(request: FastifyRequest): string {
  const code = (request.params as { code?: unknown }).code;
  return `ip:${request.ip}:code:${typeof code === 'string' ? code.trim().toLowerCase() : ''}`;
}

/**
 * The affiliate programme (README.md): a player's campaigns and their referred players,
 * the referrer a player names, and the visits links bring. Commission, its claims and
 * staff's percent are in commission/. Everything but the visit count needs a login.
 */
export function affiliateRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  const { rates } = ctx.wallet;

  /** One campaign as the list shows it, read after its change has committed. */
  async function present(row: CampaignRow) {
    const [campaign] = await presentCampaigns(db, rates, [row]);
    if (!campaign) throw new Error('a campaign was not presented');
    return campaign;
  }

  return async function plugin(app) {
    await app.register(commissionRoutes(ctx));
    const hitOnce = counter(app, {
      name: 'affiliate-hit-once',
      max: 1,
      windowMs: HIT_REPEAT_WINDOW_MS,
      key: addressAndCode,
    });

    app.get(
      '/affiliate/campaigns',
      { preValidation: requireAuth, schema: { response: { 200: affiliateCampaignsResponseSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        return listCampaigns(db, rates, auth.user.id);
      },
    );

    app.post(
      '/affiliate/campaigns',
      {
        preValidation: requireAuth,
        schema: { body: createCampaignRequestSchema, response: { 200: affiliateCampaignSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const row = await db.transaction().execute((trx) => createCampaign(trx, auth.user.id, request.body));
        request.log.info({ userId: auth.user.id, campaignId: row.id, code: row.code }, 'campaign created');
        return present(row);
      },
    );

    app.post(
      '/affiliate/campaign/:id/rename',
      {
        preValidation: requireAuth,
        schema: {
          params: campaignIdParamsSchema,
          body: renameCampaignRequestSchema,
          response: { 200: affiliateCampaignSchema },
        },
      },
      async (request) => {
        const auth = await requireAuth(request);
        return present(await renameCampaign(db, auth.user.id, request.params.id, request.body.name));
      },
    );

    app.post(
      '/affiliate/campaign/:id/code',
      {
        preValidation: requireAuth,
        schema: {
          params: campaignIdParamsSchema,
          body: setCampaignCodeRequestSchema,
          response: { 200: affiliateCampaignSchema },
        },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const row = await setCampaignCode(db, auth.user.id, request.params.id, request.body.code);
        request.log.info(
          { userId: auth.user.id, campaignId: row.id, code: row.code },
          'campaign code changed',
        );
        return present(row);
      },
    );

    app.post(
      '/affiliate/campaign/:id/users',
      {
        preValidation: requireAuth,
        schema: {
          params: campaignIdParamsSchema,
          body: referredUsersRequestSchema,
          response: { 200: referredUsersResponseSchema },
        },
      },
      async (request) => {
        const auth = await requireAuth(request);
        return listReferredUsers(db, auth.user.id, request.params.id, request.body);
      },
    );

    app.post(
      '/affiliate/code/:code/hit',
      {
        config: { rateLimit: limit({ max: HIT_REQUESTS_PER_MINUTE, windowMs: 60_000, key: byAddress }) },
        schema: { params: campaignCodeParamsSchema, response: { 200: campaignHitResponseSchema } },
      },
      async (request) => countHit(db, hitOnce, request, request.params.code),
    );

    app.post(
      '/user/set-referrer',
      {
        preValidation: requireAuth,
        schema: { body: setReferrerRequestSchema, response: { 200: setReferrerResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const answer = await db
          .transaction()
          .execute((trx) => setReferrer(trx, auth.user.id, request.body.code));
        request.log.info({ userId: auth.user.id, code: answer.referredBy }, 'referrer set');
        return answer;
      },
    );
  };
}
