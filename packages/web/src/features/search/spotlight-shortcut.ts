/** The parts of a keyboard event the shortcut looks at (a plain object in tests). */
export type ShortcutEvent = Pick<
  KeyboardEvent,
  'key' | 'code' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'
>;

/**
 * The shortcut (docs/product.md#header): Cmd+K on macOS, Alt+K elsewhere. All three modifiers are accepted on
 * every platform, because players bring habits from other sites and nothing else on
 * the page uses them. The physical key is checked too: Alt+K on a Mac types "˚".
 */
export function isSpotlightShortcut(event: ShortcutEvent): boolean {
  if (event.shiftKey) return false;
  if (!event.metaKey && !event.altKey && !event.ctrlKey) return false;
  return event.key.toLowerCase() === 'k' || event.code === 'KeyK';
}

/** The hint shown in the dialog, written the way each platform names its keys (`useOs` values). */
export function shortcutLabel(os: string): string {
  return os === 'macos' || os === 'ios' ? '⌘ K' : 'Alt K';
}
