import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../lib/db/database';
import type { Job } from '../../../lib/jobs/scheduler';
import { scanRisks } from './scan-risk';

/** Every ten minutes: fresh enough for a risk team, light enough to run on the database's spare time. */
export const RISK_SCAN_EVERY_MS = 600_000;

/** The risk scan (scan-risk.ts), once across nodes. */
export function riskJobs(db: Db, log: FastifyBaseLogger): Job[] {
  return [
    {
      name: 'risk.scan',
      schedule: { everyMs: RISK_SCAN_EVERY_MS },
      async run() {
        const raised = await scanRisks(db);
        if (raised > 0) log.info({ raised }, 'risk flags raised');
      },
    },
  ];
}
