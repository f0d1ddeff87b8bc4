import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/context';
import { processWithdrawals } from './process-withdrawals';

const WITHDRAWAL_POLL_MS = 5_000;

/**
 * The wallet's scheduled work on this node. Every node runs it; the withdrawal
 * claim (`SKIP LOCKED`) makes sure each withdrawal is still sent once.
 * Returns a function that stops it and waits for a run in progress.
 */
export function startWalletJobs(ctx: AppContext, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = processWithdrawals(
      { db: ctx.database.db, bus: ctx.bus, chain: ctx.wallet.chain },
      { delayMs: ctx.config.withdrawalDelayMs },
    )
      .then((result) => {
        if (result.completed + result.failed > 0) log.info(result, 'withdrawals processed');
      })
      .catch((error) => log.error({ err: error }, 'withdrawal processing failed'));
  }, WITHDRAWAL_POLL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
