import { canonicalDecimal, type PlayLimit, toDecimalString } from '@ante/core';
import type { Db } from '../../lib/db/database';
import type { RatesService } from '../wallet/rates/rates-service';
import { periodEnd } from './periods';
import { readUsage } from './read-usage';

/** The player's limits, each with what counts against it this period and any change waiting. */
export async function listPlayLimits(
  db: Db,
  rates: RatesService,
  userId: string,
  now = new Date(),
): Promise<{ limits: PlayLimit[] }> {
  const rows = await db
    .selectFrom('play_limits')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('kind')
    .orderBy('period')
    .execute();
  if (rows.length === 0) return { limits: [] };
  const usage = await readUsage(
    db,
    rates,
    userId,
    new Set(rows.map((row) => row.kind)),
    new Set(rows.map((row) => row.period)),
    now,
  );
  return {
    limits: rows.map((row) => {
      const used = usage[row.kind][row.period];
      return {
        kind: row.kind,
        period: row.period,
        amountUsd: canonicalDecimal(row.amount_usd),
        usedUsd: toDecimalString(used < 0n ? 0n : used),
        resetsAt: periodEnd(row.period, now).toISOString(),
        setBy: row.set_by,
        pending:
          row.pending_set && row.pending_from
            ? {
                amountUsd: row.pending_usd === null ? null : canonicalDecimal(row.pending_usd),
                confirmableAt: row.pending_from.toISOString(),
              }
            : null,
      };
    }),
  };
}
