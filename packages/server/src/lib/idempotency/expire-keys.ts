import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Job } from '../jobs/scheduler';

/** How long a key is remembered: a retry within a day gets the first answer. */
export const KEY_TTL_MS = 24 * 60 * 60_000;

/** How often expired keys are deleted; a key lives at least KEY_TTL_MS, at most this much longer. */
export const EXPIRE_EVERY_MS = 10 * 60_000;

/** Rows deleted per statement, so that a busy day's keys never make one long-held delete. */
const BATCH = 5_000;

/** Deletes the keys older than KEY_TTL_MS; returns how many. */
export async function expireKeys(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - KEY_TTL_MS);
  let deleted = 0;
  for (;;) {
    const result = await sql`DELETE FROM idempotency_keys WHERE (user_id, key) IN (
      SELECT user_id, key FROM idempotency_keys WHERE created_at < ${cutoff} LIMIT ${BATCH})`.execute(db);
    const count = Number(result.numAffectedRows ?? 0n);
    deleted += count;
    if (count < BATCH) return deleted;
  }
}

/** The expiry as a scheduled job, once across all nodes every EXPIRE_EVERY_MS. */
export function idempotencyJobs(db: Db): Job[] {
  return [
    {
      name: 'idempotency.expire',
      schedule: { everyMs: EXPIRE_EVERY_MS },
      async run() {
        await expireKeys(db);
      },
    },
  ];
}
