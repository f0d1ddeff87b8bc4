import type { Atoms } from '@ante/core';
import { truncateAtoms } from '../../lib/money';
import type { BetOutcome } from './stats/live-stats';

/**
 * Auto betting as pure rules, so the loop in `use-auto-bet.ts` only schedules: after
 * each settled bet, `afterBet` says what the next amount is and whether to stop.
 */
export type OnOutcome = { mode: 'reset' | 'increase' /** Percent, at most two decimals. */; percent: number };

export interface AutoBetConfig {
  /** How many bets to place; 0 keeps going until stopped. */
  count: number;
  onWin: OnOutcome;
  onLoss: OnOutcome;
  /** Stop once the net profit since the start reaches this (0: no limit). */
  stopProfit: Atoms;
  /** Stop once the net loss since the start reaches this (0: no limit). */
  stopLoss: Atoms;
}

export const DEFAULT_AUTO_CONFIG: AutoBetConfig = {
  count: 0,
  onWin: { mode: 'reset', percent: 0 },
  onLoss: { mode: 'reset', percent: 0 },
  stopProfit: 0n,
  stopLoss: 0n,
};

export interface AutoBetProgress {
  /** The amount the run started with; "reset" returns to it. */
  baseAmount: Atoms;
  /** The amount of the next bet. */
  nextAmount: Atoms;
  placed: number;
  /** Payouts minus wagers since the start (negative when down). */
  profit: Atoms;
}

export type AutoStopReason = 'count' | 'profit' | 'loss';

export function startProgress(amount: Atoms): AutoBetProgress {
  return { baseAmount: amount, nextAmount: amount, placed: 0, profit: 0n };
}

/** `amount` raised by `percent` (two decimals), truncated to the currency's precision. */
export function increaseByPercent(amount: Atoms, percent: number, decimals: number): Atoms {
  const hundredths = BigInt(Math.max(0, Math.round(percent * 100)));
  return truncateAtoms((amount * (10_000n + hundredths)) / 10_000n, decimals);
}

export function afterBet(
  config: AutoBetConfig,
  progress: AutoBetProgress,
  bet: { wager: Atoms; payout: Atoms; outcome: BetOutcome },
  decimals: number,
): { progress: AutoBetProgress; stop: AutoStopReason | null } {
  // A push (exactly 1×) is neither: the amount stays as it was.
  const rule = bet.outcome === 'win' ? config.onWin : bet.outcome === 'loss' ? config.onLoss : null;
  const nextAmount =
    rule === null
      ? bet.wager
      : rule.mode === 'reset'
        ? progress.baseAmount
        : increaseByPercent(bet.wager, rule.percent, decimals);
  const next: AutoBetProgress = {
    ...progress,
    nextAmount,
    placed: progress.placed + 1,
    profit: progress.profit + bet.payout - bet.wager,
  };
  let stop: AutoStopReason | null = null;
  if (config.stopProfit > 0n && next.profit >= config.stopProfit) stop = 'profit';
  else if (config.stopLoss > 0n && -next.profit >= config.stopLoss) stop = 'loss';
  else if (config.count > 0 && next.placed >= config.count) stop = 'count';
  return { progress: next, stop };
}

/** How many bets are left to show on the count field while running (null: unlimited). */
export function betsLeft(config: AutoBetConfig, progress: AutoBetProgress): number | null {
  return config.count > 0 ? Math.max(0, config.count - progress.placed) : null;
}
