import { z } from 'zod';
import { formatFiat, fromDecimalString } from '../money/amount';

/**
 * Every error the API answers with has this body. `message` is written for the
 * player's toast; `code` is stable and what clients branch on. A bad input (400
 * VALIDATION) names the input in `field` (a dotted path such as `params.target`) when
 * it is one field, so a form shows the message beside it; a 429 says when to retry.
 */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    code: z.string(),
    field: z.string().optional(),
    retryAfterMs: z.number().optional(),
    amountsUsd: z.array(z.string()).optional().meta({
      description:
        'The dollar amounts the message names, in its order, each written in it as "$1,234.50", so a client can show them in its player\'s currency.',
    }),
  })
  .meta({
    description:
      'An error: 400 bad input (`field` names it), 401 not logged in, 403 not allowed, 404 not found, 409 conflict, 413 body too large, 415 not JSON, 429 rate limited (`retryAfterMs`), 503 unavailable for now.',
  });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const ErrorCode = {
  Validation: 'VALIDATION',
  NotLoggedIn: 'NOT_LOGGED_IN',
  Forbidden: 'FORBIDDEN',
  RestrictedRegion: 'RESTRICTED_REGION',
  CrossSite: 'CROSS_SITE_REQUEST',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  UsernameTaken: 'USERNAME_TAKEN',
  EmailTaken: 'EMAIL_TAKEN',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  WrongPassword: 'WRONG_PASSWORD',
  /** A password reset link that was used already (400). */
  ResetLinkUsed: 'RESET_LINK_USED',
  /** A password reset link past its hour (400). */
  ResetLinkExpired: 'RESET_LINK_EXPIRED',
  /** A password reset link the server does not know, or one a newer link replaced (400). */
  ResetLinkInvalid: 'RESET_LINK_INVALID',
  /** The account was made through Google or a wallet and has set no password yet (400). */
  PasswordNotSet: 'PASSWORD_NOT_SET',
  /** A Google or wallet sign-in that expired, was used already or was started elsewhere (400). */
  LoginExpired: 'LOGIN_EXPIRED',
  /** Google or the wallet signature did not prove the identity (400). */
  LoginRefused: 'LOGIN_REFUSED',
  RateLimited: 'RATE_LIMITED',
  /** Two-factor is on and the call sent no code (`field` names the code's field). */
  TotpRequired: 'TOTP_REQUIRED',
  /** The two-factor code is wrong, expired or already used. */
  WrongTotpCode: 'WRONG_TOTP_CODE',
  SelfExcluded: 'SELF_EXCLUDED',
  /** A deposit, loss or wager limit the player (or staff) set is reached (403); the message names it and when it resets. */
  LimitReached: 'LIMIT_REACHED',
  /** Staff locked the account: no sign-in, no bets, no money out (403). */
  AccountLocked: 'ACCOUNT_LOCKED',
  InsufficientBalance: 'INSUFFICIENT_BALANCE',
  /** The account must be verified to a higher level first (403); the message names the level. */
  VerificationRequired: 'VERIFICATION_REQUIRED',
  WithdrawalNotCancellable: 'WITHDRAWAL_NOT_CANCELLABLE',
  /** The Idempotency-Key was used before for another call or another body (409). */
  IdempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  /** The first request with this Idempotency-Key has not answered yet (409): retry in a moment. */
  IdempotencyKeyInProgress: 'IDEMPOTENCY_KEY_IN_PROGRESS',
  /** The first request with this Idempotency-Key was carried out but its answer was lost (409). */
  IdempotencyAnswerLost: 'IDEMPOTENCY_ANSWER_LOST',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  Unavailable: 'UNAVAILABLE',
  RatesUnavailable: 'RATES_UNAVAILABLE',
  Internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * A dollar amount as an error message writes it ("$100,000.00"), and as a client finds
 * it again there to show it in its player's currency (`amountsUsd` of the error).
 */
export function usdText(usd: string): string {
  return `$${formatFiat(fromDecimalString(usd))}`;
}
