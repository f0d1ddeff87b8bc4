import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/context';
import type { Job } from '../../lib/jobs/scheduler';
import { payEndedCompetitions } from './pay-competitions';

const PAYOUT_POLL_MS = 10_000;

/**
 * Pays ended competitions. The scheduler runs it on one node at a time; the claim in
 * payCompetition is what makes sure each competition is still paid once, whichever
 * node runs it and however often.
 */
export function competitionJobs(ctx: AppContext, log: FastifyBaseLogger): Job[] {
  const siteUrl = ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`;
  const deps = {
    db: ctx.database.db,
    bus: ctx.bus,
    rates: ctx.wallet.rates,
    prizeMail: { mailer: ctx.mailer, log, siteUrl },
  };
  return [
    {
      name: 'competitions.payouts',
      schedule: { everyMs: PAYOUT_POLL_MS },
      async run() {
        const result = await payEndedCompetitions(deps);
        if (result.competitions > 0) log.info(result, 'competition prizes paid');
      },
    },
  ];
}
