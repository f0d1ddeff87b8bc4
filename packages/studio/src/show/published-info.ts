import { formatMultiplier } from '@ante/core';
import { documentSha256 } from '../slot/published-info';
import { div, mul, rational, toDecimal, toFraction, toNumber } from '../slot/rational';
import { parseShowDocument } from './document';
import { spotRtps } from './exact-rtp';

/** One row of the show's RTP table: a unit stake on one bet spot. */
export interface SpotFigures {
  spot: string;
  name: string;
  /** Return to player in percent: two decimals ("96.18"), six decimals, and the exact fraction of the stake. */
  rtp: string;
  rtpPrecise: string;
  rtpFraction: string;
  /** Chance the spot's segment comes up, in percent (two decimals), and as "1 in x". */
  hitChance: string;
  hitOneIn: string;
  /** Standard deviation of a unit stake's payout, in stakes. */
  standardDeviation: string;
  /** The largest payout of a unit stake, stake included ("12500"). */
  maxWin: string;
}

/** What the game's info panel shows, every figure computed from the document itself. */
export interface ShowPublishedInfo {
  id: string;
  name: string;
  version: string;
  spots: SpotFigures[];
  /** SHA-256, in hex, of the document's canonical bytes: the UTF-8 bytes of its text exactly as served. */
  sha256: string;
}

const percent = (value: Parameters<typeof toDecimal>[0], places: number) =>
  toDecimal(mul(value, rational(100n)), places);

/**
 * The published figures of the document whose text is `text` (the JSON file's exact
 * bytes as served). The text is hashed as it is, so a player who downloads the file
 * can check the hash, and parsed and validated before anything is computed from it.
 */
export function publishedInfo(text: string): ShowPublishedInfo {
  const document = parseShowDocument(JSON.parse(text));
  return {
    id: document.id,
    name: document.name,
    version: document.version,
    spots: spotRtps(document).map((spot) => {
      const variance = toNumber(spot.square) - toNumber(spot.rtp) ** 2;
      return {
        spot: spot.spot,
        name: spot.name,
        rtp: percent(spot.rtp, 2),
        rtpPrecise: percent(spot.rtp, 6),
        rtpFraction: toFraction(spot.rtp),
        hitChance: percent(spot.hitChance, 2),
        hitOneIn: toDecimal(div(rational(1n), spot.hitChance), 2),
        standardDeviation: Math.sqrt(variance).toFixed(2),
        maxWin: formatMultiplier(spot.maxMultiplier),
      };
    }),
    sha256: documentSha256(text),
  };
}
