import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/context';
import { processWithdrawals } from './process-withdrawals';
import { recoverWithdrawals } from './recover-withdrawals';

const WITHDRAWAL_POLL_MS = 5_000;

/**
 * The wallet's scheduled work on this node: send due withdrawals, then settle any a
 * crashed node left half sent. Every node runs it; the claims (`SKIP LOCKED`) and the
 * send keys make sure each withdrawal is still sent and settled once.
 * Returns a function that stops it and waits for a run in progress.
 */
export function startWalletJobs(ctx: AppContext, log: FastifyBaseLogger): () => Promise<void> {
  const deps = { db: ctx.database.db, bus: ctx.bus, chain: ctx.wallet.chain, log };
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = processWithdrawals(deps, { delayMs: ctx.config.withdrawalDelayMs })
      .then((result) => {
        if (result.completed + result.failed > 0) log.info(result, 'withdrawals processed');
      })
      .catch((error) => log.error({ err: error }, 'withdrawal processing failed'))
      .then(() => recoverWithdrawals(deps))
      .catch((error) => log.error({ err: error }, 'withdrawal recovery failed'));
  }, WITHDRAWAL_POLL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
