import { formatMultiplier } from '@ante/core';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { parseSlotDocument } from './document';
import { exactRtp } from './exact-rtp';
import { div, mul, rational, sub, toDecimal, toFraction } from './rational';
import { slotStatistics, type Volatility } from './statistics';

/** What the game's info panel shows, every figure computed from the document itself. */
export interface PublishedInfo {
  id: string;
  name: string;
  version: string;
  /** Return to player in percent, two decimals ("96.00"), six decimals, and the exact fraction of the total bet. */
  rtp: string;
  rtpPrecise: string;
  rtpFraction: string;
  /** The return's parts in percent, six decimals: base game lines, base game scatters, free spins. */
  rtpParts: { baseLines: string; baseScatter: string; feature: string };
  /** 100 minus the return, in percent, two decimals. */
  houseEdge: string;
  /** Chance that a paid spin wins anything, in percent, and as "1 in x". */
  hitFrequency: string;
  hitFrequencyOneIn: string;
  /** Free spins start once in this many paid spins on average. */
  featureFrequencyOneIn: string;
  volatility: Volatility;
  /** Standard deviation of a paid round's win, in total bets. */
  standardDeviation: string;
  /** The largest win a round can pay, in total bets ("3456.75"). */
  maxWin: string;
  paylines: number;
  /** SHA-256, in hex, of the document's canonical bytes: the UTF-8 bytes of its text exactly as served. */
  sha256: string;
}

/** The SHA-256 of a document's text as served, byte for byte: no parsing, no reformatting. */
export function documentSha256(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

const percent = (value: Parameters<typeof toDecimal>[0], places: number) =>
  toDecimal(mul(value, rational(100n)), places);

/**
 * The published figures of the document whose text is `text` (the JSON file's exact
 * bytes as served). The text is hashed as it is, so a player who downloads the file
 * can check the hash, and parsed and validated before anything is computed from it.
 */
export function publishedInfo(text: string): PublishedInfo {
  const document = parseSlotDocument(JSON.parse(text));
  const rtp = exactRtp(document);
  const statistics = slotStatistics(document);
  return {
    id: document.id,
    name: document.name,
    version: document.version,
    rtp: percent(rtp.total, 2),
    rtpPrecise: percent(rtp.total, 6),
    rtpFraction: toFraction(rtp.total),
    rtpParts: {
      baseLines: percent(rtp.baseLines, 6),
      baseScatter: percent(rtp.baseScatter, 6),
      feature: percent(rtp.feature, 6),
    },
    houseEdge: percent(sub(rational(1n), rtp.total), 2),
    hitFrequency: percent(statistics.hitFrequency, 2),
    hitFrequencyOneIn: toDecimal(div(rational(1n), statistics.hitFrequency), 2),
    featureFrequencyOneIn: toDecimal(div(rational(1n), rtp.triggerProbability), 1),
    volatility: statistics.volatility,
    standardDeviation: statistics.standardDeviation.toFixed(2),
    maxWin: formatMultiplier(statistics.maxWin),
    paylines: document.paylines.length,
    sha256: documentSha256(text),
  };
}
