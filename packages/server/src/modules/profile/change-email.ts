import { ErrorCode, type setEmailRequestSchema } from '@ante/core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Conflict } from '../../lib/errors';
import { confirmWithPassword, type PasswordChecker } from '../../lib/password-attempts';
import type { Auth } from '../../lib/session';
import { requireTotp, type TotpDeps } from '../auth/totp/require-totp';
import type { MailContext } from '../users/mail-context';
import { recordSecurityEvent } from '../users/security-events';
import { emailTaken, sendVerification, verifiedElsewhere } from './verification-mail';

export type ChangeEmailInput = z.output<typeof setEmailRequestSchema>;

/**
 * Sets (or changes) the account's e-mail, unverified, and mails a link for it. Where
 * reset links go is worth the password: it is checked under the wrong-password limit
 * shared with login, change-password and the vault (lib/password-attempts.ts), then
 * the two-factor code once it is on. An address another account has verified is a 409
 * (the player is logged in and has given their password, so the answer tells nothing
 * to a stranger; docs/accounts.md); so is the account's own verified address again. An
 * address others have merely named is free to name too (activate-email.ts).
 */
export async function changeEmail(
  deps: TotpDeps & { mail: MailContext; checkPassword: PasswordChecker },
  auth: Auth,
  input: ChangeEmailInput & { request: FastifyRequest },
): Promise<void> {
  const { db, mail } = deps;
  const { email, request } = input;
  await confirmWithPassword(deps.checkPassword, {
    request,
    passwordHash: auth.user.password_hash,
    password: input.password,
    what: 'e-mail changes',
  });
  await requireTotp(deps, auth.user, input.totpCode);
  if (auth.user.email === email && auth.user.email_verified_at) {
    throw new Conflict('That is already your e-mail.', ErrorCode.Conflict);
  }
  if (await verifiedElsewhere(db, email, auth.user.id))
    throw emailTaken('That e-mail is already in use.', 'email');
  await db
    .updateTable('users')
    .set({ email, email_verified_at: null })
    .where('id', '=', auth.user.id)
    .execute();
  await sendVerification(db, mail, auth.user.id, email);
  await recordSecurityEvent(db, { userId: auth.user.id, kind: 'email_changed', request });
}
