import { z } from 'zod';
import { TOP_RANK_ID } from '../loyalty/ranks';
import { fromDecimalString } from '../money/amount';
import { redeemCodeSchema } from './code-name';
import { claimResponseSchema } from './rewards';
import { rolloverBonusSchema } from './rollover-bonus';
import { cryptoCodeSchema } from './wallet';

export { redeemCodeSchema } from './code-name';

/**
 * Redeem codes and drops (docs/rewards.md). Staff create a code worth
 * `rewardUsd`; each player may redeem it once, and never more than `maxUses` players
 * in all. A drop is the same thing posted publicly with a small `maxUses`: first come,
 * first served, often only for players who wagered `minWagerUsd7d` in the last 7 days.
 *
 * The payout's currency is the code's `currency` when staff fixed one; otherwise the
 * player's choice, sent with the claim (the web sends the currency they have selected).
 */

/** The most one redemption can pay, in USD: a typo in `rewardUsd` must not cost a fortune. */
export const REDEEM_CODE_MAX_USD = '1000';
/** The most players one code can pay. */
export const REDEEM_CODE_MAX_USES = 100_000;
/** The largest wagering requirement staff can attach (times the reward). */
export const REDEEM_CODE_MAX_WAGER_X = 100;

/** A positive USD amount with at most 2 decimals, up to `max`. */
function usdSchema(field: string, max: string, allowZero: boolean) {
  const shape = /^\d{1,9}(\.\d{1,2})?$/;
  return z
    .string({ error: `${field} must be a decimal string such as "5"` })
    .regex(shape, `${field} must be a decimal string such as "5" or "2.50"`)
    .refine((value) => allowZero || /[1-9]/.test(value), `${field} must be greater than zero`)
    .refine(
      (value) => !shape.test(value) || fromDecimalString(value) <= fromDecimalString(max),
      `${field} must be at most ${max}`,
    );
}

const dateTimeSchema = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be an ISO date-time` });

/** POST /admin/codes (staff, role admin): a new code. */
export const createRedeemCodeRequestSchema = z
  .strictObject({
    code: redeemCodeSchema,
    rewardUsd: usdSchema('rewardUsd', REDEEM_CODE_MAX_USD, false),
    /** Pays in this currency; without it, in the currency the player asks for. */
    currency: cryptoCodeSchema.optional(),
    maxUses: z
      .number({ error: 'maxUses must be a whole number' })
      .int('maxUses must be a whole number')
      .min(1, 'maxUses must be at least 1')
      .max(REDEEM_CODE_MAX_USES, `maxUses must be at most ${REDEEM_CODE_MAX_USES}`),
    /** Each player redeems a code once; the field exists so the rule is explicit. */
    perPlayer: z.literal(1, { error: 'perPlayer must be 1: a code pays each player once' }).optional(),
    startsAt: dateTimeSchema('startsAt').optional(),
    expiresAt: dateTimeSchema('expiresAt').optional(),
    minRankId: z
      .number({ error: 'minRankId must be a rank number' })
      .int('minRankId must be a rank number')
      .min(0, 'minRankId must be a rank number')
      .max(TOP_RANK_ID, `minRankId must be at most ${TOP_RANK_ID}`)
      .optional(),
    /** USD the player must have staked in the 7 days before claiming. */
    minWagerUsd7d: usdSchema('minWagerUsd7d', '1000000000', true).optional(),
    /**
     * When set, the reward is held back until the player's counted stakes reach this many
     * times it (a rollover, as the welcome offer's), within the welcome offer's days.
     */
    wagerRequirementX: z
      .number({ error: 'wagerRequirementX must be a whole number' })
      .int('wagerRequirementX must be a whole number')
      .min(1, 'wagerRequirementX must be at least 1')
      .max(REDEEM_CODE_MAX_WAGER_X, `wagerRequirementX must be at most ${REDEEM_CODE_MAX_WAGER_X}`)
      .optional(),
  })
  .refine(
    (input) =>
      !input.startsAt || !input.expiresAt || Date.parse(input.expiresAt) > Date.parse(input.startsAt),
    {
      message: 'expiresAt must be after startsAt',
      path: ['expiresAt'],
    },
  );
export type CreateRedeemCodeRequest = z.input<typeof createRedeemCodeRequestSchema>;

/** A code as staff see it, with how many players have redeemed it. */
export const redeemCodeViewSchema = z.object({
  id: z.string(),
  code: z.string(),
  rewardUsd: z.string(),
  currency: z.string().nullable(),
  maxUses: z.number().int(),
  uses: z.number().int(),
  startsAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  minRankId: z.number().int(),
  minWagerUsd7d: z.string(),
  wagerRequirementX: z.number().int().nullable(),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
});
export type RedeemCodeView = z.infer<typeof redeemCodeViewSchema>;

/** GET /admin/codes: every code, newest first. */
export const redeemCodeListSchema = z.object({ codes: z.array(redeemCodeViewSchema) });
export type RedeemCodeList = z.infer<typeof redeemCodeListSchema>;

/** POST /admin/codes/:id/disable. */
export const redeemCodeIdParamsSchema = z.strictObject({ id: z.uuid({ error: 'id must be a code id' }) });

/** POST /rewards/claim/code: redeem a code; `currency` is used when the code names none. */
export const claimRedeemCodeRequestSchema = z.strictObject({
  code: redeemCodeSchema,
  currency: cryptoCodeSchema.optional(),
});
export type ClaimRedeemCodeRequest = z.infer<typeof claimRedeemCodeRequestSchema>;

/**
 * What a redemption gave, and the wagering requirement the code carries, if any. A code
 * without one pays at once (`rollover` null, `balance` the new balance); a code with one
 * starts a rollover that holds the reward back until it is met (`rollover`, and
 * `balance` the unchanged balance).
 */
export const claimRedeemCodeResponseSchema = claimResponseSchema.extend({
  wagerRequirementX: z.number().int().nullable(),
  rollover: rolloverBonusSchema.nullable(),
});
export type ClaimRedeemCodeResponse = z.infer<typeof claimRedeemCodeResponseSchema>;
