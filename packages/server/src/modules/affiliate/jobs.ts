import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/context';
import type { Job } from '../../lib/jobs/scheduler';
import { BRING_FORWARD_EVERY_MS } from '../rewards/settled-stakes/bring-forward-batches';
import { bringStaleCampaignsForward } from './commission/bring-stale-campaigns-forward';

/**
 * The commission's bring-forward (commission/bring-stale-campaigns-forward.ts), every ten
 * minutes on one node: readings write nothing, so this is what keeps a campaign's unread
 * rounds to about an hour. It moves no money, and takes each campaign's lock as a claim
 * does.
 */
export function affiliateJobs(ctx: AppContext, log: FastifyBaseLogger): Job[] {
  return [
    {
      name: 'affiliate.commission-forward',
      schedule: { everyMs: BRING_FORWARD_EVERY_MS },
      async run() {
        const campaigns = await bringStaleCampaignsForward(ctx.database.db, log);
        if (campaigns > 0) log.info({ campaigns }, 'affiliate commission brought forward');
      },
    },
  ];
}
