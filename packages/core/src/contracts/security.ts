import { z } from 'zod';
import { emailSchema, passwordSchema, totpCodeSchema } from './user';

/**
 * What can happen to an account that its owner should be able to look back on
 * (Settings, Security, Recent activity). One closed list: the server records only
 * these, and the web app has a label for each.
 *
 * `new_device` is recorded beside a sign-in from a device the player has not signed
 * in from before: the server's rule is in modules/users/security-events.ts.
 */
export const SECURITY_EVENT_KINDS = [
  'account_created',
  'login',
  'login_failed',
  'new_device',
  'password_changed',
  'password_reset',
  'email_changed',
  'totp_enabled',
  'totp_disabled',
  'google_linked',
  'wallet_linked',
] as const;

export const securityEventKindSchema = z.enum(SECURITY_EVENT_KINDS);
export type SecurityEventKind = z.infer<typeof securityEventKindSchema>;

/** The kinds that start a session: the devices they came from are the player's known devices. */
export const SIGN_IN_EVENT_KINDS = [
  'account_created',
  'login',
  'password_reset',
] as const satisfies readonly SecurityEventKind[];

export const securityEventSchema = z.object({
  id: z.string(),
  kind: securityEventKindSchema,
  /** ISO 8601. */
  createdAt: z.string(),
  ip: z.string().nullable(),
  /** The browser's user agent; the web app names the device from it (describeDevice). */
  userAgent: z.string().nullable(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

/** GET /api/user/security-events: the player's newest events, newest first. */
export const securityEventsResponseSchema = z.object({ events: z.array(securityEventSchema) });
export type SecurityEventsResponse = z.infer<typeof securityEventsResponseSchema>;

/** POST /api/user/start-pw-reset: always answers the same 200, whether or not an account uses the address. */
export const startPasswordResetRequestSchema = z.strictObject({ email: emailSchema });
export type StartPasswordResetRequest = z.input<typeof startPasswordResetRequestSchema>;

/** The code of a reset link: 32 random bytes, in hex. */
export const passwordResetTokenSchema = z
  .string({ error: 'token is required' })
  .regex(/^[0-9a-f]{64}$/, 'This reset link is not valid.');

/** POST /api/user/finish-pw-reset: the new password follows the rule registration uses. */
export const finishPasswordResetRequestSchema = z.strictObject({
  token: passwordResetTokenSchema,
  password: passwordSchema,
  /**
   * The two-factor code, only for accounts that turned two-factor on: without it a
   * good link is answered 401 TOTP_REQUIRED and stays unused, so the form can ask.
   */
  totpCode: totpCodeSchema.optional(),
});
export type FinishPasswordResetRequest = z.input<typeof finishPasswordResetRequestSchema>;
