import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/context';
import type { Job } from '../../lib/jobs/scheduler';
import { payEndedCompetitions } from './pay-competitions';
import { ensureWeeklyRace, WEEK_MS, WEEKLY_RACE_SCHEDULE } from './weekly-race';

const PAYOUT_POLL_MS = 10_000;

/**
 * Pays ended competitions, and makes each week's default wager race. The scheduler
 * runs each on one node at a time; the claim in payCompetition is what makes sure each
 * competition is still paid once, whichever node runs it and however often.
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
    {
      // Due each Monday 00:00 UTC. Its grace is a whole week, so a casino's first start
      // (or one after downtime) makes the current week's race at once.
      name: 'competitions.weekly-race',
      schedule: WEEKLY_RACE_SCHEDULE,
      graceMs: WEEK_MS,
      async run() {
        const id = await ensureWeeklyRace(ctx.database.db, ctx.config);
        if (id) log.info({ competitionId: id }, 'weekly wager race created');
      },
    },
  ];
}
