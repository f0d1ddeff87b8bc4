import { Secret, TOTP } from 'otpauth';

/**
 * The one TOTP configuration of the casino (RFC 6238 as every authenticator app
 * reads it: HMAC-SHA1, six digits, 30-second steps), through the maintained `otpauth`
 * library. A code is accepted for its own step and one step either side, so a phone
 * clock a little off, or a code typed as it changes, still works.
 */
export const TOTP_ISSUER = 'Ante';
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW_STEPS = 1;
const DIGITS = 6;
const ALGORITHM = 'SHA1';

/** A new random secret (20 bytes, the RFC's size for SHA-1), as base32 text. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// link an authenticator app reads from the QR code. */
export function totpUri(secretBase32: string, username: string): string {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: username,
    secret: Secret.fromBase32(secretBase32),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).toString();
}

/**
 * The time step a code belongs to, or null when it matches none of the steps in the
 * window around `nowMs`. Which step matters: each may be used only once.
 */
export function matchingStep(secretBase32: string, code: string, nowMs: number): number | null {
  const options = { period: TOTP_PERIOD_SECONDS, timestamp: nowMs };
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secretBase32),
    algorithm: ALGORITHM,
    digits: DIGITS,
    window: TOTP_WINDOW_STEPS,
    ...options,
  });
  return delta === null ? null : TOTP.counter(options) + delta;
}
