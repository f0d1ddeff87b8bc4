import { useEffect } from 'react';
import { getModalState } from '../../ui/modal-stack';
import { isSpotlightShortcut } from './spotlight-shortcut';
import { toggleSpotlight, useSpotlightOpened } from './spotlight-store';

/** Marks the Spotlight's own dialog, so it does not count as "another modal". */
export const SPOTLIGHT_DIALOG_ATTRIBUTE = 'data-spotlight';

/**
 * Another dialog is up: one on the modal stack, or any open Mantine modal or
 * drawer (they all render `aria-modal`). Read from the page at key time, so modals
 * added later are covered without registering here.
 */
function anotherModalOpen(): boolean {
  if (getModalState().stack.some((entry) => entry.type !== 'spotlight')) return true;
  return (
    document.querySelector(`[role="dialog"][aria-modal="true"]:not([${SPOTLIGHT_DIALOG_ATTRIBUTE}])`) !== null
  );
}

/** Cmd/Alt/Ctrl+K opens the Spotlight from anywhere (and closes it again), unless another modal is open. */
export function useSpotlightShortcut(): void {
  const opened = useSpotlightOpened();

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || !isSpotlightShortcut(event)) return;
      if (!opened && anotherModalOpen()) return;
      // The browser would otherwise take Ctrl+K for its own search bar.
      event.preventDefault();
      toggleSpotlight();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [opened]);
}
