import { useCallback } from 'react';
import { createStore, useStore } from './store';

/** Client settings (docs/product.md#what-the-screens-show), kept in this browser only. */
export type ClientSettings = {
  selectedCurrency: string;
  fiatCurrency: string;
  showFiat: boolean;
  hideEmpty: boolean;
  hideBalances: boolean;
  /** Game sound, 0 (muted) to 1 (full). */
  volume: number;
  speed: 'normal' | 'fast';
  isHotkeyEnabled: boolean;
  chatRegion: string;
  chatTab: 'chat' | 'friends';
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

const isBoolean = (value: unknown) => typeof value === 'boolean';
const isText = (value: unknown) => typeof value === 'string' && value.length > 0 && value.length <= 32;
const oneOf =
  (...allowed: readonly string[]) =>
  (value: unknown) =>
    typeof value === 'string' && allowed.includes(value);

/**
 * What each setting may hold. The currency codes stay free text here: an unknown code
 * is the wallet's to resolve (it falls back to BTC or USD, docs/product.md#what-the-screens-show).
 */
const VALID: { [K in keyof ClientSettings]: (value: unknown) => boolean } = {
  selectedCurrency: isText,
  fiatCurrency: isText,
  showFiat: isBoolean,
  hideEmpty: isBoolean,
  hideBalances: isBoolean,
  volume: (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1,
  speed: oneOf('normal', 'fast'),
  isHotkeyEnabled: isBoolean,
  chatRegion: isText,
  chatTab: oneOf('chat', 'friends'),
  menuOpen: isBoolean,
};

function isSettingKey(key: string): key is keyof ClientSettings {
  return Object.hasOwn(VALID, key);
}

/**
 * The settings a stored entry holds, over the defaults. Each value is kept only when
 * it is one its setting allows, so a hand-edited, outdated or corrupt entry can never
 * hand a screen a value of the wrong type or out of range; unknown keys are dropped.
 */
export function parseStoredSettings(raw: string | null): ClientSettings {
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  let stored: unknown = null;
  try {
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    // Invalid JSON: the defaults stand.
  }
  if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
    for (const [key, value] of Object.entries(stored)) {
      if (isSettingKey(key) && VALID[key](value)) settings[key] = value;
    }
  }
  return settings as ClientSettings;
}

function readStored(): ClientSettings {
  try {
    return parseStoredSettings(window.localStorage.getItem(SETTINGS_STORAGE_KEY));
  } catch {
    // Storage can be unavailable (private mode): the defaults stand.
    return { ...DEFAULT_SETTINGS };
  }
}

const settingsStore = createStore(readStored, {
  // Another tab changing the settings updates this one too.
  watch: (store) => {
    const handleStorage = (event: StorageEvent) => {
      if (event.key === SETTINGS_STORAGE_KEY) store.set(readStored());
    };
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  },
});

/**
 * One setting as it stands now, for code that acts later than it renders: a sound
 * scheduled during an animation plays at the volume of the moment it sounds.
 */
export function readSetting<K extends keyof ClientSettings>(key: K): ClientSettings[K] {
  return settingsStore.get()[key];
}

export function updateSettings(patch: Partial<ClientSettings>): void {
  const next = { ...settingsStore.get(), ...patch };
  try {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Not persisted, but the change still applies for this visit.
  }
  settingsStore.set(next);
}

/** One setting and its setter, re-rendering only when settings change. */
export function useSetting<K extends keyof ClientSettings>(
  key: K,
): [ClientSettings[K], (value: ClientSettings[K]) => void] {
  const value = useStore(settingsStore, (settings) => settings[key]);
  const setValue = useCallback((next: ClientSettings[K]) => updateSettings({ [key]: next }), [key]);
  return [value, setValue];
}
