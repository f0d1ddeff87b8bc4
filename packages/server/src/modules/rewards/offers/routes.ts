import { rewardsApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../lib/context';
import { transactionWithEvents } from '../../../lib/events';
import { register } from '../../../lib/register-route';
import { staffAction } from '../../../lib/staff-action';
import { codeGuessLimit } from '../codes/guess-limit';
import { checkOffer } from './check-offer';
import { type ClaimOfferDeps, claimOffer } from './claim-offer';
import { createOffer } from './create-offer';
import { disableOffer } from './disable-offer';
import { listOffers } from './list-offers';
import { UnknownOffer } from './present-offer';

/**
 * Offers (README.md here). Creating, listing and disabling them is for admins only, as
 * for redeem codes: an offer pays from the rewards account. Checking and claiming count
 * unknown codes as guesses, in the same counts as redeem codes (codes/guess-limit.ts).
 */
export function rewardOfferRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  const deps: ClaimOfferDeps = { config: ctx.config, rates: ctx.wallet.rates };
  return async function plugin(app) {
    const guesses = codeGuessLimit(app);
    /** Runs a call that names an offer, counting an unknown name as a guess. */
    async function guarded<T>(request: Parameters<typeof guesses.check>[0], run: () => Promise<T>) {
      await guesses.check(request);
      try {
        return await run();
      } catch (error) {
        if (error instanceof UnknownOffer) await guesses.hit(request);
        throw error;
      }
    }

    register(app, rewardsApi.checkOffer, async (request, _reply, auth) => {
      return guarded(request, () => checkOffer(db, ctx.config, auth, request.body));
    });

    register(app, rewardsApi.claimOffer, async (request, _reply, auth) => {
      const claimed = await guarded(request, () =>
        transactionWithEvents(db, ctx.bus, (trx) => claimOffer(trx, deps, auth, request.body)),
      );
      request.log.info(
        {
          userId: auth.user.id,
          code: request.body.code,
          currency: claimed.currency,
          status: claimed.status,
        },
        'offer claimed',
      );
      return claimed;
    });

    register(app, rewardsApi.createOffer, async (request, _reply, auth) => {
      const created = await staffAction(db, ctx.bus, request, auth, async (trx) => {
        const offer = await createOffer(
          trx,
          ctx.config,
          ctx.jackpot.terms.current(),
          auth.user.id,
          request.body,
        );
        return { result: offer, audit: { action: 'offer.create', target: offer.id, after: offer } };
      });
      request.log.info({ staffId: auth.user.id, ...created }, 'offer created');
      return created;
    });

    register(app, rewardsApi.listOffers, async () => listOffers(db));

    register(app, rewardsApi.disableOffer, async (request, _reply, auth) => {
      const disabled = await staffAction(db, ctx.bus, request, auth, async (trx) => {
        const offer = await disableOffer(trx, request.params.id);
        return { result: offer, audit: { action: 'offer.disable', target: offer.id, after: offer } };
      });
      request.log.info({ staffId: auth.user.id, offerId: disabled.id }, 'offer disabled');
      return disabled;
    });
  };
}
