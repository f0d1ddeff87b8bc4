import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/context';
import type { Job } from '../../lib/jobs/scheduler';
import { runChainCycle } from './chain-cycle';
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
  const realNetworks = Object.keys(ctx.config.chains.real);
  const chainDeps = { ...deps, config: ctx.config, rates: ctx.wallet.rates };
  const chainJobs: Job[] =
    realNetworks.length === 0
      ? []
      : [
          {
            // Every real network each pass, one after another: one whose node fails is
            // recorded and paused without holding up the others.
            name: 'wallet.chains',
            schedule: { everyMs: ctx.config.chains.pollMs },
            async run() {
              const errors: unknown[] = [];
              for (const network of realNetworks) {
                try {
                  const result = await runChainCycle(chainDeps, network);
                  if (
                    result.credited +
                      result.withdrawals.completed +
                      result.withdrawals.failed +
                      result.swept >
                    0
                  ) {
                    log.info({ network, ...result }, 'chain pass');
                  }
                } catch (error) {
                  log.error({ err: error, network }, 'chain pass failed');
                  errors.push(error);
                }
              }
              if (errors.length > 0) throw new AggregateError(errors, 'chain passes failed');
            },
          },
        ];
  return [
    ...chainJobs,
    {
      name: 'wallet.withdrawals',
      schedule: { everyMs: WITHDRAWAL_POLL_MS },
      async run() {
        const errors: unknown[] = [];
        try {
          const result = await processWithdrawals(deps, { delayMs: ctx.config.withdrawalDelayMs });
          if (result.completed + result.failed > 0) log.info(result, 'withdrawals processed');
          if (result.waiting > 0)
            log.warn(result, 'withdrawals waiting: the hot wallet cannot cover them yet');
        } catch (error) {
          log.error({ err: error }, 'withdrawal processing failed');
          errors.push(error);
        }
        try {
          await recoverWithdrawals(deps, { strandedAfterMs: ctx.config.withdrawalStrandedMs });
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
