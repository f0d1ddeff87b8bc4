import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/context';
import type { Job } from '../../lib/jobs/scheduler';
import { processWithdrawals } from './process-withdrawals';
import { recoverWithdrawals } from './recover-withdrawals';

const WITHDRAWAL_POLL_MS = 5_000;

/**
 * The wallet's scheduled work: send due withdrawals, then settle any a crashed node
 * left half sent. The scheduler runs it on one node at a time; the claims
 * (`SKIP LOCKED`) and the send keys are what make sure each withdrawal is still sent
 * and settled once, whichever node runs it and however often. Settling runs even when
 * sending failed, and either failure fails the run, so it is recorded and retried.
 */
export function walletJobs(ctx: AppContext, log: FastifyBaseLogger): Job[] {
  const deps = { db: ctx.database.db, bus: ctx.bus, chain: ctx.wallet.chain, log };
  return [
    {
      name: 'wallet.withdrawals',
      schedule: { everyMs: WITHDRAWAL_POLL_MS },
      async run() {
        const errors: unknown[] = [];
        try {
          const result = await processWithdrawals(deps, { delayMs: ctx.config.withdrawalDelayMs });
          if (result.completed + result.failed > 0) log.info(result, 'withdrawals processed');
        } catch (error) {
          log.error({ err: error }, 'withdrawal processing failed');
          errors.push(error);
        }
        try {
          await recoverWithdrawals(deps);
        } catch (error) {
          log.error({ err: error }, 'withdrawal recovery failed');
          errors.push(error);
        }
        if (errors.length === 1) throw errors[0];
        if (errors.length > 1) throw new AggregateError(errors, 'withdrawal processing and recovery failed');
      },
    },
  ];
}
