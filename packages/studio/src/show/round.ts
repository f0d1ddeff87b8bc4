import { floats, MULTIPLIER_SCALE, type Multiplier, type Seeds } from '@ante/core';
import {
  bonusTable,
  boosterMultiplierTable,
  boosterSpotTable,
  parseShowDocument,
  type ShowDocument,
  wheelTable,
} from './document';
import { drawEntry } from './draw';

/** The bonus stage a bonus segment starts: which entry its one draw took and the multiplier it shows. */
export interface BonusResult {
  spot: string;
  kind: 'pick' | 'wheel';
  /** For a pick, the ember picked (0-based position in the list); for a wheel, the segment's entry. */
  index: number;
  /** The bonus's payout for a unit stake, the stake included, before any boost. */
  multiplier: number;
}

export interface ShowRound {
  /** The segment under the pointer, 0 to 53 in the document's order, and the spot it belongs to. */
  segmentIndex: number;
  segment: string;
  /** The boosted spot (null: no boost this round) and its multiplier (1 when there is no boost). */
  booster: { spot: string | null; multiplier: number };
  bonus: BonusResult | null;
  /** Every spot's payout for a unit stake, stake included, fixed point (10^-8); 0 for the spots that lose. */
  payouts: Record<string, Multiplier>;
  /** The floats the round used, in the order drawn. */
  floats: number[];
}

const checked = new WeakSet<ShowDocument>();

/**
 * One round from its seeds: `serverSeed` the round's seed from the hash chain,
 * `clientSeed` the public salt, `nonce` the round number. The byte stream's floats are
 * taken in a fixed order (docs/studio-show.md#from-seed-to-outcome): the booster's
 * spot, the booster's multiplier, the wheel's segment, then, only on a bonus segment,
 * the bonus's one draw. Both booster floats are always taken, so the wheel's float
 * is the third whatever the booster shows.
 */
export function resolveRound(document: ShowDocument, seeds: Seeds): ShowRound {
  if (!checked.has(document)) {
    parseShowDocument(document);
    checked.add(document);
  }
  const stream = floats(seeds);
  const used: number[] = [];
  const next = () => {
    const value = stream.next().value as number;
    used.push(value);
    return value;
  };
  const spotTable = boosterSpotTable(document);
  const boostedSpot = spotTable.values[drawEntry(spotTable, next())] ?? null;
  const multiplierTable = boosterMultiplierTable(document);
  const drawnBoost = multiplierTable.values[drawEntry(multiplierTable, next())] as number;
  const booster = { spot: boostedSpot, multiplier: boostedSpot === null ? 1 : drawnBoost };
  const segmentIndex = drawEntry(wheelTable(document), next());
  const segment = document.wheel[segmentIndex] as string;
  const spot = document.spots.find((candidate) => candidate.id === segment);
  let bonus: BonusResult | null = null;
  let pays: number;
  if (spot?.kind === 'number') {
    pays = spot.pays;
  } else {
    const rules = document.bonuses[segment];
    if (!rules) throw new Error(`bonus ${segment} has no rules`);
    const table = bonusTable(rules);
    const index = drawEntry(table, next());
    bonus = { spot: segment, kind: rules.kind, index, multiplier: table.values[index] as number };
    pays = bonus.multiplier;
  }
  const boost = booster.spot === segment ? booster.multiplier : 1;
  const payouts: Record<string, Multiplier> = {};
  for (const { id } of document.spots)
    payouts[id] = id === segment ? BigInt(pays) * BigInt(boost) * MULTIPLIER_SCALE : 0n;
  return { segmentIndex, segment, booster, bonus, payouts, floats: used };
}
