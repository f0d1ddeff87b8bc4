import { rewardsApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../lib/context';
import { transactionWithEvents } from '../../../lib/events';
import { register } from '../../../lib/register-route';
import { staffAction } from '../../../lib/staff-action';
import { type ClaimCodeDeps, claimCode, UnknownCode } from './claim-code';
import { createCode } from './create-code';
import { disableCode } from './disable-code';
import { codeGuessLimit } from './guess-limit';
import { listCodes } from './list-codes';

/**
 * Redeem codes and drops. Creating, listing and disabling codes needs the permission
 * codes.manage, which the default roles give admins only: a code mints money from the
 * rewards account.
 *
 * The claim keeps the default limit of every state-changing route, and besides it
 * counts unknown codes (guesses) per player and per address (guess-limit.ts, shared
 * with offers).
 */
export function redeemCodeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  const deps: ClaimCodeDeps = { config: ctx.config, rates: ctx.wallet.rates };
  return async function plugin(app) {
    const guesses = codeGuessLimit(app);

    register(app, rewardsApi.claimCode, async (request, _reply, auth) => {
      await guesses.check(request);
      try {
        const paid = await transactionWithEvents(db, ctx.bus, (trx, events) =>
          claimCode(trx, events, deps, auth, request.body),
        );
        request.log.info({ userId: auth.user.id, code: request.body.code, ...paid }, 'redeem code claimed');
        return paid;
      } catch (error) {
        if (error instanceof UnknownCode) await guesses.hit(request);
        throw error;
      }
    });

    register(app, rewardsApi.createCode, async (request, _reply, auth) => {
      const created = await staffAction(db, ctx.bus, request, auth, async (trx) => {
        const code = await createCode(trx, ctx.config, auth.user.id, request.body);
        return { result: code, audit: { action: 'code.create', target: code.id, after: code } };
      });
      request.log.info({ staffId: auth.user.id, ...created }, 'redeem code created');
      return created;
    });

    register(app, rewardsApi.listCodes, async () => listCodes(db));

    register(app, rewardsApi.disableCode, async (request, _reply, auth) => {
      const disabled = await staffAction(db, ctx.bus, request, auth, async (trx) => {
        const code = await disableCode(trx, request.params.id);
        return { result: code, audit: { action: 'code.disable', target: code.id, after: code } };
      });
      request.log.info({ staffId: auth.user.id, codeId: disabled.id }, 'redeem code disabled');
      return disabled;
    });
  };
}
