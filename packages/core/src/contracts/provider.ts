import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { z } from 'zod';
import { defineRoute } from './route';

/**
 * The seamless-wallet protocol a game provider speaks to the casino
 * (docs/provider-protocol.md): five signed callbacks under
 * `POST /api/provider/{providerId}/{call}`, each answering `{balance}` or
 * `{error: {code, message}}`. These schemas are the protocol's single definition: the
 * server parses with them, the OpenAPI document at /api/provider/openapi.json is made
 * from them, and the studio and the conformance kit send what they describe.
 */

/** Every refusal the protocol answers, with its HTTP status. */
export const PROVIDER_ERRORS = {
  INVALID_REQUEST: 400,
  INVALID_SIGNATURE: 401,
  ADDRESS_NOT_ALLOWED: 403,
  SESSION_EXPIRED: 401,
  PLAYER_BLOCKED: 403,
  GAME_UNAVAILABLE: 403,
  INSUFFICIENT_FUNDS: 402,
  LIMIT_EXCEEDED: 403,
  TRANSACTION_NOT_FOUND: 404,
  DUPLICATE_TRANSACTION: 409,
  ROUND_CLOSED: 409,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
} as const;
export type ProviderErrorCode = keyof typeof PROVIDER_ERRORS;
export const PROVIDER_ERROR_CODES = Object.keys(PROVIDER_ERRORS) as ProviderErrorCode[];

/** The five calls, as the last segment of their path. */
export const PROVIDER_CALLS = ['authenticate', 'balance', 'bet', 'win', 'rollback'] as const;
export type ProviderCall = (typeof PROVIDER_CALLS)[number];

/** A provider's id: its path segment, and the key of its house account. */
export const providerIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a provider id is lower-case letters, digits and dashes');

/** Ids a provider chooses (transactions, rounds): printable ASCII, at most 128 characters. */
const externalId = (what: string) =>
  z
    .string({ error: `${what} must be a string` })
    .min(1, `${what} must not be empty`)
    .max(128, `${what} must be at most 128 characters`)
    .regex(/^[\x21-\x7e]+$/, `${what} must be printable ASCII without spaces`);

/** An amount in the session's currency, as a decimal string ("0.00012"); its precision is checked per currency. */
const amount = z
  .string({ error: 'amount must be a decimal string' })
  .regex(/^\d{1,20}(\.\d{1,18})?$/, 'amount must be a decimal string such as "0.001"');

const sessionId = z.uuid({ error: 'sessionId must be the session id authenticate answered' });

export const providerAuthenticateRequestSchema = z.strictObject({
  token: z.string().min(1).max(256, 'token must be at most 256 characters'),
});
export const providerAuthenticateResponseSchema = z.object({
  playerId: z.string(),
  currency: z.string(),
  balance: z.string(),
  sessionId: z.string(),
  /** The player's name, for the game's screen. */
  username: z.string(),
});

export const providerBalanceRequestSchema = z.strictObject({ sessionId });

export const providerBetRequestSchema = z.strictObject({
  sessionId,
  transactionId: externalId('transactionId'),
  roundId: externalId('roundId'),
  amount,
});

export const providerWinRequestSchema = z.strictObject({
  sessionId,
  transactionId: externalId('transactionId'),
  roundId: externalId('roundId'),
  amount,
  roundClosed: z.boolean({ error: 'roundClosed must be true or false' }),
});

export const providerRollbackRequestSchema = z.strictObject({
  sessionId,
  transactionId: externalId('transactionId'),
  originalTransactionId: externalId('originalTransactionId'),
});

export const providerBalanceResponseSchema = z.object({ balance: z.string() });

export const providerErrorResponseSchema = z.object({
  error: z.object({
    code: z.enum(PROVIDER_ERROR_CODES as [ProviderErrorCode, ...ProviderErrorCode[]]),
    message: z.string(),
  }),
});

export const PROVIDER_REQUEST_SCHEMAS = {
  authenticate: providerAuthenticateRequestSchema,
  balance: providerBalanceRequestSchema,
  bet: providerBetRequestSchema,
  win: providerWinRequestSchema,
  rollback: providerRollbackRequestSchema,
} as const;

export const PROVIDER_RESPONSE_SCHEMAS = {
  authenticate: providerAuthenticateResponseSchema,
  balance: providerBalanceResponseSchema,
  bet: providerBalanceResponseSchema,
  win: providerBalanceResponseSchema,
  rollback: providerBalanceResponseSchema,
} as const;

export type ProviderRequest<C extends ProviderCall> = z.infer<(typeof PROVIDER_REQUEST_SCHEMAS)[C]>;
export type ProviderResponse<C extends ProviderCall> = z.infer<(typeof PROVIDER_RESPONSE_SCHEMAS)[C]>;

/** The signature header: `t=<unix seconds>,v1=<hex signature of "<t>.<raw body>">`. */
export const PROVIDER_SIGNATURE_HEADER = 'x-signature';
/** How far a signature's timestamp may be from the casino's clock. */
export const PROVIDER_SIGNATURE_WINDOW_SECONDS = 60;

/** The signed message: the timestamp, a dot, and the body's exact bytes. */
export function providerSignedPayload(timestamp: number | string, rawBody: string): string {
  return `${timestamp}.${rawBody}`;
}

/**
 * The `X-Signature` header of an HMAC-SHA256 provider for `rawBody` at `timestamp`
 * (unix seconds): what the studio and the conformance kit send. Keys are UTF-8.
 */
export function providerHmacSignature(key: string | Uint8Array, rawBody: string, timestamp: number): string {
  const secret = typeof key === 'string' ? utf8ToBytes(key) : key;
  const digest = hmac(sha256, secret, utf8ToBytes(providerSignedPayload(timestamp, rawBody)));
  return `t=${timestamp},v1=${bytesToHex(digest)}`;
}

/** The launch call: where the browser opens a provider's game, real or demo. */
export const gameLaunchRequestSchema = z.strictObject({
  currency: z.string().min(1).max(16),
  mode: z.enum(['real', 'demo'], { error: 'mode must be real or demo' }),
});
export const gameLaunchResponseSchema = z.object({ url: z.string() });

export const providerLaunchApi = {
  launch: defineRoute({
    method: 'POST',
    path: '/casino/games/:slug/launch',
    params: z.strictObject({ slug: z.string().min(1).max(64) }),
    body: gameLaunchRequestSchema,
    response: gameLaunchResponseSchema,
    // Demo needs no login; the handler asks for one when the mode is real.
    auth: 'public',
  }),
};
