/**
 * The player's referral link. The code travels in the `r` parameter that
 * `captureReferrer` (features/referral) reads on arrival; a username always fits
 * that parameter's rule (letters, digits, underscores).
 */
export function referralLink(origin: string, username: string): string {
  const url = new URL('/', origin);
  url.searchParams.set('r', username);
  return url.toString();
}
