import { affiliateApi } from '@ante/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { readSnapshot } from '../../lib/db/read-snapshot';
import { counter } from '../../lib/rate-limit';
import { register } from '../../lib/register-route';
import { commissionRoutes } from './commission/routes';
import { countHit } from './count-hit';
import { createCampaign } from './create-campaign';
import { listCampaigns } from './list-campaigns';
import { listReferredUsers } from './list-referred-users';
import { type CampaignRow, presentCampaigns } from './present-campaigns';
import { renameCampaign } from './rename-campaign';
import { setCampaignCode } from './set-campaign-code';
import { setReferrer } from './set-referrer';

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

    register(app, affiliateApi.campaigns, async (_request, _reply, auth) =>
      readSnapshot(db, (trx) => listCampaigns(trx, rates, auth.user.id)),
    );

    register(app, affiliateApi.createCampaign, async (request, _reply, auth) => {
      const row = await db.transaction().execute((trx) => createCampaign(trx, auth.user.id, request.body));
      request.log.info({ userId: auth.user.id, campaignId: row.id, code: row.code }, 'campaign created');
      return present(row);
    });

    register(app, affiliateApi.renameCampaign, async (request, _reply, auth) =>
      present(await renameCampaign(db, auth.user.id, request.params.id, request.body.name)),
    );

    register(app, affiliateApi.setCampaignCode, async (request, _reply, auth) => {
      const row = await setCampaignCode(db, auth.user.id, request.params.id, request.body.code);
      request.log.info({ userId: auth.user.id, campaignId: row.id, code: row.code }, 'campaign code changed');
      return present(row);
    });

    register(app, affiliateApi.referredUsers, async (request, _reply, auth) =>
      listReferredUsers(db, auth.user.id, request.params.id, request.body),
    );

    register(app, affiliateApi.hit, async (request) => countHit(db, hitOnce, request, request.params.code), {
      rateLimit: { key: byAddress },
    });

    register(app, affiliateApi.setReferrer, async (request, _reply, auth) => {
      const answer = await db
        .transaction()
        .execute((trx) => setReferrer(trx, auth.user.id, request.body.code));
      request.log.info({ userId: auth.user.id, code: answer.referredBy }, 'referrer set');
      return answer;
    });
  };
}
