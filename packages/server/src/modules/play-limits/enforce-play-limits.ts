import {
  ErrorCode,
  fromDecimalString,
  type PlayLimitKind,
  type PlayLimitPeriod,
  playTimeText,
  toDecimalString,
  usdText,
} from '@ante/core';
import type { Db } from '../../lib/db/database';
import { lockPlayerFor } from '../../lib/db/player-lock';
import { Forbidden } from '../../lib/errors';
import type { RatesService } from '../wallet/rates/rates-service';
import { minutesOf } from './limit-amounts';
import type { PlayLimitFlags } from './limit-flags';
import { describeReset, PERIOD_WORDS, periodEnd } from './periods';
import { readUsage } from './read-usage';

export interface PlayLimitDeps {
  rates: RatesService;
  playLimits: PlayLimitFlags;
}

/**
 * Checked in this order, so the refusal names first a limit that stops all play (deposits
 * past their limit, the time played), then the tightest money limit.
 */
const KIND_ORDER: PlayLimitKind[] = ['deposit', 'time', 'loss', 'wager'];
const PERIOD_ORDER: PlayLimitPeriod[] = ['day', 'week', 'month'];

/** Time played is counted in seconds and shown in whole minutes, never rounded up to the limit. */
function timeRefusal(period: PlayLimitPeriod, limitMinutes: number, playedSeconds: bigint, now: Date) {
  const { adjective, span } = PERIOD_WORDS[period];
  const played = playTimeText(Number(playedSeconds / 60n));
  return new Forbidden(
    `You have played for ${played} ${span}, which reaches your ${adjective} time limit of ${playTimeText(limitMinutes)}, so you cannot bet until it resets. It resets at ${describeReset(periodEnd(period, now))}.`,
    ErrorCode.LimitReached,
  );
}

function refusal(
  kind: Exclude<PlayLimitKind, 'time'>,
  period: PlayLimitPeriod,
  limit: bigint,
  used: bigint,
  now: Date,
) {
  const { adjective, span } = PERIOD_WORDS[period];
  const limitUsd = toDecimalString(limit);
  const usedUsd = toDecimalString(used < 0n ? 0n : used);
  const reset = `It resets at ${describeReset(periodEnd(period, now))}.`;
  if (kind === 'deposit') {
    return new Forbidden(
      `Your deposits ${span} (${usdText(usedUsd)}) are past your ${adjective} deposit limit of ${usdText(limitUsd)}, so you cannot bet until it resets; you can still withdraw. ${reset}`,
      ErrorCode.LimitReached,
    ).naming(usedUsd, limitUsd);
  }
  const what =
    kind === 'loss' ? `your losses ${span} come to` : `you have wagered ${usdText(usedUsd)} ${span}`;
  const counted = kind === 'loss' ? `${what} ${usdText(usedUsd)}` : what;
  return new Forbidden(
    `This bet would pass your ${adjective} ${kind} limit of ${usdText(limitUsd)}: ${counted}. ${reset}`,
    ErrorCode.LimitReached,
  ).naming(limitUsd, usedUsd);
}

/**
 * Refuses a stake (403 LIMIT_REACHED, naming the limit and when it resets) that the
 * player's limits do not allow: one that, lost whole, would take the period's losses
 * past a loss limit, one that would take the period's stakes past a wager limit, and
 * any stake while the period's deposits are past a deposit limit (the deposit is the
 * player's and stays withdrawable; it is not played), and any stake once the period's
 * time played has reached a time limit (read-time-played.ts). Runs in the transaction that
 * records the stake, after the per-player lock, so concurrent stakes of one player on
 * any node take turns and each sees the ones before it. The caller has found that the
 * player has limits (`PlayLimitFlags`); call `checkPlayLimits` otherwise.
 */
export async function enforcePlayLimits(
  trx: Db,
  rates: RatesService,
  userId: string,
  stakeUsd: bigint,
  now = new Date(),
): Promise<void> {
  await lockPlayerFor(trx, 'play-limits', userId);
  const rows = await trx
    .selectFrom('play_limits')
    .select(['kind', 'period', 'amount'])
    .where('user_id', '=', userId)
    .execute();
  if (rows.length === 0) return;
  const kinds = new Set(rows.map((row) => row.kind));
  const periods = new Set(rows.map((row) => row.period));
  const usage = await readUsage(trx, rates, userId, kinds, periods, now);
  for (const kind of KIND_ORDER) {
    for (const period of PERIOD_ORDER) {
      const row = rows.find((candidate) => candidate.kind === kind && candidate.period === period);
      if (!row) continue;
      const used = usage[kind][period];
      if (kind === 'time') {
        const limitMinutes = minutesOf(row.amount);
        if (used >= BigInt(limitMinutes) * 60n) throw timeRefusal(period, limitMinutes, used, now);
        continue;
      }
      const limit = fromDecimalString(row.amount);
      const passed = kind === 'deposit' ? used > limit : used + stakeUsd > limit;
      if (passed) throw refusal(kind, period, limit, used, now);
    }
  }
}

/** The check for a stake inside a transaction: nothing at all for a player without limits. */
export async function checkPlayLimits(
  trx: Db,
  deps: PlayLimitDeps,
  userId: string,
  stakeUsd: bigint,
): Promise<void> {
  if (stakeUsd <= 0n) return;
  if (!(await deps.playLimits.has(trx, userId))) return;
  await enforcePlayLimits(trx, deps.rates, userId, stakeUsd);
}
