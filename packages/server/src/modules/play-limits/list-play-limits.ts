import { canonicalDecimal, type PlayLimit, type PlayLimits, toDecimalString } from '@ante/core';
import type { Db } from '../../lib/db/database';
import type { RatesService } from '../wallet/rates/rates-service';
import { minutesOf } from './limit-amounts';
import { periodEnd } from './periods';
import { readDepositOffer } from './read-deposit-offer';
import { readUsage } from './read-usage';

/**
 * The player's limits, each with what counts against it this period (dollars, or the
 * minutes played for a time limit) and any change waiting, and what the cashier needs
 * to decide whether to offer a deposit limit.
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
    limits: rows.map((row): PlayLimit => {
      const used = usage[row.kind][row.period];
      const common = {
        period: row.period,
        resetsAt: periodEnd(row.period, now).toISOString(),
        setBy: row.set_by,
      };
      const pendingFrom = row.pending_set ? row.pending_from : null;
      if (row.kind === 'time') {
        return {
          kind: row.kind,
          ...common,
          amountMinutes: minutesOf(row.amount),
          // Time played is read in seconds; a started minute is not yet a minute played.
          usedMinutes: Number(used / 60n),
          pending: pendingFrom
            ? {
                amountMinutes: row.pending_amount === null ? null : minutesOf(row.pending_amount),
                confirmableAt: pendingFrom.toISOString(),
              }
            : null,
        };
      }
      return {
        kind: row.kind,
        ...common,
        amountUsd: canonicalDecimal(row.amount),
        usedUsd: toDecimalString(used < 0n ? 0n : used),
        pending: pendingFrom
          ? {
              amountUsd: row.pending_amount === null ? null : canonicalDecimal(row.pending_amount),
              confirmableAt: pendingFrom.toISOString(),
            }
          : null,
      };
    }),
  };
}
