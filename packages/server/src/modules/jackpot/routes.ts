import { type JackpotCurrent, jackpotApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { register } from '../../lib/register-route';
import { listWins } from './list-wins';
import { ensurePot, readPot, usdText } from './pot';

/** The pot now (docs/operating.md#the-global-pot) with the terms in force, and its latest wins. Public. */
export function jackpotRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { config } = ctx;
  const { db } = ctx.database;
  return async function plugin(app) {
    await ensurePot(db, config);
    await ctx.jackpot.terms.load();

    register(app, jackpotApi.current, async (): Promise<JackpotCurrent> => {
      const pot = await readPot(db, ctx.jackpot);
      const { enabled, seedUsd, maxUsd, contribution, oddsUsd, minBetUsd } = ctx.jackpot.terms.current();
      return {
        amount: usdText(pot.amountUsd),
        currency: 'USD',
        enabled,
        seedUsd,
        maxUsd,
        contribution,
        oddsUsd,
        minBetUsd,
        lastWonAt: pot.wonAt?.toISOString() ?? null,
      };
    });

    register(app, jackpotApi.history, async (request) => ({ wins: await listWins(db, request.query.limit) }));
  };
}
