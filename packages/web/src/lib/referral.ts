import { campaignCodeSchema, referrerSchema } from '@ante/core';
import { isApiError } from './api';

export const REFERRER_STORAGE_KEY = 'ante.referrer';
/** The code whose visit the server has been told of, so each code is reported once. */
export const REPORTED_REFERRER_STORAGE_KEY = 'ante.referrer-reported';

/** The part of the Web Storage API used here, so tests can hand in a plain map. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's local storage, or null where the page may not use it (private modes, sandboxed frames). */
function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: KeyValueStorage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Without storage the value is simply not remembered.
  }
}

/**
 * Remembers the referral code from the `r` query parameter. Only the first code a
 * browser ever sees counts, so a later link cannot take over another affiliate's player.
 */
export function captureReferrer(search: string, storage = browserStorage()): void {
  const parsed = referrerSchema.safeParse(new URLSearchParams(search).get('r') ?? undefined);
  if (!parsed.success) return;
  if (read(storage, REFERRER_STORAGE_KEY) === null) write(storage, REFERRER_STORAGE_KEY, parsed.data);
}

export function storedReferrer(storage = browserStorage()): string | undefined {
  const parsed = referrerSchema.safeParse(read(storage, REFERRER_STORAGE_KEY) ?? undefined);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Whether a failed report is worth making again on a later page load: no answer came
 * back, or the server could not take it just then. Any other refusal (an unknown code
 * is a 404) would be refused again.
 */
function isWorthRetrying(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/**
 * Tells the server, once per stored code, that a visitor arrived through its link
 * (docs/product.md#how-things-change: the first-ever referral code is reported once per change). Which
 * code was reported is kept beside the code itself, so reloads and later visits stay
 * quiet, while a report that never reached the server is made on the next page load.
 * A stored code that cannot be a campaign's is not sent: no campaign would answer.
 */
export async function reportReferrerHit(
  send: (code: string) => Promise<unknown>,
  storage = browserStorage(),
): Promise<void> {
  const code = storedReferrer(storage);
  if (code === undefined || read(storage, REPORTED_REFERRER_STORAGE_KEY) === code) return;
  if (campaignCodeSchema.safeParse(code).success) {
    try {
      await send(code);
    } catch (error) {
      if (isWorthRetrying(error)) return;
    }
  }
  write(storage, REPORTED_REFERRER_STORAGE_KEY, code);
}
