import { useSyncExternalStore } from 'react';
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

let state: LiveStatsState | null = null;
let panelOpen = false;
const listeners = new Set<() => void>();

function current(): LiveStatsState {
  state ??= readStored();
  return state;
}

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dispatchStats(action: StatsAction): void {
  state = statsReducer(current(), action);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Not kept over a reload, but this visit still counts.
  }
  emit();
}

export function setStatsPanelOpen(open: boolean): void {
  if (panelOpen === open) return;
  panelOpen = open;
  emit();
}

/**
 * One currency's stats. `now` is read when the stats change or the panel opens, so
 * stats over an hour old show as fresh ones without a clock ticking every second.
 */
export function useLiveStats(currency: string): GameStats {
  const all = useSyncExternalStore(subscribe, current);
  return all[currency] ? statsAt(all, currency, Date.now()) : EMPTY_STATS;
}

export function useStatsPanelOpen(): boolean {
  return useSyncExternalStore(subscribe, () => panelOpen);
}
