import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for, because its duration would tell the
 * caller something (whether an account exists: a failed login's record, a reset
 * link's look-up and e-mail). It runs on the node that answered, at once: the
 * scheduler's periodic jobs (scheduler.ts) are for work due at set times on any one
 * node, and these tasks are due now, cheap to lose in a crash (the player asks again)
 * and need nothing from the other nodes. A task's failure is logged, never thrown;
 * closing the context waits for the tasks under way, before the mailer and the
 * database they use are closed.
 */
export class AfterResponse {
  private readonly pending = new Set<Promise<void>>();

  /** Starts `task` without waiting for it; `what` names it in the log should it fail. */
  run(log: FastifyBaseLogger, what: string, task: () => Promise<void>): void {
    const running: Promise<void> = Promise.resolve()
      .then(task)
      .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  /** Waits until no task is under way, including tasks started while waiting. */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
