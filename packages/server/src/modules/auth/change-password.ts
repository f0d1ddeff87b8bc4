import { type changePasswordRequestSchema, ErrorCode } from '@ante/core';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Bus } from '../../lib/bus/bus';
import { AppError, ValidationError } from '../../lib/errors';
import { transactionWithEvents } from '../../lib/events';
import { hashPassword } from '../../lib/password';
import type { PasswordChecker } from '../../lib/password-attempts';
import type { Auth } from '../../lib/session';
import { recordSecurityEvent } from '../users/security-events';
import { requireTotp, type TotpDeps } from './totp/require-totp';

export type ChangePasswordInput = z.output<typeof changePasswordRequestSchema>;

/**
 * Replaces the password and logs out every other device: whoever knew the old
 * password may hold one of those sessions. The current session stays. The current
 * password is checked under the wrong-password limit (password-attempts.ts). Once
 * two-factor is on, its code must be right too (require-totp.ts). The revoked sessions
 * are announced on the bus once the change has committed; returns how many there were.
 *
 * An account made through Google or a wallet has no password: it sets its first one
 * here without a current one, since the session itself is the proof (as it is for
 * every other setting). From then on it can log in with the password too.
 */
export async function changePassword(
  deps: TotpDeps & { bus: Bus; checkPassword: PasswordChecker },
  auth: Auth,
  input: ChangePasswordInput & { request: FastifyRequest },
): Promise<number> {
  if (auth.user.password_hash !== null) {
    if (!input.currentPassword) throw new ValidationError('currentPassword is required', 'currentPassword');
    const right = await deps.checkPassword({
      request: input.request,
      passwordHash: auth.user.password_hash,
      password: input.currentPassword,
    });
    if (!right) {
      throw new AppError(400, ErrorCode.WrongPassword, 'Current password is incorrect.', 'currentPassword');
    }
  }
  // The two-factor code is checked after the password, so a mistyped password does
  // not spend the player's code.
  await requireTotp(deps, auth.user, input.totpCode);
  const passwordHash = await hashPassword(input.newPassword);
  return transactionWithEvents(deps.db, deps.bus, async (trx, events) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', auth.user.id)
      .execute();
    const revoked = await trx
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', auth.user.id)
      .where('id', '!=', auth.session.id)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    await recordSecurityEvent(trx, {
      userId: auth.user.id,
      kind: 'password_changed',
      request: input.request,
    });
    events.sessionsRevoked(revoked.map((row) => row.id));
    return revoked.length;
  });
}
