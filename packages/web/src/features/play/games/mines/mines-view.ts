import {
  type Atoms,
  formatMultiplier as formatFixed,
  isCryptoCode,
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  type MinesParams,
  type MinesView,
  minesMultiplier,
  minesResultSchema,
  type Round,
} from '@ante/core';
import { formatCryptoAmount } from '../../../../lib/money';

export type TileFace = 'hidden' | 'gem' | 'hit' | 'gemDim' | 'mineDim';

export const MINE_COUNTS: number[] = Array.from(
  { length: MINES_MAX - MINES_MIN + 1 },
  (_, index) => MINES_MIN + index,
);

/**
 * The round's view when it is a mines round; the shell hands every board its own game's
 * rounds. A result that does not read as a mines view draws the empty board.
 */
export function minesView(round: Round | null): MinesView | null {
  return round?.game === 'mines' ? (minesResultSchema.safeParse(round.result).data ?? null) : null;
}

/**
 * What each of the 25 tiles shows: the player's safe picks as gems, and once the round
 * is over the mine they hit and every other tile dimmed (the rest of the board the
 * server revealed).
 */
export function tileFaces(view: MinesView | null): TileFace[] {
  const revealed = new Set(view?.revealed ?? []);
  const mines = new Set(view?.minePositions ?? []);
  const over = view !== null && view.status !== 'playing';
  return Array.from({ length: MINES_TILES }, (_, tile): TileFace => {
    if (view?.hitMine === tile) return 'hit';
    if (revealed.has(tile)) return 'gem';
    if (!over) return 'hidden';
    return mines.has(tile) ? 'mineDim' : 'gemDim';
  });
}

/** Safe tiles still hidden. */
export function gemsLeft(view: Pick<MinesView, 'mines' | 'revealed'>): number {
  return MINES_TILES - view.mines - view.revealed.length;
}

/** The multiplier of the first safe tile for a mine count, from core's formula ("1.03"). */
export function firstTileMultiplier({ mines }: MinesParams): string {
  return formatFixed(minesMultiplier(mines, 1));
}

/** A hidden tile for "Pick random tile"; `random` is injectable for tests. */
export function randomHiddenTile(view: MinesView, random: () => number = Math.random): number | null {
  const revealed = new Set(view.revealed);
  const hidden = Array.from({ length: MINES_TILES }, (_, tile) => tile).filter((tile) => !revealed.has(tile));
  return hidden[Math.floor(random() * hidden.length)] ?? null;
}

/** An amount in atoms in its currency's precision ("0.00012000"). */
export function formatAtoms(atoms: Atoms, currency: string): string {
  if (!isCryptoCode(currency)) return atoms.toString();
  const sign = atoms < 0n ? '-' : '';
  return `${sign}${formatCryptoAmount(atoms < 0n ? -atoms : atoms, currency)}`;
}
