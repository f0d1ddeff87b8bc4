import type { Multiplier } from '@ante/core';
import {
  type CompiledSlot,
  compileSlot,
  lineBetsToMultiplier,
  type ReelSet,
  SLOT_REELS,
  SLOT_ROWS,
  type SlotDocument,
} from './document';

/** A cell of the window: reel 0 to 4 from the left, row 0 to 2 from the top. */
export interface Cell {
  reel: number;
  row: number;
}

export interface LineWin {
  /** The payline's index in the document's `paylines`. */
  line: number;
  /** The symbol paid: the wild for a run of wilds, else the symbol the wilds stood for. */
  symbol: string;
  count: number;
  /** The cells of the run, from the leftmost reel. */
  positions: Cell[];
  /** What the line pays, in line bets, with the free-spin multiplier when it applies. */
  lineBets: number;
  /** The same as a multiple of the total bet (fixed point, 10^-8). */
  multiplier: Multiplier;
}

export interface ScatterWin {
  count: number;
  positions: Cell[];
  lineBets: number;
  multiplier: Multiplier;
}

export interface SpinEvaluation {
  mode: ReelSet;
  lineWins: LineWin[];
  /** The scatter win, or null when fewer scatters show than pay. */
  scatterWin: ScatterWin | null;
  scatterCount: number;
  /** Free spins these scatters win by the document's rules, before the round's limit on free spins. */
  freeSpinsAwarded: number;
  /** The free-spin multiplier applied to every win of this spin (1 in the base game). */
  winMultiplier: number;
  /** The spin's whole win, in line bets and as a multiple of the total bet. */
  lineBets: number;
  multiplier: Multiplier;
}

/** The best a payline pays, before any free-spin multiplier; null when it pays nothing. */
export interface LinePay {
  symbol: number;
  count: number;
  lineBets: number;
}

/**
 * Pays one payline's five symbols (left to right). A line pays the leftmost run of one
 * symbol, where the wild stands for any symbol but the scatter. Two readings can pay:
 * the leading wilds as wilds, and the run of the first other symbol with the wilds
 * standing for it. Only the higher pays; on a tie the wild run is named (the amount
 * is the same). The scatter ends a run: it pays anywhere, never on a line. The exact
 * return uses this same function for every combination of symbols, so what is
 * computed is what is paid.
 */
export function payLine(slot: CompiledSlot, symbols: ArrayLike<number>): LinePay | null {
  const { wild, scatter, linePays } = slot;
  let wilds = 0;
  while (wilds < SLOT_REELS && symbols[wilds] === wild) wilds += 1;
  const wildPay = linePays[wild]?.[wilds] ?? 0;
  let best: LinePay | null = wildPay > 0 ? { symbol: wild, count: wilds, lineBets: wildPay } : null;
  if (wilds < SLOT_REELS) {
    const first = symbols[wilds] as number;
    if (first !== scatter) {
      let count = wilds + 1;
      while (count < SLOT_REELS && (symbols[count] === first || symbols[count] === wild)) count += 1;
      const symbolPay = linePays[first]?.[count] ?? 0;
      if (symbolPay > wildPay) best = { symbol: first, count, lineBets: symbolPay };
    }
  }
  return best;
}

/** A window given as symbol ids, `window[reel][row]`, turned into indexes; throws on an unknown symbol or a wrong shape. */
export function windowIndexes(slot: CompiledSlot, window: readonly (readonly string[])[]): number[][] {
  if (window.length !== SLOT_REELS || window.some((reel) => reel.length !== SLOT_ROWS))
    throw new Error(`a window has ${SLOT_REELS} reels of ${SLOT_ROWS} rows`);
  return window.map((reel) =>
    reel.map((id) => {
      const index = slot.indexOf.get(id);
      if (index === undefined) throw new Error(`unknown symbol ${id}`);
      return index;
    }),
  );
}

/** Evaluates a window of symbol indexes (`window[reel][row]`). */
export function evaluateIndexes(
  slot: CompiledSlot,
  window: readonly (readonly number[])[],
  mode: ReelSet,
): SpinEvaluation {
  const { freeSpins } = slot.document;
  const winMultiplier = mode === 'free' ? freeSpins.multiplier : 1;
  const lineWins: LineWin[] = [];
  const symbols = new Array<number>(SLOT_REELS);
  let lineBets = 0;
  slot.paylines.forEach((rows, line) => {
    for (let reel = 0; reel < SLOT_REELS; reel += 1)
      symbols[reel] = window[reel]?.[rows[reel] as number] as number;
    const pay = payLine(slot, symbols);
    if (!pay) return;
    const paid = pay.lineBets * winMultiplier;
    lineBets += paid;
    lineWins.push({
      line,
      symbol: slot.symbols[pay.symbol] as string,
      count: pay.count,
      positions: rows.slice(0, pay.count).map((row, reel) => ({ reel, row })),
      lineBets: paid,
      multiplier: lineBetsToMultiplier(slot, paid),
    });
  });
  const scatters: Cell[] = [];
  window.forEach((rows, reel) => {
    rows.forEach((symbol, row) => {
      if (symbol === slot.scatter) scatters.push({ reel, row });
    });
  });
  // At most one scatter shows per reel (the document's rule), so the count is 0 to 5.
  const scatterPay = (slot.scatterPays[Math.min(scatters.length, SLOT_REELS)] ?? 0) * winMultiplier;
  lineBets += scatterPay;
  const triggered = scatters.length >= freeSpins.trigger;
  return {
    mode,
    lineWins,
    scatterWin:
      scatterPay > 0
        ? {
            count: scatters.length,
            positions: scatters,
            lineBets: scatterPay,
            multiplier: lineBetsToMultiplier(slot, scatterPay),
          }
        : null,
    scatterCount: scatters.length,
    freeSpinsAwarded: triggered ? (mode === 'base' ? freeSpins.spins : freeSpins.retriggerSpins) : 0,
    winMultiplier,
    lineBets,
    multiplier: lineBetsToMultiplier(slot, lineBets),
  };
}

/**
 * What a window pays: every payline's win, the scatter win and the free spins won.
 * `window[reel][row]` holds symbol ids; `mode` says whether it is a paid spin (`base`)
 * or a free spin (`free`, whose wins are multiplied by the document's multiplier).
 */
export function evaluate(
  document: SlotDocument,
  window: readonly (readonly string[])[],
  mode: ReelSet,
): SpinEvaluation {
  const slot = compileSlot(document);
  return evaluateIndexes(slot, windowIndexes(slot, window), mode);
}
