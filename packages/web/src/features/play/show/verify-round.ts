import { chainHash, resolveRound } from '@ante/studio/show';
import type { HistoryRound } from './show-api';
import { SHOW_DOCUMENT } from './show-document';

export interface Verdict {
  /** SHA-256 of the revealed seed is the hash published before the round. */
  hashMatches: boolean;
  /** The seed, the salt and the nonce give the segment, booster and bonus the round showed. */
  resultMatches: boolean;
  segmentIndex: number;
}

/**
 * A finished round checked in the browser, with the studio's own maths: the seed must
 * hash to the round's published link, and resolving the round from the seed, the
 * chain's salt and the round's nonce must give what the wheel showed.
 */
export function verifyRound(round: HistoryRound, salt: string): Verdict | null {
  if (!round.seed) return null;
  const nonce = round.nonce ?? round.id;
  const result = resolveRound(SHOW_DOCUMENT, {
    serverSeed: round.seed,
    clientSeed: round.chain?.salt ?? salt,
    nonce,
  });
  const boosterSpot = round.booster?.spot ?? null;
  const resultMatches =
    result.segmentIndex === round.segmentIndex &&
    result.segment === round.segment &&
    result.booster.spot === boosterSpot &&
    (boosterSpot === null || result.booster.multiplier === round.booster?.multiplier) &&
    (result.bonus?.index ?? null) === (round.bonus?.index ?? null) &&
    (result.bonus?.multiplier ?? null) === (round.bonus?.multiplier ?? null);
  return {
    hashMatches: chainHash(round.seed) === round.hash,
    resultMatches,
    segmentIndex: result.segmentIndex,
  };
}
