import type { Db } from '../../../lib/db/database';
import type { SecretBox } from '../../../lib/secret-box';
import { matchingStep } from './totp-code';

/** Wrong codes in a row before code entry locks, and for how long the first lock lasts. */
export const TOTP_MAX_FAILURES = 5;
export const TOTP_LOCK_MS = 15 * 60_000;
/** The longest a lock lasts, however many came before it. */
export const TOTP_MAX_LOCK_MS = 24 * 60 * 60_000;

/**
 * How long the lock after `locksBefore` earlier ones (since the last right code) lasts:
 * 15 minutes, then twice as long each time up to a day. A fixed 15-minute lock would let
 * a guesser who waits it out try 480 codes a day, about one chance in 700 a day of
 * hitting one of the three codes a window accepts; doubling holds them to a handful a
 * day, while a player who mistypes five times waits 15 minutes as before.
 */
export function totpLockMs(locksBefore: number): number {
  return Math.min(TOTP_MAX_LOCK_MS, TOTP_LOCK_MS * 2 ** Math.min(locksBefore, 20));
}

export type CodeCheck =
  | { result: 'accepted' }
  | { result: 'wrong'; replayed: boolean; lockedUntil: Date | null }
  | { result: 'locked'; lockedUntil: Date }
  | { result: 'no-secret' };

/** Which secret a code is checked against: the one in use, or the one being set up. */
export type SecretSlot = 'secret' | 'pending_secret';

/** The context a player's sealed secret is bound to (lib/secret-box.ts). */
export const sealContext = (userId: string) => `totp:${userId}`;

/**
 * Checks and spends one two-factor code, in a transaction of its own that locks the
 * player's two-factor row: simultaneous checks (on any node) take turns, so a time
 * step is accepted at most once and every wrong code is counted. A code is right when
 * it matches a step in the window that is later than the last step accepted; anything
 * else is wrong and counts towards the lock, replays included (an honest double
 * submit costs one of five tries, a replaying attacker gains nothing).
 *
 * The outcome is returned, not thrown, because a wrong code's count must commit.
 * `onAccepted` runs inside the same transaction, for what an accepted code changes
 * (turning two-factor on or off).
 */
export async function checkTotpCode(
  db: Db,
  secrets: SecretBox,
  input: {
    userId: string;
    code: string;
    slot: SecretSlot;
    nowMs?: number;
    onAccepted?: (trx: Db) => Promise<void>;
  },
): Promise<CodeCheck> {
  const nowMs = input.nowMs ?? Date.now();
  return db.transaction().execute(async (trx): Promise<CodeCheck> => {
    const row = await trx
      .selectFrom('user_totp')
      .selectAll()
      .where('user_id', '=', input.userId)
      .forUpdate()
      .executeTakeFirst();
    const sealed = row?.[input.slot];
    if (!row || !sealed) return { result: 'no-secret' };
    if (row.locked_until && row.locked_until.getTime() > nowMs) {
      return { result: 'locked', lockedUntil: row.locked_until };
    }
    const step = matchingStep(secrets.open(sealed, sealContext(input.userId)), input.code, nowMs);
    const replayed = step !== null && row.last_step !== null && step <= row.last_step;
    if (step === null || replayed) {
      const failures = row.failures + 1;
      const lockedUntil = failures >= TOTP_MAX_FAILURES ? new Date(nowMs + totpLockMs(row.locks)) : null;
      await trx
        .updateTable('user_totp')
        .set({
          failures: lockedUntil ? 0 : failures,
          locked_until: lockedUntil,
          locks: lockedUntil ? row.locks + 1 : row.locks,
          updated_at: new Date(nowMs),
        })
        .where('user_id', '=', input.userId)
        .execute();
      return { result: 'wrong', replayed, lockedUntil };
    }
    await trx
      .updateTable('user_totp')
      .set({ last_step: step, failures: 0, locked_until: null, locks: 0, updated_at: new Date(nowMs) })
      .where('user_id', '=', input.userId)
      .execute();
    await input.onAccepted?.(trx);
    return { result: 'accepted' };
  });
}
