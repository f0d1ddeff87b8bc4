import { describe, expect, it } from 'vitest';
import {
  EMPTY_STATS,
  HISTORY_LIMIT,
  type LiveStatsState,
  outcomeOf,
  STATS_RESET_AFTER_MS,
  type StatsAction,
  statsAt,
  statsReducer,
} from './live-stats';

const T0 = 1_700_000_000_000;

function bet(wager: string, payout: string, at = T0, currency = 'BTC'): StatsAction {
  return { type: 'record', currency, wager, payout, outcome: payout === '0' ? 'loss' : 'win', at };
}

function play(actions: StatsAction[], start: LiveStatsState = {}): LiveStatsState {
  return actions.reduce(statsReducer, start);
}

describe('statsReducer', () => {
  it('starts from zero', () => {
    expect(statsAt({}, 'BTC', T0)).toEqual(EMPTY_STATS);
  });

  it('adds wagers, net gain, wins and losses exactly, with a running history', () => {
    const state = play([bet('0.1', '0.2', T0), bet('0.1', '0', T0 + 1), bet('0.3', '0.6', T0 + 2)]);
    const stats = statsAt(state, 'BTC', T0 + 3);
    expect(stats.betAmount).toBe('0.5');
    expect(stats.netGain).toBe('0.3');
    expect(stats.wins).toBe(2);
    expect(stats.losses).toBe(1);
    expect(stats.netGainHistory.map((point) => point.netGain)).toEqual(['0.1', '0', '0.3']);
  });

  it('never rounds: amounts that a float would blur add up exactly', () => {
    const state = play([bet('0.1', '0', T0), bet('0.2', '0', T0)]);
    expect(statsAt(state, 'BTC', T0).netGain).toBe('-0.3');
  });

  it('counts a push as neither a win nor a loss', () => {
    const state = statsReducer(
      {},
      { type: 'record', currency: 'BTC', wager: '1', payout: '1', outcome: 'push', at: T0 },
    );
    const stats = statsAt(state, 'BTC', T0);
    expect([stats.wins, stats.losses, stats.netGain]).toEqual([0, 0, '0']);
  });

  it('keeps each currency apart', () => {
    const state = play([bet('1', '0', T0, 'ETH'), bet('2', '4', T0, 'BTC')]);
    expect(statsAt(state, 'ETH', T0).netGain).toBe('-1');
    expect(statsAt(state, 'BTC', T0).netGain).toBe('2');
  });

  it('keeps only the newest 250 history points but counts every bet', () => {
    const actions = Array.from({ length: HISTORY_LIMIT + 10 }, (_, index) => bet('1', '0', T0 + index));
    const stats = statsAt(play(actions), 'BTC', T0 + 1_000);
    expect(stats.netGainHistory).toHaveLength(HISTORY_LIMIT);
    expect(stats.netGainHistory[0]?.netGain).toBe('-11');
    expect(stats.losses).toBe(HISTORY_LIMIT + 10);
  });

  it('starts over when the newest entry is more than an hour old', () => {
    const state = play([bet('1', '0', T0)]);
    expect(statsAt(state, 'BTC', T0 + STATS_RESET_AFTER_MS).losses).toBe(1);
    expect(statsAt(state, 'BTC', T0 + STATS_RESET_AFTER_MS + 1)).toEqual(EMPTY_STATS);
    const later = statsReducer(state, bet('2', '4', T0 + STATS_RESET_AFTER_MS + 1));
    const stats = statsAt(later, 'BTC', T0 + STATS_RESET_AFTER_MS + 1);
    expect([stats.betAmount, stats.netGain, stats.wins, stats.losses]).toEqual(['2', '2', 1, 0]);
    expect(stats.netGainHistory).toHaveLength(1);
  });

  it('resets everything on request', () => {
    expect(statsReducer(play([bet('1', '0')]), { type: 'reset' })).toEqual({});
  });
});

describe('outcomeOf', () => {
  it('reads the server multiplier: above 1× wins, below loses, 1× is a push', () => {
    expect(outcomeOf('2')).toBe('win');
    expect(outcomeOf('1.00000001')).toBe('win');
    expect(outcomeOf('1')).toBe('push');
    expect(outcomeOf('0.5')).toBe('loss');
    expect(outcomeOf('0')).toBe('loss');
    expect(outcomeOf(null)).toBe('loss');
  });
});
