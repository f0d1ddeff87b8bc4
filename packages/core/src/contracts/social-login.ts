import { z } from 'zod';
import { referrerSchema, totpCodeSchema, usernameSchema, userSchema } from './user';

/**
 * Logging in with Google (OpenID Connect) or an Ethereum wallet (Sign-In with
 * Ethereum, EIP-4361). A first login with an identity no account knows yet answers
 * `usernameRequired` instead of a user, and the register call of that provider
 * creates the account with a chosen name.
 */

/** A 20-byte address in hex; mixed case must carry a valid EIP-55 checksum (the server checks it). */
export const ethereumAddressSchema = z
  .string({ error: 'Address is required' })
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Address is not a valid Ethereum address');

/** A 65-byte secp256k1 signature as `personal_sign` returns it. */
export const ethereumSignatureSchema = z
  .string({ error: 'Signature is required' })
  .trim()
  .regex(/^0x[0-9a-fA-F]{130}$/, 'Signature is not a valid wallet signature');

export const googleAuthUrlResponseSchema = z.object({
  /** Where the browser goes to sign in with Google; it comes back to `<site>/login/google`. */
  url: z.string(),
});
export type GoogleAuthUrlResponse = z.infer<typeof googleAuthUrlResponseSchema>;

/** What Google appended to the return address: `token` is the authorization code. */
export const googleLoginRequestSchema = z.strictObject({
  token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(2048, 'Token is too long'),
  state: z.string({ error: 'State is required' }).min(1, 'State is required').max(512, 'State is too long'),
  /** The issuer the provider named on the return address, when it names one. */
  iss: z.string().max(512, 'Issuer is too long').optional(),
});
export type GoogleLoginRequest = z.input<typeof googleLoginRequestSchema>;

/**
 * POST /api/user/login/google/totp: the second step of a Google login into an account
 * with two-factor on. The first step answered 401 TOTP_REQUIRED and the server holds
 * the proven identity for this browser for a few minutes; the code finishes it.
 */
export const googleTotpRequestSchema = z.strictObject({ totpCode: totpCodeSchema });
export type GoogleTotpRequest = z.input<typeof googleTotpRequestSchema>;

/** `referrer`: the campaign code the browser kept, as on the password registration. */
export const googleRegisterRequestSchema = z.strictObject({
  username: usernameSchema,
  referrer: referrerSchema.optional(),
});
export type GoogleRegisterRequest = z.input<typeof googleRegisterRequestSchema>;

/**
 * The wallet a sign-in message is asked for, checked loosely: the message route reads
 * any text up to 64 characters and says itself when it is no Ethereum address.
 */
export const walletMessageParamsSchema = z.object({
  address: z.string().max(64, 'Address is not a valid Ethereum address'),
});

export const walletMessageResponseSchema = z.object({
  /** The EIP-4361 message the wallet signs with `personal_sign`. */
  message: z.string(),
  /** When the message stops being accepted (ISO 8601). */
  expiresAt: z.string(),
});
export type WalletMessageResponse = z.infer<typeof walletMessageResponseSchema>;

/** A signed sign-in message: what both the wallet's login and its register send. */
export const walletSignatureSchema = z.strictObject({
  address: ethereumAddressSchema,
  signature: ethereumSignatureSchema,
  /** The message that was signed; the latest one handed out for the address when absent. */
  message: z.string().min(1, 'Message is empty').max(2000, 'Message is too long').optional(),
});
export type WalletSignature = z.input<typeof walletSignatureSchema>;

export const walletLoginRequestSchema = walletSignatureSchema.extend({
  /**
   * The two-factor code, only for accounts that turned two-factor on: without it a good
   * signature is answered 401 TOTP_REQUIRED and its message stays unused, so the same
   * signature is sent again with the code.
   */
  totpCode: totpCodeSchema.optional(),
});
export type WalletLoginRequest = z.input<typeof walletLoginRequestSchema>;

/** A new wallet's account has no two-factor yet, so its register takes no code. */
export const walletRegisterRequestSchema = walletSignatureSchema.extend({
  username: usernameSchema,
  referrer: referrerSchema.optional(),
});
export type WalletRegisterRequest = z.input<typeof walletRegisterRequestSchema>;

export const socialLoginResponseSchema = z.union([
  z.object({ user: userSchema }),
  z.object({
    /** No account uses this identity yet: the player picks a username to create one. */
    usernameRequired: z.literal(true),
  }),
]);
export type SocialLoginResponse = z.infer<typeof socialLoginResponseSchema>;
