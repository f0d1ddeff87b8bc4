import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/context';
import { payEndedCompetitions } from './pay-competitions';

const PAYOUT_POLL_MS = 10_000;

/**
 * Pays ended competitions on this node. Every node runs it; the claim in
 * payCompetition makes sure each competition is still paid once. Returns a function
 * that stops it and waits for a run in progress.
 */
export function startCompetitionJobs(ctx: AppContext, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const deps = { db: ctx.database.db, bus: ctx.bus, rates: ctx.wallet.rates };
  const timer = setInterval(() => {
    running = payEndedCompetitions(deps)
      .then((result) => {
        if (result.competitions > 0) log.info(result, 'competition prizes paid');
      })
      .catch((error) => log.error({ err: error }, 'competition payout failed'));
  }, PAYOUT_POLL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
