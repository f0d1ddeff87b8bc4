import { type JackpotCurrent, jackpotApi } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { register } from '../../lib/register-route';
import { listWins } from './list-wins';
import { ensurePot, readPot, usdText } from './pot';

/** The pot now (docs/operating.md#the-global-pot) (with the operator's terms) and its latest wins. Public. */
export function jackpotRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { config } = ctx;
  const { db } = ctx.database;
  return async function plugin(app) {
    await ensurePot(db, config);

    register(app, jackpotApi.current, async (): Promise<JackpotCurrent> => {
      const pot = await readPot(db, config, ctx.jackpot);
      return {
        amount: usdText(pot.amountUsd),
        currency: 'USD',
        enabled: config.jackpot.enabled,
        seedUsd: config.jackpot.seedUsd,
        maxUsd: config.jackpot.maxUsd,
        contribution: config.jackpot.contribution,
        oddsUsd: config.jackpot.oddsUsd,
        minBetUsd: config.jackpot.minBetUsd,
        lastWonAt: pot.wonAt?.toISOString() ?? null,
      };
    });

    register(app, jackpotApi.history, async (request) => ({ wins: await listWins(db, request.query.limit) }));
  };
}
