import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/context';
import type { Job } from '../../lib/jobs/scheduler';
import { bringStaleRakebackForward } from './rakeback/bring-stale-rakeback-forward';
import { settleMissedRewards } from './settle-missed-rewards';
import { BRING_FORWARD_EVERY_MS } from './settled-stakes/bring-forward-batches';

const CATCH_UP_EVERY_MS = 60_000;

/**
 * The rewards' catch-up (settle-missed-rewards.ts), once a minute on one node. Each step
 * it takes is conditional and keyed, so a run repeated, or racing a bet that settles the
 * same rollover, pays nothing twice.
 *
 * Rakeback's bring-forward (rakeback/bring-stale-rakeback-forward.ts), every ten minutes:
 * readings write nothing, so this is what keeps a player's unread rounds to about an
 * hour. It moves no money, and takes each player's lock as a claim does.
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
    {
      name: 'rewards.rakeback-forward',
      schedule: { everyMs: BRING_FORWARD_EVERY_MS },
      async run() {
        const players = await bringStaleRakebackForward(ctx.database.db, log);
        if (players > 0) log.info({ players }, 'rakeback brought forward');
      },
    },
  ];
}
