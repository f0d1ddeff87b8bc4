import { z } from 'zod';
import { hasStackedMarks, stackedMarksMessage } from '../validation/player-text';
import { rakebackPaymentSchema } from './rakeback';

/**
 * The affiliate programme (docs/product.md#rules-behind-the-screens; settings Affiliate tab). A player
 * owns campaigns, each with a code carried by the `r` query parameter of a link; a
 * player who registers (or, once, within REFERRAL_WINDOW_DAYS of registering and before
 * their first deposit, sets it later) with a campaign's code becomes that campaign's
 * referred player, and each of their settled stakes earns the campaign
 * `stake x house edge x commission percent / 2`, in the stake's currency (halved again
 * while the referred player has a bonus rollover under way). The owner claims what a
 * campaign has earned, every currency at once.
 */

export const CAMPAIGN_CODE_MIN = 3;
export const CAMPAIGN_CODE_MAX = 20;
export const CAMPAIGN_NAME_MAX = 32;
/** The most campaigns one player may own, their default one included. */
export const MAX_CAMPAIGNS_PER_PLAYER = 20;
/** Days after registering during which a player may still name who referred them. */
export const REFERRAL_WINDOW_DAYS = 7;
/** The commission percent of a campaign staff have not set otherwise. */
export const COMMISSION_PERCENT = 10;
/** The most staff can set a campaign's commission percent to (see core affiliate/commission.ts). */
export const MAX_COMMISSION_PERCENT = 20;
/** Referred players per page of the users list (docs/product.md#sizes-and-counts). */
export const REFERRED_USERS_PAGE_SIZE = 10;
export const REFERRED_USERS_MAX_PAGE_SIZE = 100;
/** Days of commission the campaign list reports per day, for the tab's chart. */
export const COMMISSION_CHART_DAYS = 30;

/** A campaign code: 3 to 20 letters, digits, `-` or `_`, unique without regard to case. */
export const campaignCodeSchema = z
  .string({ error: 'code is required' })
  .trim()
  .regex(
    new RegExp(`^[A-Za-z0-9_-]{${CAMPAIGN_CODE_MIN},${CAMPAIGN_CODE_MAX}}$`),
    `code must be ${CAMPAIGN_CODE_MIN} to ${CAMPAIGN_CODE_MAX} letters, digits, - or _`,
  );

/** A campaign's name, for its owner only: any printable text. */
export const campaignNameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is empty')
  .max(CAMPAIGN_NAME_MAX, `name must be at most ${CAMPAIGN_NAME_MAX} characters`)
  .regex(/^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+$/u, 'name may not contain control characters')
  .refine((name) => !hasStackedMarks(name), stackedMarksMessage('name'));

export const campaignIdParamsSchema = z.object({ id: z.uuid({ error: 'id must be a campaign id' }) });
export const campaignCodeParamsSchema = z.object({ code: campaignCodeSchema });

/** POST /affiliate/campaigns: a new campaign. */
export const createCampaignRequestSchema = z.strictObject({
  name: campaignNameSchema,
  code: campaignCodeSchema,
});
/** POST /affiliate/campaign/{id}/rename. */
export const renameCampaignRequestSchema = z.strictObject({ name: campaignNameSchema });
/** POST /affiliate/campaign/{id}/code: a new code; links with the old one stop working. */
export const setCampaignCodeRequestSchema = z.strictObject({ code: campaignCodeSchema });
/** POST /user/set-referrer. */
export const setReferrerRequestSchema = z.strictObject({ code: campaignCodeSchema });
/** POST /admin/affiliate/campaign/{id}/commission (admin): null goes back to COMMISSION_PERCENT. */
export const setCampaignCommissionRequestSchema = z.strictObject({
  percent: z
    .number({ error: 'percent must be a number or null' })
    .min(0, 'percent must be at least 0')
    .max(MAX_COMMISSION_PERCENT, `percent must be at most ${MAX_COMMISSION_PERCENT}`)
    .multipleOf(0.01, 'percent may have at most two decimals')
    .nullable(),
});

