import type { GameHotkeyKey } from '../game-ui';

/**
 * Game hotkeys (docs/product.md#input-rules): what a key press means, decided without the DOM
 * event loop so it can be tested. Keys are read by their physical position
 * (`event.code`), because Q, W, E, A, S and D are chosen as a cluster under the left
 * hand; on other layouts the same keys keep working.
 */
export type ShellHotkeyAction = 'bet' | 'double' | 'halve' | 'zero' | 'toggleAuto';
export type HotkeyAction = ShellHotkeyAction | GameHotkeyKey;

export const SHELL_HOTKEYS: readonly {
  code: string;
  key: string;
  label: string;
  action: ShellHotkeyAction;
}[] = [
  { code: 'Space', key: 'Space', label: 'Make a bet', action: 'bet' },
  { code: 'KeyS', key: 'S', label: 'Double the bet amount', action: 'double' },
  { code: 'KeyA', key: 'A', label: 'Halve the bet amount', action: 'halve' },
  { code: 'KeyD', key: 'D', label: 'Set the bet amount to zero', action: 'zero' },
  { code: 'KeyQ', key: 'Q', label: 'Start or stop auto betting', action: 'toggleAuto' },
];

const GAME_KEYS: Record<string, GameHotkeyKey> = { KeyW: 'w', KeyE: 'e' };

/** The parts of a KeyboardEvent the decision reads. */
export interface HotkeyEvent {
  code: string;
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  repeat: boolean;
  defaultPrevented: boolean;
  target: unknown;
}

export interface HotkeyConditions {
  /** The player's isHotkeyEnabled setting (off by default). */
  enabled: boolean;
  /** A modal or drawer is open (`?modal=` in the URL or a dialog on screen). */
  modalOpen: boolean;
  /** The game's own W/E keys, when it has any. */
  gameKeys: readonly GameHotkeyKey[];
  /** Whether Q means anything here (single-step games only). */
  autoAvailable: boolean;
}

const EDITABLE_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** Whether typing goes into `target` (a field, a select, a contenteditable region). */
export function isEditableTarget(target: unknown): boolean {
  if (!target || typeof target !== 'object') return false;
  const element = target as { tagName?: unknown; isContentEditable?: unknown };
  return (
    (typeof element.tagName === 'string' && EDITABLE_TAGS.has(element.tagName.toUpperCase())) ||
    element.isContentEditable === true
  );
}

/** What a key press should do on a game page, or null when the page should leave it alone. */
export function hotkeyAction(event: HotkeyEvent, conditions: HotkeyConditions): HotkeyAction | null {
  if (!conditions.enabled || conditions.modalOpen || event.defaultPrevented) return null;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (isEditableTarget(event.target)) return null;
  const code = event.code || (event.key === ' ' ? 'Space' : `Key${event.key.toUpperCase()}`);
  const shell = SHELL_HOTKEYS.find((hotkey) => hotkey.code === code);
  if (shell) {
    // Holding Space or Q down must not fire a stream of bets or toggles.
    if (event.repeat && (shell.action === 'bet' || shell.action === 'toggleAuto')) return null;
    if (shell.action === 'toggleAuto' && !conditions.autoAvailable) return null;
    return shell.action;
  }
  const gameKey = GAME_KEYS[code];
  if (gameKey && conditions.gameKeys.includes(gameKey) && !event.repeat) return gameKey;
  return null;
}
