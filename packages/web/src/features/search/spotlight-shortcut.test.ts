import { describe, expect, it } from 'vitest';
import { isSpotlightShortcut, type ShortcutEvent, shortcutLabel } from './spotlight-shortcut';

const key = (init: Partial<ShortcutEvent>): ShortcutEvent => ({
  key: 'k',
  code: 'KeyK',
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  ...init,
});

describe('Spotlight shortcut', () => {
  it('opens on Cmd+K, Alt+K and Ctrl+K', () => {
    expect(isSpotlightShortcut(key({ metaKey: true }))).toBe(true);
    expect(isSpotlightShortcut(key({ altKey: true }))).toBe(true);
    expect(isSpotlightShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSpotlightShortcut(key({ key: 'K', ctrlKey: true }))).toBe(true);
  });

  it('knows the key by position when Alt changes the character (macOS types ˚)', () => {
    expect(isSpotlightShortcut(key({ key: '˚', altKey: true }))).toBe(true);
  });

  it('ignores a plain K, other letters and Shift combinations', () => {
    expect(isSpotlightShortcut(key({}))).toBe(false);
    expect(isSpotlightShortcut(key({ key: 'j', code: 'KeyJ', metaKey: true }))).toBe(false);
    expect(isSpotlightShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
  });

  it('names the shortcut the way the platform does', () => {
    expect(shortcutLabel('macos')).toBe('⌘ K');
    expect(shortcutLabel('windows')).toBe('Alt K');
  });
});
