import { type Atoms, fromDecimalString, toDecimalString } from '@ante/core';

/**
 * Live stats (docs/product.md#what-the-screens-show): wagered amount (betAmount), net gain, wins,
 * losses and the net-gain history, per currency (amounts of different coins do not
 * add up). The history holds the running net gain after each bet, at most 250 points;
 * everything starts over when the newest entry is more than an hour old.
 * Amounts are kept as decimal strings so the state survives JSON (sessionStorage).
 */
export const HISTORY_LIMIT = 250;
export const STATS_RESET_AFTER_MS = 60 * 60 * 1000;

export interface NetGainPoint {
  /** When the bet settled (ms since the epoch). */
  at: number;
  /** The running net gain after this bet, as a decimal string. */
  netGain: string;
}

export interface GameStats {
  betAmount: string;
  netGain: string;
  wins: number;
  losses: number;
  netGainHistory: NetGainPoint[];
}

export type LiveStatsState = Record<string, GameStats>;

export type BetOutcome = 'win' | 'loss' | 'push';

export type StatsAction =
  | { type: 'record'; currency: string; wager: string; payout: string; outcome: BetOutcome; at: number }
  | { type: 'reset' };

export const EMPTY_STATS: GameStats = {
  betAmount: '0',
  netGain: '0',
  wins: 0,
  losses: 0,
  netGainHistory: [],
};

function readDecimal(value: string): Atoms {
  try {
    return fromDecimalString(value);
  } catch {
    return 0n;
  }
}

/** Whether these stats are over an hour past their newest entry (and so start over). */
export function isStale(stats: GameStats, now: number): boolean {
  const newest = stats.netGainHistory.at(-1);
  return newest !== undefined && now - newest.at > STATS_RESET_AFTER_MS;
}

/** A currency's stats as of `now`: empty when there are none or they have gone stale. */
export function statsAt(state: LiveStatsState, currency: string, now: number): GameStats {
  const stats = state[currency];
  if (!stats || isStale(stats, now)) return EMPTY_STATS;
  return stats;
}

function record(stats: GameStats, action: Extract<StatsAction, { type: 'record' }>): GameStats {
  const wager = readDecimal(action.wager);
  const payout = readDecimal(action.payout);
  const netGain = readDecimal(stats.netGain) + payout - wager;
  const history = [...stats.netGainHistory, { at: action.at, netGain: toDecimalString(netGain) }];
  return {
    betAmount: toDecimalString(readDecimal(stats.betAmount) + wager),
    netGain: toDecimalString(netGain),
    wins: stats.wins + (action.outcome === 'win' ? 1 : 0),
    losses: stats.losses + (action.outcome === 'loss' ? 1 : 0),
    netGainHistory: history.length > HISTORY_LIMIT ? history.slice(-HISTORY_LIMIT) : history,
  };
}

export function statsReducer(state: LiveStatsState, action: StatsAction): LiveStatsState {
  switch (action.type) {
    case 'reset':
      return {};
    case 'record':
      return { ...state, [action.currency]: record(statsAt(state, action.currency, action.at), action) };
  }
}

/** The outcome of a finished round from its multiplier: above 1× wins, below loses, exactly 1× is a push. */
export function outcomeOf(multiplier: string | null): BetOutcome {
  const value = readDecimal(multiplier ?? '0');
  const one = 10n ** 18n;
  return value > one ? 'win' : value < one ? 'loss' : 'push';
}
