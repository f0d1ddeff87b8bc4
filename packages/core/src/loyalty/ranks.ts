import { type Atoms, fromDecimalString } from '../money/amount';

/**
 * The loyalty ranks (docs/rewards.md: a rank is a wager requirement indexed by rankId).
 *
 * A player's xp is the US-dollar value of everything they have staked (each stake
 * valued at the rate of the moment it was placed), so 1 xp is 1 USD wagered. A rank is
 * reached once xp is at or above its `wagerRequirement`; ranks only ever go up.
 * Reaching a rank earns its one-off `levelUpBonus`, paid in the currency the player
 * chooses when claiming. The stated bonuses are 0.2% of the wager that earns them, and
 * what is paid is at most LEVEL_UP_EDGE_PERCENT of the edge those stakes carried
 * (reward-shares.ts): the stated bonus for a climb at a 1% edge, less at a smaller one,
 * so a rank is never a way to farm money.
 */
export interface LoyaltyRank {
  id: number;
  name: string;
  /** USD wagered to reach the rank, as a decimal string. */
  wagerRequirement: string;
  /** USD paid once when the rank is reached (claimed by the player). */
  levelUpBonus: string;
}

export const LOYALTY_RANKS: readonly LoyaltyRank[] = [
  { id: 0, name: 'Newcomer', wagerRequirement: '0', levelUpBonus: '0' },
  { id: 1, name: 'Bronze', wagerRequirement: '1000', levelUpBonus: '2' },
  { id: 2, name: 'Silver', wagerRequirement: '5000', levelUpBonus: '8' },
  { id: 3, name: 'Gold', wagerRequirement: '25000', levelUpBonus: '40' },
  { id: 4, name: 'Platinum', wagerRequirement: '100000', levelUpBonus: '150' },
  { id: 5, name: 'Emerald', wagerRequirement: '250000', levelUpBonus: '300' },
  { id: 6, name: 'Sapphire', wagerRequirement: '500000', levelUpBonus: '500' },
  { id: 7, name: 'Ruby', wagerRequirement: '1000000', levelUpBonus: '1000' },
  { id: 8, name: 'Diamond', wagerRequirement: '2500000', levelUpBonus: '3000' },
  { id: 9, name: 'Obsidian', wagerRequirement: '5000000', levelUpBonus: '5000' },
];

export const TOP_RANK_ID = LOYALTY_RANKS.length - 1;

/** The rank of `id`, or the first rank for an id out of range. */
export function rankById(id: number): LoyaltyRank {
  return LOYALTY_RANKS[id] ?? (LOYALTY_RANKS[0] as LoyaltyRank);
}

/** The highest rank whose requirement `xp` (USD, in atoms) meets. */
export function rankForXp(xp: Atoms): LoyaltyRank {
  let reached = LOYALTY_RANKS[0] as LoyaltyRank;
  for (const rank of LOYALTY_RANKS) {
    if (xp >= fromDecimalString(rank.wagerRequirement)) reached = rank;
  }
  return reached;
}

/** The rank after `rankId`, or null at the top. */
export function nextRank(rankId: number): LoyaltyRank | null {
  return LOYALTY_RANKS[rankId + 1] ?? null;
}

/**
 * Rank progress (docs/product.md#rules) is xp over the next rank's wager requirement, capped
 * at 100%. At the top rank there is nothing left to reach: 100%.
 */
export function rankProgress(xp: Atoms, rankId: number): number {
  const next = nextRank(rankId);
  if (!next) return 100;
  const requirement = fromDecimalString(next.wagerRequirement);
  if (requirement <= 0n || xp >= requirement) return 100;
  if (xp <= 0n) return 0;
  // Hundredths of a percent, exact in integers, then back to a number.
  return Number((xp * 10_000n) / requirement) / 100;
}

/** Ranks 1..rankId, the ones whose level-up bonus `rankId` has earned. */
export function ranksEarned(rankId: number): LoyaltyRank[] {
  return LOYALTY_RANKS.filter((rank) => rank.id > 0 && rank.id <= rankId);
}
