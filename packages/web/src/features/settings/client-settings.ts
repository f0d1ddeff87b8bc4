import { useCallback, useSyncExternalStore } from 'react';

/** Client settings of spec section 3, kept in this browser only. */
export type ClientSettings = {
  selectedCurrency: string;
  fiatCurrency: string;
  showFiat: boolean;
  hideEmpty: boolean;
  hideBalances: boolean;
  volume: number;
  speed: 'normal' | 'fast';
  isHotkeyEnabled: boolean;
  chatRegion: string;
  chatTab: string;
  menuOpen: boolean;
};

export const SETTINGS_STORAGE_KEY = 'ante.settings';

export const DEFAULT_SETTINGS: ClientSettings = {
  selectedCurrency: 'BTC',
  fiatCurrency: 'USD',
  showFiat: true,
  hideEmpty: false,
  hideBalances: false,
  volume: 1,
  speed: 'normal',
  isHotkeyEnabled: false,
  chatRegion: 'en',
  chatTab: 'chat',
  menuOpen: true,
};

/**
 * Keeps only stored values whose type matches the default's, so a hand-edited or
 * outdated entry can never hand a screen a value of the wrong type.
 */
function readStored(): ClientSettings {
  const settings = { ...DEFAULT_SETTINGS };
  try {
    const raw = window.localStorage.getItem(SETTINGS_STORAGE_KEY);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    if (stored && typeof stored === 'object') {
      const target = settings as Record<string, unknown>;
      for (const [key, value] of Object.entries(stored)) {
        if (key in DEFAULT_SETTINGS && typeof value === typeof target[key]) target[key] = value;
      }
    }
  } catch {
    // Storage can be unavailable (private mode) or hold invalid JSON: the defaults stand.
  }
  return settings;
}

let current: ClientSettings | null = null;
const listeners = new Set<() => void>();

function getSnapshot(): ClientSettings {
  current ??= readStored();
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the settings updates this one too.
  const handleStorage = (event: StorageEvent) => {
    if (event.key !== SETTINGS_STORAGE_KEY) return;
    current = readStored();
    listener();
  };
  window.addEventListener('storage', handleStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', handleStorage);
  };
}

/**
 * One setting as it stands now, for code that acts later than it renders: a sound
 * scheduled during an animation plays at the volume of the moment it sounds.
 */
export function readSetting<K extends keyof ClientSettings>(key: K): ClientSettings[K] {
  return getSnapshot()[key];
}

export function updateSettings(patch: Partial<ClientSettings>): void {
  current = { ...getSnapshot(), ...patch };
  try {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Not persisted, but the change still applies for this visit.
  }
  for (const listener of listeners) listener();
}

/** One setting and its setter, re-rendering only when settings change. */
export function useSetting<K extends keyof ClientSettings>(
  key: K,
): [ClientSettings[K], (value: ClientSettings[K]) => void] {
  const value = useSyncExternalStore(subscribe, () => getSnapshot()[key]);
  const setValue = useCallback((next: ClientSettings[K]) => updateSettings({ [key]: next }), [key]);
  return [value, setValue];
}
