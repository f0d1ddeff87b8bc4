import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, parseStoredSettings } from './client-settings';

describe('client settings (spec section 3)', () => {
  it('start from the spec’s defaults', () => {
    expect(parseStoredSettings(null)).toEqual({
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
    });
  });

  it('keep stored values that are valid', () => {
    const stored = {
      selectedCurrency: 'ETH',
      hideBalances: true,
      volume: 0.25,
      speed: 'fast',
      chatTab: 'friends',
    };
    expect(parseStoredSettings(JSON.stringify(stored))).toEqual({ ...DEFAULT_SETTINGS, ...stored });
    expect(parseStoredSettings(JSON.stringify({ volume: 0 })).volume).toBe(0);
  });

  it('fall back to the defaults for invalid JSON or an entry that is not an object', () => {
    for (const raw of ['{not json', '', '42', '"BTC"', 'null', '[true, false]']) {
      expect(parseStoredSettings(raw), raw).toEqual(DEFAULT_SETTINGS);
    }
  });

  it('drop values of the wrong type or outside what the setting allows, keeping the rest', () => {
    const stored = {
      showFiat: 'yes',
      hideEmpty: 1,
      volume: 1.5,
      speed: 'turbo',
      chatTab: 'support',
      selectedCurrency: 42,
      fiatCurrency: '',
      menuOpen: false,
    };
    expect(parseStoredSettings(JSON.stringify(stored))).toEqual({ ...DEFAULT_SETTINGS, menuOpen: false });
    expect(parseStoredSettings(JSON.stringify({ volume: -0.1 })).volume).toBe(1);
    expect(parseStoredSettings(JSON.stringify({ volume: '0.5' })).volume).toBe(1);
  });

  it('ignore unknown keys, including ones inherited from Object', () => {
    const settings = parseStoredSettings('{"theme":"light","__proto__":{"polluted":true},"toString":"x"}');
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(Object.keys(settings)).toEqual(Object.keys(DEFAULT_SETTINGS));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
