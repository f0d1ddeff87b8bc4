import { z } from 'zod';
import { TOP_RANK_ID } from '../loyalty/ranks';
import { fromDecimalString } from '../money/amount';
import { redeemCodeSchema } from './code-name';
import { rolloverBonusSchema } from './rollover-bonus';
import { cryptoCodeSchema } from './wallet';

/**
 * Offers (docs/operating.md#offers-and-codes; the settings Offers tab): a code staff create that a
 * player checks (`POST /rewards/offer/check`) and then claims (`/rewards/offer/claim`).
 *
 * - A `deposit` offer gives `percent` of the player's next qualifying deposit in the
 *   currency they chose when claiming, worth at most `maxUsd`, once their counted stakes
 *   reach `rollover` x (deposit + bonus) within `days` of the deposit. The deposit must
 *   be credited within `days` of the claim.
 * - A `free` offer gives `amountUsd` (in the chosen currency at the rate of the claim),
 *   released once their counted stakes reach `rollover` x that amount within `days`.
 *
 * Either way the bonus is held back until the rollover is met, as the welcome offer's
 * is: it is not money the player holds until then. Stakes count as the welcome offer's
 * do (core rollover/), and stakes worth more than `maxBetUsd` count nothing. The server
 * refuses terms under which an offer would pay players on average.
 *
 * A player has at most one rollover under way per currency, whatever started it (the
 * welcome offer, an offer, a redeem code with a wagering requirement).
 */

export const REWARD_OFFER_KINDS = ['deposit', 'free'] as const;
export type RewardOfferKind = (typeof REWARD_OFFER_KINDS)[number];

/** The most an offer's bonus can be worth, in USD: a typo must not cost a fortune. */
export const REWARD_OFFER_MAX_USD = '1000';
/** The largest rollover staff can set (times the amount it applies to). */
export const REWARD_OFFER_MAX_ROLLOVER = 1000;
/** The longest time to complete an offer, in days. */
export const REWARD_OFFER_MAX_DAYS = 90;
/** The most players one offer can be claimed by. */
export const REWARD_OFFER_MAX_USES = 100_000;

function usdSchema(field: string, max: string) {
  const shape = /^\d{1,9}(\.\d{1,2})?$/;
  return z
    .string({ error: `${field} must be a decimal string such as "5"` })
    .regex(shape, `${field} must be a decimal string such as "5" or "2.50"`)
    .refine((value) => /[1-9]/.test(value), `${field} must be greater than zero`)
    .refine(
      (value) => !shape.test(value) || fromDecimalString(value) <= fromDecimalString(max),
      `${field} must be at most ${max}`,
    );
}

function wholeNumber(field: string, min: number, max: number) {
  return z
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`);
}

const dateTimeSchema = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be an ISO date-time` });

const commonOfferFields = {
  code: redeemCodeSchema,
  /** Counted stakes needed, as a multiple of deposit plus bonus (deposit) or of the amount (free). */
  rollover: wholeNumber('rollover', 1, REWARD_OFFER_MAX_ROLLOVER),
  /** Stakes worth more than this (USD) count nothing; the welcome offer's setting when left out. */
  maxBetUsd: usdSchema('maxBetUsd', '1000000').optional(),
  /** Days to complete the rollover (and, for a deposit offer, to make the deposit). */
  days: wholeNumber('days', 1, REWARD_OFFER_MAX_DAYS),
  maxUses: wholeNumber('maxUses', 1, REWARD_OFFER_MAX_USES),
  startsAt: dateTimeSchema('startsAt').optional(),
  expiresAt: dateTimeSchema('expiresAt').optional(),
  minRankId: wholeNumber('minRankId', 0, TOP_RANK_ID).optional(),
};

/** POST /admin/offers (staff, role admin): a new offer. */
export const createRewardOfferRequestSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.strictObject({
        kind: z.literal('deposit'),
        /** Percent of the deposit. */
        percent: wholeNumber('percent', 1, 500),
        /** The bonus's cap, in USD. */
        maxUsd: usdSchema('maxUsd', REWARD_OFFER_MAX_USD),
        ...commonOfferFields,
      }),
      z.strictObject({
        kind: z.literal('free'),
        /** The bonus, in USD. */
        amountUsd: usdSchema('amountUsd', REWARD_OFFER_MAX_USD),
        ...commonOfferFields,
      }),
    ],
    { error: 'kind must be "deposit" or "free"' },
  )
  .refine(
    (input) =>
      !input.startsAt || !input.expiresAt || Date.parse(input.expiresAt) > Date.parse(input.startsAt),
    { message: 'expiresAt must be after startsAt', path: ['expiresAt'] },
  );
