import { useSyncExternalStore } from 'react';

/**
 * Whether the Spotlight search is open. A module-level store rather than a context,
 * so the header button, the keyboard shortcut and any later caller (a lobby search
 * box, say) can open the one dialog without a provider around them.
 */
let opened = false;
const listeners = new Set<() => void>();

function setOpened(next: boolean): void {
  if (opened === next) return;
  opened = next;
  for (const listener of listeners) listener();
}

export const openSpotlight = (): void => setOpened(true);
export const closeSpotlight = (): void => setOpened(false);
export const toggleSpotlight = (): void => setOpened(!opened);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSpotlightOpened(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => opened,
    () => false,
  );
}
