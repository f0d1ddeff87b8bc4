import { createStore, useStore } from '../../../../../lib/store';

/**
 * The chip value the player holds. The bet panel (which shows the chip picker) and
 * the board (where chips are dropped) are separate components, so the choice lives
 * here rather than in either; it is kept for the session, across tables.
 */
const chipStore = createStore(2);

export function setSelectedChip(index: number): void {
  chipStore.set(index);
}

export function useSelectedChip(): number {
  return useStore(chipStore);
}
