import { type JackpotCurrent, type JackpotHistoryResponse, jackpotHistoryQuerySchema } from '@ante/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context';
import { parseInput } from '../../lib/validate';
import { listWins } from './list-wins';
import { ensurePot, readPot, usdText } from './pot';

/** Spec section 7, Jackpot: the pot now (with the operator's terms) and its latest wins. Public. */
export function jackpotRoutes(ctx: AppContext) {
  const { config } = ctx;
  const { db } = ctx.database;
  return async function plugin(app: FastifyInstance) {
    await ensurePot(db, config);

    app.get('/feeds/jackpot/current', async (): Promise<JackpotCurrent> => {
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

    app.get('/feeds/jackpot/history', async (request): Promise<JackpotHistoryResponse> => {
      const { limit } = parseInput(jackpotHistoryQuerySchema, request.query);
      return { wins: await listWins(db, limit) };
    });
  };
}
