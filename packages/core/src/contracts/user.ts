import { z } from 'zod';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 14;
export const PASSWORD_MIN = 8;
/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX = 128;

/** `user` for a player; otherwise the name of a staff role (contracts/staff.ts). */
export const roleSchema = z.string();
export type Role = z.infer<typeof roleSchema>;

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^[A-Za-z0-9_]+$/, 'Username may only contain letters, digits and underscores');

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const emailSchema = z
  .string({ error: 'E-mail must be text' })
  .trim()
  .max(254, 'E-mail is too long')
  .pipe(z.email('E-mail address is not valid'))
  .transform((value) => value.toLowerCase());

/** Referral codes are the affiliate campaign codes carried by the `r` query parameter. */
export const referrerSchema = z
  .string({ error: 'Referrer must be text' })
  .trim()
  .min(1, 'Referrer is empty')
  .max(32, 'Referrer is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'Referrer may only contain letters, digits, dashes and underscores');

/**
 * A two-factor code as an authenticator app shows it (RFC 6238: six digits, a new one
 * every 30 seconds). Spaces are allowed, since some apps show the code as two groups.
 */
export const totpCodeSchema = z
  .string({ error: 'Code is required' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Code must be 6 digits'));

export const registerRequestSchema = z.strictObject({
  username: usernameSchema,
  password: passwordSchema,
  email: z.union([emailSchema, z.literal('').transform(() => undefined)]).optional(),
  referrer: referrerSchema.optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.strictObject({
  /** A username or an e-mail address. */
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(254, 'Username is too long'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, 'Password is too long'),
  /**
   * The two-factor code, only for accounts that turned two-factor on: without it the
   * right password is answered 401 TOTP_REQUIRED, so the form can ask for it.
   */
  totpCode: totpCodeSchema.optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const changePasswordRequestSchema = z.strictObject({
  /**
   * Required while the account has a password. An account made through Google or a
   * wallet has none (`hasPassword` false) and sets its first one without it.
   */
  currentPassword: z
    .string({ error: 'Current password must be text' })
    .max(PASSWORD_MAX, 'Current password is too long')
    .optional(),
  newPassword: passwordSchema,
  /** Required once two-factor is on, as for every change that guards the account. */
  totpCode: totpCodeSchema.optional(),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const revokeSessionRequestSchema = z.strictObject({
  id: z.uuid('Session id is not valid'),
});
export type RevokeSessionRequest = z.input<typeof revokeSessionRequestSchema>;

/**
 * The two kinds of break (docs/product.md#rules-behind-the-screens). A time-out ends by
 * itself when its time is up. A self-exclusion does not: once its time has passed the
 * account stays closed until the player confirms they want it back, and then for a
 * further cooling-off (REOPEN_COOLING_OFF_MS); a permanent one never ends.
 */
export const EXCLUSION_KINDS = ['time-out', 'self-exclusion'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** How long after the player confirms it an ended self-exclusion lets the account play again. */
export const REOPEN_COOLING_OFF_MS = 24 * 3_600_000;

/**
 * How long a break lasts (POST /user/exclude/update): time-outs of 24 hours, 7 days or
 * 6 weeks, and self-exclusion for 6 months, a year or for good (the durations of the
 * Responsible Gambling policy). A year is 365 days, counted from the moment the player
 * confirms.
 */
export const EXCLUSION_TIMEFRAMES = [
  { id: 'day', label: '24 hours', days: 1, kind: 'time-out' },
  { id: 'week', label: '1 week', days: 7, kind: 'time-out' },
  { id: 'six-weeks', label: '6 weeks', days: 42, kind: 'time-out' },
  { id: 'half-year', label: '6 months', days: 182, kind: 'self-exclusion' },
  { id: 'year', label: '1 year', days: 365, kind: 'self-exclusion' },
  { id: 'permanent', label: 'Permanently', days: null, kind: 'self-exclusion' },
] as const satisfies readonly { id: string; label: string; days: number | null; kind: ExclusionKind }[];
export type ExclusionTimeframe = (typeof EXCLUSION_TIMEFRAMES)[number]['id'];
const exclusionTimeframeIds = EXCLUSION_TIMEFRAMES.map((entry) => entry.id) as [
  ExclusionTimeframe,
  ...ExclusionTimeframe[],
];

/**
 * Where a break stands: `running` while its time lasts; a self-exclusion whose time has
 * passed is `ended` (closed until the player confirms, POST /user/exclude/reopen), then
 * `reopening` (closed until `reopensAt`, the cooling-off after the confirmation).
 */
export const EXCLUSION_STATES = ['running', 'ended', 'reopening'] as const;
export type ExclusionState = (typeof EXCLUSION_STATES)[number];

/**
 * A break that keeps the account from playing: until when its time runs (ISO 8601), or
 * permanent (then `until` is null); its kind and state; and, once the player has
 * confirmed the end of a self-exclusion, when the account reopens.
 */
export const exclusionSchema = z.object({
  until: z.string().nullable(),
  permanent: z.boolean(),
  kind: z.enum(EXCLUSION_KINDS),
  state: z.enum(EXCLUSION_STATES),
  reopensAt: z.string().nullable(),
});
export type Exclusion = z.infer<typeof exclusionSchema>;

export const userSchema = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  /** Whether the e-mail above has been activated through its link. */
  emailVerified: z.boolean(),
  role: roleSchema,
  rankId: z.number().int(),
  /**
   * Verification levels (0 to 4) the account must reach, has reached, and has under
   * review. The required level is null while it is unknown (not yet assessed):
   * the verification badge shows then (docs/product.md#how-things-change). This server always knows it today,
   * since it keeps the level itself; a verification provider may leave it open.
   */
  kycRequired: z.number().int().nullable(),
  kycComplete: z.number().int(),
  kycPending: z.number().int(),
  lastSeen: z.string(),
  appearOffline: z.boolean(),
  /**
   * The player's time-out or self-exclusion while it keeps the account from playing,
   * including an ended self-exclusion not yet reopened; null when there is none.
   */
  exclusion: exclusionSchema.nullable(),
  /** Two-factor (TOTP) is on: logins and account changes then need a code. */
  totpEnabled: z.boolean(),
  /** False for an account made through Google or a wallet until it sets a password. */
  hasPassword: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/**
 * GET /api/user/current: the signed-in player, or null for a visitor, always with
 * status 200. The browser asks it on every page load to learn who is there; being
 * logged out is an answer to that question, not an error (GET /api/user/me, for
 * callers that need a user, answers 401 instead).
 */
export const currentUserResponseSchema = z.object({ user: userSchema.nullable() });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

export const refreshAuthResponseSchema = z.object({
  user: userSchema,
  /** When the session lapses unless it is used or refreshed again (ISO 8601). */
  expiresAt: z.string(),
});
export type RefreshAuthResponse = z.infer<typeof refreshAuthResponseSchema>;

export const sessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionsResponseSchema = z.object({ sessions: z.array(sessionSchema) });
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

/**
 * Changing the e-mail changes where password resets go, so it asks for the current
 * password, as changing the password does.
 */
export const setEmailRequestSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, 'Password is too long'),
  /** Required once two-factor is on. */
  totpCode: totpCodeSchema.optional(),
});
export type SetEmailRequest = z.input<typeof setEmailRequestSchema>;

export const activateEmailRequestSchema = z.strictObject({
  verificationCode: z
    .string({ error: 'verificationCode is required' })
    .regex(/^[0-9a-f]{64}$/, 'This verification link is not valid.'),
});
export type ActivateEmailRequest = z.input<typeof activateEmailRequestSchema>;

/**
 * Asks for the e-mailed link that confirms a break. `otp` is the two-factor code of
 * docs/two-factor.md, required once two-factor is on.
 */
export const excludeInitRequestSchema = z.strictObject({ otp: totpCodeSchema.optional() });
export type ExcludeInitRequest = z.input<typeof excludeInitRequestSchema>;

export const excludeUpdateRequestSchema = z.strictObject({
  token: z.string({ error: 'token is required' }).regex(/^[0-9a-f]{64}$/, 'This link is not valid.'),
  timeframe: z.enum(exclusionTimeframeIds, { error: 'Choose how long the break lasts.' }),
});
export type ExcludeUpdateRequest = z.input<typeof excludeUpdateRequestSchema>;

/** Confirms that an ended self-exclusion may end (POST /user/exclude/reopen); nothing to send. */
export const excludeReopenRequestSchema = z.strictObject({});
export type ExcludeReopenRequest = z.input<typeof excludeReopenRequestSchema>;

export const exclusionResponseSchema = z.object({ exclusion: exclusionSchema });
export type ExclusionResponse = z.infer<typeof exclusionResponseSchema>;

/** A friend (docs/product.md#what-the-screens-show); `online` follows docs/product.md#rules and is only shown for approved friends. */
export const friendSchema = z.object({
  id: z.string(),
  username: z.string(),
  rankId: z.number().int(),
  isFavorite: z.boolean(),
  status: z.enum(['pending', 'approved']),
  /** A request this player received (true) or sent (false); false for approved friends. */
  incoming: z.boolean(),
  online: z.boolean(),
  /** Played the game named in the request in the last five minutes (approved friends only). */
  inGame: z.boolean(),
});
export type Friend = z.infer<typeof friendSchema>;

export const friendsResponseSchema = z.object({
  approved: z.array(friendSchema),
  pending: z.array(friendSchema),
});
export type FriendsResponse = z.infer<typeof friendsResponseSchema>;

export const friendsRequestSchema = z.strictObject({
  gameSlug: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, 'gameSlug is not a game')
    .optional(),
});

const friendNameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`);

export const friendRequestSchema = z.strictObject({ username: friendNameSchema });
export const friendFavoriteRequestSchema = z.strictObject({
  username: friendNameSchema,
  isFavorite: z.boolean({ error: 'isFavorite must be true or false' }),
});
export const friendStatusRequestSchema = z.strictObject({
  appearOffline: z.boolean({ error: 'appearOffline must be true or false' }),
});
export type FriendStatusRequest = z.infer<typeof friendStatusRequestSchema>;

/**
 * GET /user/totp/new: a fresh secret waiting to be confirmed (POST /user/totp/verify).
 * `uri` is the otpauth:// link authenticator apps read; `qrDataUrl` is that link as a
 * QR code image (an SVG data URL), and `secret` the same key for typing in by hand.
 */
export const totpSetupResponseSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  qrDataUrl: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

/** POST /user/totp/verify and /user/totp/disable: the code the authenticator shows now. */
export const totpCodeRequestSchema = z.strictObject({ code: totpCodeSchema });
export type TotpCodeRequest = z.input<typeof totpCodeRequestSchema>;
