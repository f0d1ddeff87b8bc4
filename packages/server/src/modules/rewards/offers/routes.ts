import {
  checkRewardOfferRequestSchema,
  claimRewardOfferRequestSchema,
  claimRewardOfferResponseSchema,
  createRewardOfferRequestSchema,
  rewardOfferIdParamsSchema,
  rewardOfferListSchema,
  rewardOfferTermsSchema,
  rewardOfferViewSchema,
} from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../lib/context';
import { transactionWithEvents } from '../../../lib/events';
import { requireAdmin, requireAuth } from '../../../lib/session';
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

    app.post(
      '/rewards/offer/check',
      {
        preValidation: requireAuth,
        schema: { body: checkRewardOfferRequestSchema, response: { 200: rewardOfferTermsSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        return guarded(request, () => checkOffer(db, ctx.config, auth, request.body));
      },
    );

    app.post(
      '/rewards/offer/claim',
      {
        config: { retrySafe: true },
        preValidation: requireAuth,
        schema: { body: claimRewardOfferRequestSchema, response: { 200: claimRewardOfferResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
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
      },
    );

    app.post(
      '/admin/offers',
      {
        preValidation: requireAdmin,
        schema: { body: createRewardOfferRequestSchema, response: { 200: rewardOfferViewSchema } },
      },
      async (request) => {
        const auth = await requireAdmin(request);
        const created = await createOffer(db, ctx.config, auth.user.id, request.body);
        request.log.info({ staffId: auth.user.id, ...created }, 'offer created');
        return created;
      },
    );

    app.get(
      '/admin/offers',
      { preValidation: requireAdmin, schema: { response: { 200: rewardOfferListSchema } } },
      async (request) => {
        await requireAdmin(request);
        return listOffers(db);
      },
    );

    app.post(
      '/admin/offers/:id/disable',
      {
        preValidation: requireAdmin,
        schema: { params: rewardOfferIdParamsSchema, response: { 200: rewardOfferViewSchema } },
      },
      async (request) => {
        const auth = await requireAdmin(request);
        const disabled = await disableOffer(db, request.params.id);
        request.log.info({ staffId: auth.user.id, offerId: disabled.id }, 'offer disabled');
        return disabled;
      },
    );
  };
}
