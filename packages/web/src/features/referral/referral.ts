import { campaignCodeSchema, campaignHitResponseSchema, referrerSchema } from '@ante/core';
import { api } from '../../lib/api';

export const REFERRER_STORAGE_KEY = 'ante.referrer';

/**
 * Remembers the referral code from the `r` query parameter. Only the first code a
 * browser ever sees counts, so a later link cannot take over another affiliate's player.
 */
export function captureReferrer(search: string): void {
  const parsed = referrerSchema.safeParse(new URLSearchParams(search).get('r') ?? undefined);
  if (!parsed.success) return;
  try {
    if (window.localStorage.getItem(REFERRER_STORAGE_KEY) === null) {
      window.localStorage.setItem(REFERRER_STORAGE_KEY, parsed.data);
    }
  } catch {
    // Without storage the code is simply not remembered.
  }
}

/**
 * Tells the campaign whose link brought this visit that it was opened, for its `hits`.
 * Every arrival with a code reports it, not only the first one stored: the server
 * counts one visit per address and code a day, so a reload does not inflate it. A
 * failure is nothing the visitor needs to hear about.
 */
export function reportReferralVisit(search: string): void {
  const parsed = campaignCodeSchema.safeParse(new URLSearchParams(search).get('r') ?? undefined);
  if (!parsed.success) return;
  api
    .post(`/affiliate/code/${encodeURIComponent(parsed.data)}/hit`, {}, campaignHitResponseSchema)
    .catch(() => undefined);
}

export function storedReferrer(): string | undefined {
  try {
    const value = window.localStorage.getItem(REFERRER_STORAGE_KEY);
    const parsed = referrerSchema.safeParse(value ?? undefined);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
