import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for, because its duration would tell the
 * caller something (whether an account exists): a failed login's `login_failed`
 * record, and a reset link's look-up, token and e-mail. It runs on the node that
 * answered, at once, and once.
 *
 * It is not a job of the scheduler (jobs/scheduler.ts), which runs periodic work due
 * at set times on one node of many, durably and with retries: these tasks are due now
 * and belong to one request. Making them durable would mean writing them down before
 * the answer, which for the failed login is the very write being kept out of the
 * answer's time; and it would store every address a reset was asked for, accounts or
 * not, to be polled for across the nodes. Losing one in a crash is cheap (the
 * player asks again; one entry is missing from an activity list), and a graceful
 * shutdown loses none. Nor is it a post-commit event (`PendingEvents`, events.ts):
 * those go to every node once a transaction commits, to tell sockets what changed,
 * where these tasks follow no transaction and must run on one node only.
 *
 * A task's failure is logged, never thrown; closing the context waits for the tasks
 * under way, before the mailer and the database they use are closed.
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
