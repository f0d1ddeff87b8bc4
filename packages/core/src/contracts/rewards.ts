import { z } from 'zod';

/** POST /rewards/stats/privacy: play privately (the name is hidden in public bet feeds) or not. */
export const privacyRequestSchema = z.strictObject({
  private: z.boolean({ error: 'private must be true or false' }),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;
export type PrivacyResponse = { private: boolean };

/**
 * The welcome offer's terms, as the operator set them (null when the offer is off): a
 * bonus of `percent` of the first qualifying deposit, worth at most `maxUsd`, released
 * once the player has wagered `rollover` times deposit plus bonus within `days`.
 */
export const welcomeOfferSchema = z.object({
  percent: z.number(),
  maxUsd: z.string(),
  rollover: z.number(),
  days: z.number(),
  /** The currencies whose deposits qualify (their catalogue `bonus` flag). */
  currencies: z.array(z.string()),
});
export type WelcomeOffer = z.infer<typeof welcomeOfferSchema>;

/** A bonus earned by a qualifying deposit, and how far its rollover has come. */
export const rolloverBonusSchema = z.object({
  id: z.string(),
  currency: z.string(),
  deposit: z.string(),
  bonus: z.string(),
  /** Rounds played in the currency since the deposit, and their stakes added up. */
  activeRounds: z.number().int(),
  wagered: z.string(),
  wagerRequirement: z.string(),
  completed: z.boolean(),
  /** 'active' until wagered in time ('completed', bonus credited) or not ('expired'). */
  status: z.enum(['active', 'completed', 'expired']),
  expiresAt: z.string(),
});
export type RolloverBonus = z.infer<typeof rolloverBonusSchema>;

/**
 * GET /rewards/stats, the welcome-offer part of spec section 3's rewards stats. The
 * loyalty fields (rank, xp, rakeback and the periodic bonuses) arrive with loyalty.
 */
export const rewardsStatsSchema = z.object({
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
