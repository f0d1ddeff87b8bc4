import { createHash } from 'node:crypto';
import type { ClientErrorReport } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { crashLocation } from './crash-location';

/**
 * Counts a crash report in its group (one message at one place in the code), keeping
 * the latest report's details: staff read which crashes happen, how often and since
 * when, without reading thousands of copies of one. The reports' rate is limited per
 * address by the route; a flood of made-up messages makes rows, not more than that.
 */
export async function recordClientError(
  db: Db,
  report: ClientErrorReport,
  context: { userId: string | null; userAgent: string | null },
): Promise<void> {
  const { message } = report;
  const location = crashLocation(report.stack, report.url);
  const id = createHash('sha256').update(`${message}\n${location}`).digest('hex').slice(0, 32);
  const latest = {
    last_url: report.url ?? null,
    last_stack: report.stack ?? null,
    last_component_stack: report.componentStack ?? null,
    last_user_id: context.userId,
    last_user_agent: context.userAgent?.slice(0, 512) ?? null,
  };
  await db
    .insertInto('client_errors')
    .values({ id, message, location, ...latest })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet({ count: sql`client_errors.count + 1`, last_seen_at: sql`now()`, ...latest }),
    )
    .execute();
}
