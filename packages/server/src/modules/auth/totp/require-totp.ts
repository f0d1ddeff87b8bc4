import { ErrorCode } from '@ante/core';
import type { Db } from '../../../lib/db/database';
import { AppError, RateLimited } from '../../../lib/errors';
import type { SecretBox } from '../../../lib/secret-box';
import type { UserRow } from '../../../lib/session';
import { type CodeCheck, checkTotpCode, type SecretSlot } from './check-totp-code';

export interface TotpDeps {
  db: Db;
  secrets: SecretBox;
}

function lockedMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many wrong codes. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * Turns a code check that did not pass into the player's error: 429 with
 * retryAfterMs while code entry is locked (the fifth wrong code locks it), else 400
 * WRONG_TOTP_CODE beside the code's field.
 */
export function refuseCode(
  check: Exclude<CodeCheck, { result: 'accepted' }>,
  field: string,
  nowMs = Date.now(),
) {
  if (check.result === 'locked' || (check.result === 'wrong' && check.lockedUntil)) {
    const until = check.result === 'locked' ? check.lockedUntil : (check.lockedUntil as Date);
    const retryAfterMs = Math.max(1000, until.getTime() - nowMs);
    return new RateLimited(retryAfterMs, lockedMessage(retryAfterMs));
  }
  const message =
    check.result === 'wrong' && check.replayed
      ? 'This code was used already. Wait for the next one.'
      : 'The two-factor code is incorrect.';
  return new AppError(400, ErrorCode.WrongTotpCode, message, field);
}

/** Checks a code against one slot and throws unless it was accepted. */
export async function spendTotpCode(
  deps: TotpDeps,
  input: {
    userId: string;
    code: string;
    slot: SecretSlot;
    field: string;
    onAccepted?: (trx: Db) => Promise<void>;
  },
): Promise<void> {
  const check = await checkTotpCode(deps.db, deps.secrets, input);
  if (check.result !== 'accepted') throw refuseCode(check, input.field);
}

/**
 * The guard of every call that needs the second factor once it is on (login,
 * withdrawals, vault withdrawals, tips and rain to other players, password and e-mail
 * changes, breaks, turning two-factor off): nothing for a player without two-factor; otherwise the code must
 * be sent (TOTP_REQUIRED: 401 at login, where the password is the first factor, else
 * 403) and right. An accepted code is spent, so a caller checks everything else it
 * can first: a request refused after this still used its code. What must happen
 * together with the code's acceptance (using up a reset link or a sign-in message)
 * goes in `onAccepted`: it runs in the code's transaction, and when it throws the
 * code is not spent either.
 */
export async function requireTotp(
  deps: TotpDeps,
  user: UserRow,
  code: string | undefined,
  options: { field?: string; missingStatus?: 401 | 403; onAccepted?: (trx: Db) => Promise<void> } = {},
): Promise<void> {
  if (user.totp_enabled_at === null) return;
  const field = options.field ?? 'totpCode';
  if (code === undefined) {
    throw new AppError(
      options.missingStatus ?? 403,
      ErrorCode.TotpRequired,
      'Enter the code from your authenticator app.',
      field,
    );
  }
  await spendTotpCode(deps, { userId: user.id, code, slot: 'secret', field, onAccepted: options.onAccepted });
}
