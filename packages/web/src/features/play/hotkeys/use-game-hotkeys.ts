import { useEffect, useRef } from 'react';
import { useSetting } from '../../../lib/client-settings';
import { anyModalOpen } from '../../../ui/modal-stack';
import type { GameHotkeyKey } from '../game-ui';
import { type HotkeyAction, hotkeyAction } from './hotkeys';

export type HotkeyHandlers = Record<Exclude<HotkeyAction, GameHotkeyKey>, () => void> &
  Partial<Record<GameHotkeyKey, () => void>>;

/** Any Mantine modal or drawer on screen (both render their content with aria-modal). */
function dialogOnScreen(): boolean {
  return document.querySelector('[aria-modal="true"]') !== null;
}

/**
 * Listens for the game hotkeys while the page is open. Handlers are read at press
 * time, so they always act on the current amount and round.
 */
export function useGameHotkeys(handlers: HotkeyHandlers, autoAvailable: boolean): void {
  const [enabled] = useSetting('isHotkeyEnabled');
  const latest = useRef({ handlers, autoAvailable });
  latest.current = { handlers, autoAvailable };

  useEffect(() => {
    if (!enabled) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      const { handlers: current, autoAvailable: auto } = latest.current;
      const gameKeys = (['w', 'e'] as const).filter((key) => current[key] !== undefined);
      const action = hotkeyAction(event, {
        enabled: true,
        modalOpen: anyModalOpen() || dialogOnScreen(),
        gameKeys,
        autoAvailable: auto,
      });
      if (!action) return;
      // Space would otherwise scroll the page or press the focused button as well.
      event.preventDefault();
      current[action]?.();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [enabled]);
}
