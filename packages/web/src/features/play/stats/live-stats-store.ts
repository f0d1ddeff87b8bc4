import { createStore, useStore } from '../../../lib/store';
import {
  EMPTY_STATS,
  type GameStats,
  type LiveStatsState,
  type StatsAction,
  statsAt,
  statsReducer,
} from './live-stats';

/**
 * The live stats, kept for this browser session (sessionStorage: a new tab starts
 * empty, a reload keeps them), plus whether the panel is open (memory only).
 */
const STORAGE_KEY = 'ante.liveStats';

function readStored(): LiveStatsState {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as LiveStatsState) : {};
  } catch {
    return {};
  }
}

const statsStore = createStore(readStored);
const panelOpenStore = createStore(false);

export function dispatchStats(action: StatsAction): void {
  const next = statsReducer(statsStore.get(), action);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Not kept over a reload, but this visit still counts.
  }
  statsStore.set(next);
}

export function setStatsPanelOpen(open: boolean): void {
  panelOpenStore.set(open);
}

/**
 * One currency's stats. `now` is read when the stats change or the panel opens, so
 * stats over an hour old show as fresh ones without a clock ticking every second.
 */
export function useLiveStats(currency: string): GameStats {
  const all = useStore(statsStore);
  return all[currency] ? statsAt(all, currency, Date.now()) : EMPTY_STATS;
}

export function useStatsPanelOpen(): boolean {
  return useStore(panelOpenStore);
}
