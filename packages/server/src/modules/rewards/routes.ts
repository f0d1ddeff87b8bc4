import {
  LOYALTY_RANKS,
  type RewardTableResponse,
  rewardsApi,
  rewardTable,
  rewardTableView,
} from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { readSnapshot } from '../../lib/db/read-snapshot';
import { transactionWithEvents } from '../../lib/events';
import { register } from '../../lib/register-route';
import { redeemCodeRoutes } from './codes/routes';
import { claimLevelUp, loyaltyStats } from './loyalty';
import { offerStats } from './offers/offer-stats';
import { rewardOfferRoutes } from './offers/routes';
import { claimPeriodicBonus } from './periodic/claim-periodic-bonus';
import { claimRakeback } from './rakeback/claim-rakeback';
import { rakebackStats, withRakeback } from './rakeback/rakeback-stats';
import { decideWelcomeOffer, welcomeOfferStats } from './welcome-offer';

/**
 * The rewards calls (docs/product.md#calls). So far the privacy switch, which the bet feeds
 * read (a private player's rounds show no name, theirs included, past rounds too), the
 * welcome offer (welcome-offer.ts), ranks with their level-up bonuses (loyalty.ts),
 * rakeback (rakeback/), redeem codes (codes/) and offers (offers/), whose held-back
 * bonuses share one mechanism (rollovers/).
 * The ladder is public (anonymous visitors see the Rewards page); the rest needs a login.
 */
export function rewardsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  const deps = { config: ctx.config, rates: ctx.wallet.rates };
  // The table depends only on the pot's terms and the release, and computing it plays
  // out blackjack's exact edge (about a second), so it is made when first asked and
  // again only when the pot's terms change.
  let table: { key: string; view: RewardTableResponse } | undefined;
  return async function plugin(app) {
    await app.register(redeemCodeRoutes(ctx));
    await app.register(rewardOfferRoutes(ctx));
    register(app, rewardsApi.ranks, async () => ({ ranks: [...LOYALTY_RANKS] }));
    register(app, rewardsApi.table, async () => {
      const { enabled, maxUsd, oddsUsd } = ctx.jackpot.terms.current();
      const key = `${enabled}:${maxUsd}:${oddsUsd}`;
      if (table?.key !== key)
        table = { key, view: rewardTableView(rewardTable({ enabled, maxUsd, oddsUsd })) };
      return table.view;
    });

    register(app, rewardsApi.stats, async (_request, _reply, auth) => {
      // Records and pays nothing: stakes and deposits settle what they earn
      // (stake-rewards.ts, start-deposit-rollovers.ts), and jobs catch up on what they
      // missed and bring rakeback's running totals forward (jobs.ts). A read-only
      // transaction on one snapshot, so the database refuses any write, and the totals
      // and the rounds not yet in them are read as of one moment (rakeback.md).
      return readSnapshot(db, async (trx) => {
        const rewards = withRakeback(
          await loyaltyStats(trx, auth.user.id),
          await rakebackStats(trx, deps.rates, auth.user.id),
        );
        const offers = await offerStats(trx, deps, auth.user.id);
        return { ...rewards, ...(await welcomeOfferStats(trx, deps, auth.user.id)), ...offers };
      });
    });

    register(app, rewardsApi.claimLevelUp, async (request, _reply, auth) => {
      const input = request.body;
      const paid = await transactionWithEvents(db, ctx.bus, (trx, events) =>
        claimLevelUp(trx, events, deps, auth, input),
      );
      request.log.info({ userId: auth.user.id, level: input.level, ...paid }, 'level-up bonus claimed');
      return paid;
    });

    const periodic = { weekly: rewardsApi.claimWeekly, monthly: rewardsApi.claimMonthly } as const;
    for (const kind of ['weekly', 'monthly'] as const) {
      register(app, periodic[kind], async (request, _reply, auth) => {
        const input = request.body;
        const paid = await transactionWithEvents(db, ctx.bus, (trx, events) =>
          claimPeriodicBonus(trx, events, deps, auth, kind, input),
        );
        request.log.info({ userId: auth.user.id, kind, ...paid }, `${kind} bonus claimed`);
        return paid;
      });
    }

    register(app, rewardsApi.claimRakeback, async (request, _reply, auth) => {
      const paid = await transactionWithEvents(db, ctx.bus, (trx, events) =>
        claimRakeback(trx, events, deps.rates, auth),
      );
      request.log.info({ userId: auth.user.id, ...paid }, 'rakeback claimed');
      return paid;
    });

    register(app, rewardsApi.confirmRolloverOffer, async (request, _reply, auth) => {
      const input = request.body;
      // In a transaction of its own so that an Idempotency-Key is recorded with the answer.
      await transactionWithEvents(db, ctx.bus, (trx) => decideWelcomeOffer(trx, deps, auth, input.optIn));
      request.log.info({ userId: auth.user.id, optIn: input.optIn }, 'welcome offer answered');
      return { ok: true } as const;
    });

    register(app, rewardsApi.setPrivacy, async (request, _reply, auth) => {
      const input = request.body;
      await db.updateTable('users').set({ private: input.private }).where('id', '=', auth.user.id).execute();
      return { private: input.private };
    });
  };
}
