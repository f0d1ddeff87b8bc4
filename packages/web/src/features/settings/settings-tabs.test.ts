import { describe, expect, it } from 'vitest';
import { parseSettingsTab, SETTINGS_TABS } from './settings-tabs';

describe('parseSettingsTab', () => {
  it('opens the named tab', () => {
    for (const { slug } of SETTINGS_TABS) expect(parseSettingsTab(slug)).toBe(slug);
  });

  it('falls back to security for a missing or unknown tab', () => {
    expect(parseSettingsTab(null)).toBe('security');
    expect(parseSettingsTab('')).toBe('security');
    expect(parseSettingsTab('SECURITY')).toBe('security');
    expect(parseSettingsTab('billing')).toBe('security');
  });
});
