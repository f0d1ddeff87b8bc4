import { formatMultiplier } from '@ante/core';
import { parseSlotDocument } from '../slot/document';
import { playRound, type RoundSpin } from '../slot/spin';

/** A round as the studio's round record gives it (GET /studio/api/rounds/{id}). */
export interface RoundRecord {
  id: string;
  multiplier: string;
  nonce: number;
  /** As the record writes them: a spin's multipliers are decimal strings there. */
  spins: Pick<RoundSpin, 'nonce' | 'reelSet' | 'stops'>[];
  seed: { serverSeedHash: string; serverSeed: string | null; clientSeed: string };
}

export interface Recomputation {
  /** Each spin's stops as recomputed, beside the record's. */
  spins: {
    nonce: number;
    reelSet: string;
    recorded: number[];
    recomputed: number[] | null;
    matches: boolean;
  }[];
  multiplier: { recorded: string; recomputed: string };
  matches: boolean;
}

/**
 * Plays the round again from the published document and the revealed seeds, exactly
 * as the studio played it (docs/studio-slot.md), and compares every spin's stops and
 * the round's multiplier with the record. Pure, so the page and its test share it.
 */
export function recomputeRound(
  documentText: string,
  round: RoundRecord & { seed: { serverSeed: string } },
): Recomputation {
  const document = parseSlotDocument(JSON.parse(documentText));
  const replay = playRound(document, {
    serverSeed: round.seed.serverSeed,
    clientSeed: round.seed.clientSeed,
    nonce: round.nonce,
  });
  const spins = round.spins.map((spin, index) => {
    const again = replay.spins[index];
    const recomputed = again ? again.stops : null;
    return {
      nonce: spin.nonce,
      reelSet: spin.reelSet,
      recorded: spin.stops,
      recomputed,
      matches:
        again !== undefined &&
        again.reelSet === spin.reelSet &&
        again.nonce === spin.nonce &&
        again.stops.join() === spin.stops.join(),
    };
  });
  const multiplier = { recorded: round.multiplier, recomputed: formatMultiplier(replay.multiplier) };
  return {
    spins,
    multiplier,
    matches:
      spins.every((spin) => spin.matches) &&
      replay.spins.length === round.spins.length &&
      multiplier.recorded === multiplier.recomputed,
  };
}