/** One currency of a campaign's commission, in that currency (decimal strings). */
export const campaignCurrencySchema = z.object({
  currency: z.string(),
  earned: z.string(),
  claimed: z.string(),
  /** What a claim pays now (rounded down to the currency's smallest unit). */
  available: z.string(),
  /** `available` in USD at the rate of the moment. */
  availableUsd: z.string(),
});

export const affiliateCampaignSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  /** The campaign every player has, whose code starts as their username. */
  isDefault: z.boolean(),
  createdAt: z.string(),
  /** The percent in `stake x edge x percent / 2`: COMMISSION_PERCENT unless staff set another. */
  commissionPercent: z.number(),
  hits: z.number(),
  referredPlayers: z.number(),
  /** What the referred players have wagered since they were referred, in USD. */
  wageredUsd: z.string(),
  /** Commission earned, in USD at the rates of the stakes. */
  earnedUsd: z.string(),
  /** Paid by claims, in USD at each claim's rate. */
  claimedUsd: z.string(),
  /** What a claim would pay now, in USD at the rate of the moment. */
  availableUsd: z.string(),
  currencies: z.array(campaignCurrencySchema),
  /** Commission earned per day (UTC) over the last COMMISSION_CHART_DAYS days, oldest first, every day listed. */
  daily: z.array(z.object({ day: z.string(), usd: z.string() })),
});
export type AffiliateCampaign = z.infer<typeof affiliateCampaignSchema>;

/** GET /affiliate/campaigns. */
export const affiliateCampaignsResponseSchema = z.object({
  /** The default commission percent, for the tab's explanation. */
  commissionPercent: z.number(),
  /** The code the player was referred with, if any. */
  referredBy: z.string().nullable(),
  /** Until when the player may still set a referrer (null when they no longer can). */
  canSetReferrerUntil: z.string().nullable(),
  campaigns: z.array(affiliateCampaignSchema),
});
export type AffiliateCampaignsResponse = z.infer<typeof affiliateCampaignsResponseSchema>;

/** POST /affiliate/code/{code}/hit: whether this visit was counted (a repeat from one address is not). */
export const campaignHitResponseSchema = z.object({ counted: z.boolean() });

/** POST /affiliate/campaign/{id}/claim: takes no fields. */
export const claimCommissionRequestSchema = z.strictObject({}).nullish();
export const claimCommissionResponseSchema = z.object({
  payments: z.array(rakebackPaymentSchema),
  usd: z.string(),
});
export type ClaimCommissionResponse = z.infer<typeof claimCommissionResponseSchema>;

export const REFERRED_USERS_SORTS = ['created'] as const;

/** POST /affiliate/campaign/{id}/users. */
export const referredUsersRequestSchema = z
  .strictObject({
    limit: z
      .number({ error: 'limit must be a whole number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(REFERRED_USERS_MAX_PAGE_SIZE, `limit must be at most ${REFERRED_USERS_MAX_PAGE_SIZE}`)
      .default(REFERRED_USERS_PAGE_SIZE),
    offset: z
      .number({ error: 'offset must be a whole number' })
      .int('offset must be a whole number')
      .min(0, 'offset must be at least 0')
      .max(1_000_000, 'offset is too large')
      .default(0),
    sort: z.enum(REFERRED_USERS_SORTS, { error: 'sort must be "created"' }).default('created'),
  })
  .nullish()
  .transform((body) => body ?? { limit: REFERRED_USERS_PAGE_SIZE, offset: 0, sort: 'created' as const });

export const referredUserSchema = z.object({
  /** Null for a player who plays privately. */
  username: z.string().nullable(),
  joined: z.string(),
  wageredUsd: z.string(),
  commissionUsd: z.string(),
});
export type ReferredUser = z.infer<typeof referredUserSchema>;

export const referredUsersResponseSchema = z.object({
  total: z.number(),
  users: z.array(referredUserSchema),
});
export type ReferredUsersResponse = z.infer<typeof referredUsersResponseSchema>;

/** POST /user/set-referrer: the code now recorded. */
export const setReferrerResponseSchema = z.object({ referredBy: z.string() });

/** POST /admin/affiliate/campaign/{id}/commission: the percent the campaign earns at from now. */
export const setCampaignCommissionResponseSchema = z.object({
  id: z.uuid(),
  commissionPercent: z.number(),
});
