import type { WireSpin } from './types';

/**
 * What a spin's wins look like once the reels have stopped: every win at once, then
 * each in turn. The order is the player's interest: the largest win first, and among
 * equal wins the lower payline number, so the cycle reads the same every time.
 */

export interface PresentedCell {
  reel: number;
  row: number;
}

export type PresentedWin =
  | { kind: 'line'; line: number; symbol: string; count: number; lineBets: number; cells: PresentedCell[] }
  | { kind: 'scatter'; symbol: string; count: number; lineBets: number; cells: PresentedCell[] };

export function presentWins(spin: WireSpin, scatterSymbol: string): PresentedWin[] {
  const wins: PresentedWin[] = spin.evaluation.lineWins.map((win) => ({
    kind: 'line',
    line: win.line,
    symbol: win.symbol,
    count: win.count,
    lineBets: win.lineBets,
    cells: win.positions.map(({ reel, row }) => ({ reel, row })),
  }));
  const scatter = spin.evaluation.scatterWin;
  if (scatter)
    wins.push({
      kind: 'scatter',
      symbol: scatterSymbol,
      count: scatter.count,
      lineBets: scatter.lineBets,
      cells: scatter.positions.map(({ reel, row }) => ({ reel, row })),
    });
  return wins.sort((a, b) => {
    if (b.lineBets !== a.lineBets) return b.lineBets - a.lineBets;
    // The scatter goes after the lines it ties with: it is the one not drawn as a line.
    const lineOf = (win: PresentedWin) => (win.kind === 'line' ? win.line : Number.MAX_SAFE_INTEGER);
    return lineOf(a) - lineOf(b);
  });
}

/** Every cell that is part of some win, once each, for the "all wins" highlight. */
export function winningCells(wins: readonly PresentedWin[]): PresentedCell[] {
  const seen = new Set<string>();
  const cells: PresentedCell[] = [];
  for (const win of wins)
    for (const cell of win.cells) {
      const key = `${cell.reel}:${cell.row}`;
      if (seen.has(key)) continue;
      seen.add(key);
      cells.push(cell);
    }
  return cells.sort((a, b) => a.reel - b.reel || a.row - b.row);
}

export type WinTier = 'none' | 'win' | 'big' | 'mega' | 'epic';

/** The celebration a round's win earns, by its multiple of the bet. */
export function winTier(multiplier: number): WinTier {
  if (!(multiplier > 0)) return 'none';
  if (multiplier >= 200) return 'epic';
  if (multiplier >= 50) return 'mega';
  if (multiplier >= 10) return 'big';
  return 'win';
}

export const TIER_TITLES: Readonly<Record<Exclude<WinTier, 'none' | 'win'>, string>> = {
  big: 'BIG WIN',
  mega: 'MEGA WIN',
  epic: 'EPIC WIN',
};

/** How long the counter of a celebration rolls up: longer for a larger tier, short when motion is reduced. */
export function celebrationMs(tier: WinTier, reducedMotion: boolean): number {
  if (reducedMotion) return tier === 'none' || tier === 'win' ? 0 : 1200;
  return { none: 0, win: 900, big: 4200, mega: 6200, epic: 8200 }[tier];
}
