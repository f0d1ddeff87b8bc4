import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import { bringForwardInBatches } from '../settled-stakes/bring-forward-batches';
import { FROM_THE_START } from '../settled-stakes/stakes-window';
import { bringRakebackForward } from './rakeback-standing';

/**
 * The scheduled bring-forward of rakeback (jobs.ts): every player whose state was counted
 * until more than an hour ago and who has a round settled since, past the settle grace,
 * is brought forward under the lock a claim takes (rakeback-standing.ts). Players
 * without a state row count from the start, as a reading does. Idle players are not
 * touched. Returns how many players were brought forward.
 */
export function bringStaleRakebackForward(
  db: Db,
  log: { error(details: object, message: string): void },
  now?: Date,
): Promise<number> {
  return bringForwardInBatches(
    db,
    {
      async findBatch(pool, stale, after, limit) {
        const { rows } = await sql<{ id: string }>`
          SELECT u.id FROM users u
          LEFT JOIN rakeback_state s ON s.user_id = u.id
          WHERE ${after === null ? sql`true` : sql`u.id > ${after}`}
            AND coalesce(s.counted_until, ${FROM_THE_START}) < ${stale.countedBefore}
            AND EXISTS (
              SELECT 1 FROM rounds r
              WHERE r.user_id = u.id AND r.created_at >= coalesce(s.scan_from, ${FROM_THE_START})
                AND r.status = 'finished'
                AND r.finished_at >= coalesce(s.counted_until, ${FROM_THE_START})
                AND r.finished_at < ${stale.settledBefore}
            )
          ORDER BY u.id
          LIMIT ${limit}
        `.execute(pool);
        return rows.map((row) => row.id);
      },
      async bringOne(trx, userId) {
        await bringRakebackForward(trx, userId);
      },
    },
    log,
    now,
  );
}
