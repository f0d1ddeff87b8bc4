/**
 * A campaign's referral link. The code travels in the `r` parameter that
 * `captureReferrer` (referral.ts) reads on arrival; a campaign code (letters,
 * digits, `-` and `_`, core `campaignCodeSchema`) always fits that parameter's rule.
 */
export function referralLink(origin: string, code: string): string {
  const url = new URL('/', origin);
  url.searchParams.set('r', code);
  return url.toString();
}
