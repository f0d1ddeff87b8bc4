import type { Seeds } from '@ante/core';
import type { SlotDocument } from './document';
import { FORGE_OF_FORTUNE } from './forge-of-fortune';

/**
 * What the slot's tests share. It lives outside the test files because importing a
 * test file runs its suite again inside the importer's.
 */

/** The worked example's seeds of docs/provably-fair.md, which docs/studio-slot.md uses too. */
export const EXAMPLE: Seeds = {
  serverSeed: '3f1e5cbb2a0a4d8e9b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a',
  clientSeed: 'lucky-player-7',
  nonce: 42,
};

/** A window written as the player sees it, three rows of five, turned into `window[reel][row]`. */
export function grid(top: string[], middle: string[], bottom: string[]): string[][] {
  return [0, 1, 2, 3, 4].map((reel) => [top[reel], middle[reel], bottom[reel]] as string[]);
}

/** A deep copy of a document to change in a test, so the shared one stays as published (a document is plain JSON). */
export function variant(document: SlotDocument, change: (copy: SlotDocument) => void): SlotDocument {
  const copy = JSON.parse(JSON.stringify(document)) as SlotDocument;
  change(copy);
  return copy;
}

/**
 * A slot small enough to check by brute force: Forge of Fortune's rules on strips of
 * four symbols, so 4^5 = 1,024 stop combinations per reel set. With a scatter on every
 * strip of four, nine spins in ten retrigger, so its rounds often reach the limit.
 */
export const TINY: SlotDocument = variant(FORGE_OF_FORTUNE, (d) => {
  d.reelStrips.base = [
    ['crown', 'dragon', 'ruby', 'rune'],
    ['dragon', 'crown', 'rune', 'ruby'],
    ['ruby', 'crown', 'dragon', 'rune'],
    ['crown', 'rune', 'ruby', 'topaz'],
    ['ruby', 'dragon', 'crown', 'rune'],
  ];
  d.reelStrips.free = [
    ['dragon', 'crown', 'topaz', 'rune'],
    ['crown', 'dragon', 'rune', 'topaz'],
    ['topaz', 'rune', 'crown', 'dragon'],
    ['rune', 'crown', 'dragon', 'topaz'],
    ['crown', 'topaz', 'rune', 'dragon'],
  ];
});