export type CreateRewardOfferRequest = z.input<typeof createRewardOfferRequestSchema>;

/** Each house game with the most its stakes count, in percent, as in the welcome offer's terms. */
const countingSchema = z.array(z.object({ game: z.string(), percent: z.string() }));

/** An offer's terms as a player sees them (POST /rewards/offer/check). */
export const rewardOfferTermsSchema = z.object({
  code: z.string(),
  kind: z.enum(REWARD_OFFER_KINDS),
  /** Deposit offers: percent of the deposit and the cap in USD; null for free offers. */
  percent: z.number().int().nullable(),
  maxUsd: z.string().nullable(),
  /** Free offers: the amount in USD; null for deposit offers. */
  amountUsd: z.string().nullable(),
  rollover: z.number().int(),
  maxBetUsd: z.string(),
  days: z.number().int(),
  /** The currencies the offer can be taken in (deposit offers: those whose deposits qualify). */
  currencies: z.array(z.string()),
  counting: countingSchema,
  /** When the offer can no longer be claimed (ISO); null when it has no end. */
  expiresAt: z.string().nullable(),
});
export type RewardOfferTerms = z.infer<typeof rewardOfferTermsSchema>;

/** An offer as staff see it, with how many players have claimed it. */
export const rewardOfferViewSchema = rewardOfferTermsSchema
  .pick({
    code: true,
    kind: true,
    percent: true,
    maxUsd: true,
    amountUsd: true,
    rollover: true,
    maxBetUsd: true,
    days: true,
    expiresAt: true,
  })
  .extend({
    id: z.string(),
    maxUses: z.number().int(),
    uses: z.number().int(),
    startsAt: z.string().nullable(),
    minRankId: z.number().int(),
    createdAt: z.string(),
    disabledAt: z.string().nullable(),
  });
export type RewardOfferView = z.infer<typeof rewardOfferViewSchema>;

/** GET /admin/offers: every offer, newest first. */
export const rewardOfferListSchema = z.object({ offers: z.array(rewardOfferViewSchema) });
export type RewardOfferList = z.infer<typeof rewardOfferListSchema>;

/** POST /admin/offers/:id/disable. */
export const rewardOfferIdParamsSchema = z.strictObject({ id: z.uuid({ error: 'id must be an offer id' }) });

/** POST /rewards/offer/check. */
export const checkRewardOfferRequestSchema = z.strictObject({ code: redeemCodeSchema });
export type CheckRewardOfferRequest = z.infer<typeof checkRewardOfferRequestSchema>;

/** POST /rewards/offer/claim: take the offer in `currency` (the deposit's, or the payout's). */
export const claimRewardOfferRequestSchema = z.strictObject({
  code: redeemCodeSchema,
  currency: cryptoCodeSchema,
});
export type ClaimRewardOfferRequest = z.infer<typeof claimRewardOfferRequestSchema>;

/**
 * An offer the player has claimed: a deposit offer waiting for its deposit
 * (`awaiting_deposit`, until `depositBy`), or its rollover (`rollover`, see
 * RolloverBonus's status), or a deposit offer whose time ran out with no deposit
 * (`lapsed`).
 */
export const claimedRewardOfferSchema = z.object({
  code: z.string(),
  kind: z.enum(REWARD_OFFER_KINDS),
  currency: z.string(),
  status: z.enum(['awaiting_deposit', 'rollover', 'lapsed']),
  claimedAt: z.string(),
  /** Deposit offers: the last moment a deposit earns the bonus. */
  depositBy: z.string().nullable(),
  terms: rewardOfferTermsSchema,
  rollover: rolloverBonusSchema.nullable(),
});
export type ClaimedRewardOffer = z.infer<typeof claimedRewardOfferSchema>;

/** POST /rewards/offer/claim's answer. */
export const claimRewardOfferResponseSchema = claimedRewardOfferSchema;
export type ClaimRewardOfferResponse = z.infer<typeof claimRewardOfferResponseSchema>;

/** The offers fields of GET /rewards/stats, spread into rewardsStatsSchema. */
export const rewardOfferStatsShape = {
  /** Offers claimed in the last 90 days, newest first. */
  offers: z.array(claimedRewardOfferSchema),
  /** Rollovers started by redeem codes with a wagering requirement, last 90 days, newest first. */
  codeRollovers: z.array(rolloverBonusSchema),
};
