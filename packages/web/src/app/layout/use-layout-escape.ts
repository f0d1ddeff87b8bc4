import { useEffect } from 'react';
import { anyModalOpen } from '../../ui/modal-stack';

/** Whether a dialog of any kind (the stack's, a confirmation, the phone menu) is on screen. */
function dialogOnScreen(): boolean {
  return document.querySelector('[aria-modal="true"]') !== null;
}

/**
 * Escape for the frame's panels: it closes the overlay panel if one is open, else the
 * chat column, but never while a dialog is up. Dialogs come first: the modal stack
 * closes only its top modal (and marks the key handled), and a dialog outside the
 * stack closes by itself; either way one Escape closes one thing.
 */
export function useLayoutEscape(close: { overlay: (() => void) | null; chat: (() => void) | null }): void {
  const { overlay, chat } = close;
  useEffect(() => {
    const closeTop = overlay ?? chat;
    if (!closeTop) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (anyModalOpen() || dialogOnScreen()) return;
      closeTop();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [overlay, chat]);
}
