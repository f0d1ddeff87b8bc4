import { z } from 'zod';

/**
 * Reality checks (docs/reality-checks.md): at the interval a player chooses, the site
 * stops play with what the session has cost so far. Off by default.
 */
export const REALITY_CHECK_MINUTES = [30, 60, 120] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

export const realityCheckMinutesSchema = z
  .union([z.literal(30), z.literal(60), z.literal(120)], { error: 'minutes must be 30, 60, 120 or null' })
  .nullable();

export const setRealityCheckRequestSchema = z.strictObject({ minutes: realityCheckMinutesSchema });
export type SetRealityCheckRequest = z.infer<typeof setRealityCheckRequestSchema>;

/** GET /user/reality-check: `since` is when the browser's play session began (at most a day ago). */
export const realityCheckQuerySchema = z.strictObject({
  since: z.iso.datetime({ error: 'since must be an ISO date and time' }).optional(),
});

export const realityCheckSchema = z.object({
  minutes: realityCheckMinutesSchema,
  /** The start of the session the figures cover. */
  since: z.string(),
  /** Staked since then, in USD, at each stake's value when it was made. */
  wageredUsd: z.string(),
  /** Paid back less staked since then, in USD (negative when the player is down). */
  netUsd: z.string(),
  rounds: z.number().int(),
});
export type RealityCheck = z.infer<typeof realityCheckSchema>;
