import {
  claimRedeemCodeRequestSchema,
  claimRedeemCodeResponseSchema,
  createRedeemCodeRequestSchema,
  redeemCodeIdParamsSchema,
  redeemCodeListSchema,
  redeemCodeViewSchema,
} from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../lib/context';
import { transactionWithEvents } from '../../../lib/events';
import { counter } from '../../../lib/rate-limit';
import { requireAdmin, requireAuth } from '../../../lib/session';
import { type ClaimCodeDeps, claimCode, UnknownCode } from './claim-code';
import { createCode } from './create-code';
import { disableCode } from './disable-code';
import { listCodes } from './list-codes';

/** Unknown codes a player may try a minute, and an address (several accounts) four times that. */
export const CODE_GUESSES_PER_MINUTE = 10;

function tooManyGuesses(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return `Too many wrong codes. Please try again in ${seconds} seconds.`;
}

/**
 * Redeem codes and drops. Creating, listing and disabling codes is for admins only,
 * not support staff: a code mints money from the rewards account, so only the role
 * that can already move the house's money may make one.
 *
 * The claim keeps the default limit of every state-changing route, and besides it
 * counts unknown codes (guesses) per player and per address: once a player has guessed
 * wrong CODE_GUESSES_PER_MINUTE times, every code is refused until the minute passes,
 * a right one too, or guessing would only need patience. A player typing a code they
 * were given is never slowed down, and racing for a drop is not a guess.
 */
export function redeemCodeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  const deps: ClaimCodeDeps = { config: ctx.config, rates: ctx.wallet.rates };
  return async function plugin(app) {
    const spec = { windowMs: 60_000, message: tooManyGuesses };
    const perPlayer = counter(app, {
      ...spec,
      name: 'code-guess:player',
      max: CODE_GUESSES_PER_MINUTE,
      key: async (request) => (await request.auth())?.user.id ?? '',
    });
    const perAddress = counter(app, {
      ...spec,
      name: 'code-guess:ip',
      max: CODE_GUESSES_PER_MINUTE * 4,
      key: (request) => request.ip,
    });

    app.post(
      '/rewards/claim/code',
      {
        config: { retrySafe: true },
        preValidation: requireAuth,
        schema: { body: claimRedeemCodeRequestSchema, response: { 200: claimRedeemCodeResponseSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        await Promise.all([perPlayer.check(request), perAddress.check(request)]);
        try {
          const paid = await transactionWithEvents(db, ctx.bus, (trx, events) =>
            claimCode(trx, events, deps, auth, request.body),
          );
          request.log.info({ userId: auth.user.id, code: request.body.code, ...paid }, 'redeem code claimed');
          return paid;
        } catch (error) {
          if (error instanceof UnknownCode)
            await Promise.all([perPlayer.hit(request), perAddress.hit(request)]);
          throw error;
        }
      },
    );

    app.post(
      '/admin/codes',
      {
        preValidation: requireAdmin,
        schema: { body: createRedeemCodeRequestSchema, response: { 200: redeemCodeViewSchema } },
      },
      async (request) => {
        const auth = await requireAdmin(request);
        const created = await createCode(db, ctx.config, auth.user.id, request.body);
        request.log.info({ staffId: auth.user.id, ...created }, 'redeem code created');
        return created;
      },
    );

    app.get(
      '/admin/codes',
      { preValidation: requireAdmin, schema: { response: { 200: redeemCodeListSchema } } },
      async (request) => {
        await requireAdmin(request);
        return listCodes(db);
      },
    );

    app.post(
      '/admin/codes/:id/disable',
      {
        preValidation: requireAdmin,
        schema: { params: redeemCodeIdParamsSchema, response: { 200: redeemCodeViewSchema } },
      },
      async (request) => {
        const auth = await requireAdmin(request);
        const disabled = await disableCode(db, request.params.id);
        request.log.info({ staffId: auth.user.id, codeId: disabled.id }, 'redeem code disabled');
        return disabled;
      },
    );
  };
}
