import { z } from 'zod';

export const countrySchema = z.object({
  code: z.string(),
  name: z.string(),
  restricted: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;

export const countriesResponseSchema = z.object({ countries: z.array(countrySchema) });
export type CountriesResponse = z.infer<typeof countriesResponseSchema>;

export const allowRegisterResponseSchema = z.object({
  allowed: z.boolean(),
  /** The visitor's country as the trusted edge reported it, or null when unknown. */
  country: z.string().nullable(),
});
export type AllowRegisterResponse = z.infer<typeof allowRegisterResponseSchema>;

/** GET /config/site: what the browser needs from the operator's configuration. */
export const siteConfigSchema = z.object({
  /** Image host (docs/product.md#calls): the host image paths are rewritten to, or null for none. */
  imageHost: z.string().nullable(),
  /** Shown on the error screen and in the footer (SUPPORT_EMAIL). */
  supportEmail: z.string(),
  /**
   * An outside help centre the Support links open in a new tab (HELP_CENTER_URL), or
   * null for the casino's own at /help.
   */
  helpCenterUrl: z.string().nullable(),
  /** The footer's social links (SOCIAL_X_URL, SOCIAL_TELEGRAM_URL, SOCIAL_INSTAGRAM_URL). */
  socials: z.object({ x: z.string(), telegram: z.string(), instagram: z.string() }),
  /** The footer's licence badge (LICENSE_TEXT), linking to the licence when there is a URL (LICENSE_URL). */
  license: z.object({ text: z.string(), url: z.string().nullable() }),
  /** Whether the test-only crash page `/__crash` is mounted (CRASH_PROBE). */
  crashProbe: z.boolean(),
  /** Codes the operator restricts beyond the built-in list (RESTRICTED_TERRITORIES), which the Terms list too. */
  restrictedTerritories: z.array(z.string()),
  /** Whether Google login is configured (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET); the button hides otherwise. */
  googleLogin: z.boolean(),
  /** Chat rooms (CHAT_REGIONS, the first is the default) and the rules players see in chat. */
  chat: z.object({
    regions: z.array(z.string()),
    minWagerUsd: z.string(),
    tipDailyUsd: z.string(),
    rainMinWagerUsd: z.string(),
  }),
  /**
   * The largest bet (BET_MAX_USD; a game's own maximum may be lower) and the maximum
   * profit per bet (MAX_PROFIT_USD), in USD: the game info and the bet panel's Max.
   */
  betLimits: z.object({ maxBetUsd: z.string(), maxProfitUsd: z.string() }),
  /**
   * The responsible-gambling profile the operator runs (RG_PROFILE): `ukgc` applies the
   * stricter UK rules (docs/reality-checks.md#the-ukgc-profile), which the web may show.
   */
  rgProfile: z.enum(['standard', 'ukgc']),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/**
 * POST /client-errors: a render crash in the browser (docs/product.md#error-screen),
 * written to the server's log. Sizes are capped so a report cannot flood the log.
 */
export const clientErrorReportSchema = z.strictObject({
  message: z.string({ error: 'message is required' }).min(1, 'message is required').max(2_000),
  stack: z.string().max(20_000).optional(),
  componentStack: z.string().max(20_000).optional(),
  url: z.string().max(2_000).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
export const clientErrorReceivedSchema = z.object({ received: z.literal(true) });
