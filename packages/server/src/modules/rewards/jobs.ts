import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/context';
import type { Job } from '../../lib/jobs/scheduler';
import { settleMissedRewards } from './settle-missed-rewards';

const CATCH_UP_EVERY_MS = 60_000;

/**
 * The rewards' catch-up (settle-missed-rewards.ts), once a minute on one node. Each step
 * it takes is conditional and keyed, so a run repeated, or racing a bet that settles the
 * same rollover, pays nothing twice.
 */
export function rewardsJobs(ctx: AppContext, log: FastifyBaseLogger): Job[] {
  const deps = { config: ctx.config, rates: ctx.wallet.rates };
  return [
    {
      name: 'rewards.catch-up',
      schedule: { everyMs: CATCH_UP_EVERY_MS },
      async run() {
        const result = await settleMissedRewards(ctx.database.db, ctx.bus, deps, log);
        if (result.paid > 0) log.info(result, 'missed rollover bonuses paid');
      },
    },
  ];
}
