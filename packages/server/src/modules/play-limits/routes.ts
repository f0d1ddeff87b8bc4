import { playLimitsApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { transactionWithEvents } from '../../lib/events';
import { register } from '../../lib/register-route';
import { confirmPlayLimit } from './confirm-play-limit';
import { declineDepositOffer } from './decline-deposit-offer';
import { playLimitFlags } from './limit-flags';
import { listPlayLimits } from './list-play-limits';
import { setPlayLimit } from './set-play-limit';

/** The player's own deposit, loss, wager and time limits (docs/play-limits.md). */
export function playLimitRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  const { bus } = ctx;
  const rates = ctx.wallet.rates;
  const flags = playLimitFlags(bus);

  /** Runs a change, tells every node the player's limits changed, and answers the limits as they now are. */
  const change = async (userId: string, work: Parameters<typeof transactionWithEvents>[2]) => {
    await transactionWithEvents(db, bus, async (trx, events) => {
      await work(trx, events);
      events.playLimitsChanged(userId);
    });
    flags.forget(userId);
    return listPlayLimits(db, rates, userId);
  };

  return async function plugin(app) {
    register(app, playLimitsApi.list, async (_request, _reply, auth) =>
      listPlayLimits(db, rates, auth.user.id),
    );

    register(app, playLimitsApi.set, async (request, _reply, auth) =>
      change(auth.user.id, (trx) => setPlayLimit(trx, auth.user.id, request.body)),
    );

    register(app, playLimitsApi.confirm, async (request, _reply, auth) =>
      change(auth.user.id, (trx) => confirmPlayLimit(trx, auth.user.id, request.body)),
    );

    // Declining changes no limit, so no node needs to forget the player's limits.
    register(app, playLimitsApi.declineDepositOffer, async (_request, _reply, auth) => {
      await declineDepositOffer(db, auth.user.id);
      return listPlayLimits(db, rates, auth.user.id);
    });
  };
}
