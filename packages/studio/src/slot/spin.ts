import { type Multiplier, type Seeds, takeFloats } from '@ante/core';
import {
  type CompiledSlot,
  compileSlot,
  lineBetsToMultiplier,
  type ReelSet,
  type SlotDocument,
} from './document';
import { evaluateIndexes, type SpinEvaluation } from './evaluate';

/** Where the reels stopped and what they show. */
export interface SpinResult {
  reelSet: ReelSet;
  /** The stop of each reel: the strip position shown in the middle row. */
  stops: number[];
  /** `window[reel][row]`, symbol ids, row 0 at the top. */
  window: string[][];
}

/**
 * The stops and window of one spin, from the provably-fair stream of `seeds`: the
 * first five floats, one per reel from the left, each `stop = floor(float * length)`.
 * Reel i shows its strip at stop - 1, stop and stop + 1 as rows 0, 1 and 2, wrapping
 * around the strip's ends, since a reel strip is a loop.
 */
export function spinIndexes(
  slot: CompiledSlot,
  seeds: Seeds,
  reelSet: ReelSet,
): { stops: number[]; window: number[][] } {
  const strips = slot.strips[reelSet];
  const floats = takeFloats(seeds, strips.length);
  const stops = strips.map((strip, reel) => Math.floor((floats[reel] as number) * strip.length));
  const window = strips.map((strip, reel) => {
    const stop = stops[reel] as number;
    const length = strip.length;
    return [strip[(stop - 1 + length) % length], strip[stop], strip[(stop + 1) % length]] as number[];
  });
  return { stops, window };
}

export function spin(document: SlotDocument, seeds: Seeds, reelSet: ReelSet): SpinResult {
  const slot = compileSlot(document);
  const { stops, window } = spinIndexes(slot, seeds, reelSet);
  return {
    reelSet,
    stops,
    window: window.map((reel) => reel.map((symbol) => slot.symbols[symbol] as string)),
  };
}

/** One spin of a round, as the round's record and a verifier show it. */
export interface RoundSpin extends SpinResult {
  nonce: number;
  evaluation: SpinEvaluation;
  /** Free spins this spin added to the round, after the round's limit. */
  freeSpinsAdded: number;
  /** Free spins still to play after this one. */
  freeSpinsLeft: number;
}

export interface SlotRound {
  /** The paid spin first, then every free spin in the order played. */
  spins: RoundSpin[];
  /** The round's whole win in line bets, and as a multiple of the total bet (fixed point, 10^-8). */
  lineBets: number;
  multiplier: Multiplier;
  freeSpinsPlayed: number;
  /** Nonces the round used: the paid spin's and one per free spin, consecutive from `seeds.nonce`. */
  noncesUsed: number;
}

/**
 * A whole round: the paid spin at `seeds.nonce` on the base strips, then each free spin
 * it leads to on the free strips, the k-th at nonce + k. A free spin is its own nonce,
 * exactly as a paid bet would be, so each spin can be verified alone with the seeds,
 * its nonce and its reel set. Free spins won during free spins are added to those
 * left, up to the document's limit for a round.
 */
export function playRound(document: SlotDocument, seeds: Seeds): SlotRound {
  const slot = compileSlot(document);
  const { maxSpins } = document.freeSpins;
  const spins: RoundSpin[] = [];
  let awarded = 0;
  let played = 0;
  let lineBets = 0;
  const play = (nonce: number, reelSet: ReelSet) => {
    const { stops, window } = spinIndexes(slot, { ...seeds, nonce }, reelSet);
    const evaluation = evaluateIndexes(slot, window, reelSet);
    const freeSpinsAdded = Math.min(evaluation.freeSpinsAwarded, maxSpins - awarded);
    awarded += freeSpinsAdded;
    lineBets += evaluation.lineBets;
    spins.push({
      reelSet,
      nonce,
      stops,
      window: window.map((reel) => reel.map((symbol) => slot.symbols[symbol] as string)),
      evaluation,
      freeSpinsAdded,
      freeSpinsLeft: awarded - played,
    });
  };
  play(seeds.nonce, 'base');
  while (played < awarded) {
    played += 1;
    play(seeds.nonce + played, 'free');
  }
  return {
    spins,
    lineBets,
    multiplier: lineBetsToMultiplier(slot, lineBets),
    freeSpinsPlayed: played,
    noncesUsed: 1 + played,
  };
}
