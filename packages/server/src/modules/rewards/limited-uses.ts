import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';

/**
 * Takes one of a redeem code's or an offer's limited uses, if it is still open: one
 * conditional UPDATE (`uses < max_uses`, not disabled, started, not ended). It locks the
 * row, so claims by different players pass it one at a time and each re-reads the count
 * the one before it committed: the last use goes to one player only. False when it took
 * nothing; the caller reads the row again to say why.
 */
export async function takeUse(
  trx: Db,
  table: 'redeem_codes' | 'reward_offers',
  id: string,
): Promise<boolean> {
  const { rows } = await sql`
    UPDATE ${sql.table(table)} SET uses = uses + 1
    WHERE id = ${id} AND uses < max_uses AND disabled_at IS NULL
      AND (starts_at IS NULL OR starts_at <= now())
      AND (expires_at IS NULL OR expires_at > now())
    RETURNING uses
  `.execute(trx);
  return rows.length > 0;
}
