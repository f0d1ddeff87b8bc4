import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/context';
import type { Job } from '../../lib/jobs/scheduler';
import { prepareSnapshot, writeSnapshot } from './take-snapshot';

/**
 * The scheduled proof-of-solvency snapshot, on SOLVENCY_CRON (daily at midnight UTC by
 * default). A missed day is not made up: a snapshot is of the moment it is taken.
 */
export function solvencyJobs(ctx: AppContext, log: FastifyBaseLogger): Job[] {
  if (!ctx.config.solvencyCron) return [];
  const deps = { db: ctx.database.db, chain: ctx.wallet.chain, currencies: ctx.config.supportedCurrencies };
  return [
    {
      name: 'solvency.snapshot',
      schedule: { cron: ctx.config.solvencyCron },
      // Reading and hashing every player's leaves can take minutes at a million players.
      leaseMs: 10 * 60_000,
      async run() {
        const id = await writeSnapshot(deps.db, await prepareSnapshot(deps), { kind: 'schedule' });
        log.info({ snapshotId: id }, 'proof-of-solvency snapshot taken');
      },
    },
  ];
}
