import { referrerSchema } from '@ante/core';

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

export function storedReferrer(): string | undefined {
  try {
    const value = window.localStorage.getItem(REFERRER_STORAGE_KEY);
    const parsed = referrerSchema.safeParse(value ?? undefined);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
