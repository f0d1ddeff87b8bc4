import { z } from 'zod';
import { periodicBonusStatsShape, periodicClaimedShape } from './periodic-bonuses';
import { rewardOfferStatsShape } from './reward-offers';
import { rolloverBonusSchema } from './rollover-bonus';

export { type RolloverBonus, rolloverBonusSchema } from './rollover-bonus';

import { cryptoCodeSchema } from './wallet';

/** POST /rewards/stats/privacy: play privately (the name is hidden in public bet feeds) or not. */
export const privacyRequestSchema = z.strictObject({
  private: z.boolean({ error: 'private must be true or false' }),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;
export const privacyResponseSchema = z.object({ private: z.boolean() });
export type PrivacyResponse = z.infer<typeof privacyResponseSchema>;

/**
 * The welcome offer's settings when the operator sets none (WELCOME_BONUS_*): the
 * README's "Welcome offer" section works out why they cost the player on average.
 */
export const WELCOME_OFFER_DEFAULTS = {
  percent: 100,
  maxUsd: '100',
  rollover: 160,
  maxBetUsd: '10',
  days: 30,
} as const;

/**
 * The welcome offer's terms, as the operator set them (null when the offer is off): a
 * bonus of `percent` of the first qualifying deposit, worth at most `maxUsd`, released
 * once the player's counted stakes reach `rollover` times deposit plus bonus within
 * `days`. A stake counts by its game and odds (`counting`, core rollover/), and not at
 * all when it is worth more than `maxBetUsd`.
 */
export const welcomeOfferSchema = z.object({
  percent: z.number(),
  maxUsd: z.string(),
  rollover: z.number(),
  days: z.number(),
  /** The currencies whose deposits qualify (their catalogue `bonus` flag). */
  currencies: z.array(z.string()),
  /** Stakes worth more than this (USD) while the bonus is open count nothing. */
  maxBetUsd: z.string(),
  /**
   * Each house game with the most its stakes count, in percent ("100", "50", "0"), at
   * odds of 2x or longer where the game allows them; shorter odds count half of that,
   * a 98% chance or more nothing.
   */
  counting: z.array(z.object({ game: z.string(), percent: z.string() })),
});
export type WelcomeOffer = z.infer<typeof welcomeOfferSchema>;

/** GET /rewards/ranks: the loyalty ladder (packages/core/src/loyalty/ranks.ts). */
export const rankSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  wagerRequirement: z.string(),
  levelUpBonus: z.string(),
});
export const ranksResponseSchema = z.object({ ranks: z.array(rankSchema) });
export type RanksResponse = z.infer<typeof ranksResponseSchema>;

/**
 * GET /rewards/stats: the rewards stats (docs/product.md#what-the-screens-show): the rank and xp (USD wagered),
 * the level-up bonuses (earned on reaching a rank, claimed once each), rakeback per
 * currency (rakeback.ts), the weekly and monthly bonuses (periodic-bonuses.ts), their
 * totals in USD, and the welcome offer.
 */
export const rewardsStatsSchema = z.object({
  ...periodicBonusStatsShape,
  ...rewardOfferStatsShape,
  rankId: z.number().int(),
  /** USD wagered, as a decimal string. */
  xp: z.string(),
  /** Unclaimed level-up bonuses: rank id to its USD amount. */
  availableLevelUp: z.record(z.string(), z.string()),
  /** USD of everything there is to claim now: level-up, weekly and monthly bonuses, and rakeback once it is worth more than $0.01. */
  totalAvailableRewards: z.string(),
  /** Rakeback a claim would pay now, per currency (modules/rewards/rakeback.md). */
  availableRakeback: z.record(z.string(), z.string()),
  /** USD claimed so far, by kind. */
  totalClaimed: z.object({ levelUp: z.string(), rakeback: z.string(), ...periodicClaimedShape }),
  welcomeOffer: welcomeOfferSchema.nullable(),
  /** The player's decision on the offer; null until they make one. */
  rolloverOffer: z.object({ accepted: z.boolean() }).nullable(),
  rolloverBonus: rolloverBonusSchema.nullable(),
});
export type RewardsStats = z.infer<typeof rewardsStatsSchema>;

/** POST /rewards/rollover-offer/confirm: take the welcome offer or turn it down, once. */
export const rolloverOfferConfirmSchema = z.strictObject({
  optIn: z.boolean({ error: 'optIn must be true or false' }),
});
export type RolloverOfferConfirm = z.infer<typeof rolloverOfferConfirmSchema>;

/** POST /rewards/claim/level-up: a reached rank's bonus, paid in `currency`, once. */
export const levelUpClaimSchema = z.strictObject({
  currency: cryptoCodeSchema,
  level: z.number({ error: 'level must be a rank number' }).int('level must be a rank number'),
});
export type LevelUpClaim = z.infer<typeof levelUpClaimSchema>;

/** What a claim paid: the crypto amount and its USD value, and the new balance. */
export const claimResponseSchema = z.object({
  currency: z.string(),
  amount: z.string(),
  usd: z.string(),
  balance: z.string(),
});
export type ClaimResponse = z.infer<typeof claimResponseSchema>;

const rewardCellSchema = z.object({
  /** Dollars paid back per $1,000 staked at the game's smallest edge, rounded down to cents. */
  perThousandUsd: z.string(),
  /** The share of the edge, in percent with one decimal, rounded down. */
  percentOfEdge: z.string(),
});

/**
 * GET /rewards/table: what a dollar staked earns back at most, per game and rank, piece
 * by piece (loyalty/reward-table.ts), with this casino's pot settings. Public, like the
 * ladder: the Rewards page's terms show it to visitors too.
 */
export const rewardTableResponseSchema = z.object({
  games: z.array(
    z.object({
      game: z.string(),
      name: z.string(),
      /** The game's smallest edge over its settings, in percent with four decimals. */
      edgePercent: z.string(),
      ranks: z.array(
        z.object({
          rankId: z.number().int(),
          name: z.string(),
          levelUp: rewardCellSchema,
          rakeback: rewardCellSchema,
          weekly: rewardCellSchema,
          monthly: rewardCellSchema,
          pot: rewardCellSchema,
          commission: rewardCellSchema,
          total: rewardCellSchema,
        }),
      ),
    }),
  ),
});
export type RewardTableResponse = z.infer<typeof rewardTableResponseSchema>;
