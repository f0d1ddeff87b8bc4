import { useSyncExternalStore } from 'react';

/**
 * The chip value the player holds. The bet panel (which shows the chip picker) and
 * the board (where chips are dropped) are separate components, so the choice lives
 * here rather than in either; it is kept for the session, across tables.
 */
let selected = 2;
const listeners = new Set<() => void>();

export function setSelectedChip(index: number): void {
  if (index === selected) return;
  selected = index;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSelectedChip(): number {
  return useSyncExternalStore(
    subscribe,
    () => selected,
    () => selected,
  );
}
