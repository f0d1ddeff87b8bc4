import { canonicalDecimal, type PlayLimits, toDecimalString } from '@ante/core';
import type { Db } from '../../lib/db/database';
import type { RatesService } from '../wallet/rates/rates-service';
import { periodEnd } from './periods';
import { readDepositOffer } from './read-deposit-offer';
import { readUsage } from './read-usage';

/**
 * The player's limits, each with what counts against it this period and any change
 * waiting, and what the cashier needs to decide whether to offer a deposit limit.
 */
export async function listPlayLimits(
  db: Db,
  rates: RatesService,
  userId: string,
  now = new Date(),
): Promise<PlayLimits> {
  const [rows, offer] = await Promise.all([
    db
      .selectFrom('play_limits')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('kind')
      .orderBy('period')
      .execute(),
    readDepositOffer(db, userId),
  ]);
  if (rows.length === 0) return { limits: [], ...offer };
  const usage = await readUsage(
    db,
    rates,
    userId,
    new Set(rows.map((row) => row.kind)),
    new Set(rows.map((row) => row.period)),
    now,
  );
  return {
    ...offer,
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
