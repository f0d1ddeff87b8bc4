import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode } from '@ante/core';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { createSession, type UserRow } from '../../lib/session';
import type { MailContext } from './email-verification';
import { findAccountByEmail } from './login-user';
import { recordSignIn } from './security-events';
import { requireTotp, type TotpDeps } from './totp/require-totp';

/**
 * Password reset (spec section 7: start-pw-reset, finish-pw-reset).
 *
 * - Asking (`startPasswordReset`) mails a link, `/?action=reset-password&token=<code>`,
 *   when the address names an account by the rule login uses (login-user.ts). The route
 *   answers the same 200 at once whatever the address, and runs this afterwards, out of
 *   the request: neither the answer nor its timing says whether an account exists.
 * - A player has one link at a time: asking again replaces it (migration 0027). A link
 *   works once, for an hour.
 * - Following it (`finishPasswordReset`) sets the new password, ends every session (whoever
 *   knew the old password may hold one), records `password_reset` (a sign-in, so a new
 *   device is flagged too) and starts a session for the browser that followed it.
 * - With two-factor on, the code is asked for too (401 TOTP_REQUIRED) and checked before
 *   the link is used, so a missing or wrong code leaves the link working.
 * - A self-excluded player may reset: getting into the account is not gambling, and the
 *   break still refuses bets, deposits and tips once in. Restricted regions are refused
 *   by the route, as login is, before the link is used.
 */

export const RESET_LINK_TTL_MS = 3_600_000;

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Mails a reset link if `email` names an account; does nothing otherwise. */
export async function startPasswordReset(db: Db, mail: MailContext, email: string): Promise<void> {
  const user = await findAccountByEmail(db, email);
  if (!user?.email) return;
  const token = randomBytes(32).toString('hex');
  const values = {
    token_hash: hashToken(token),
    created_at: new Date(),
    expires_at: new Date(Date.now() + RESET_LINK_TTL_MS),
    used_at: null,
  };
  await db
    .insertInto('password_resets')
    .values({ user_id: user.id, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
  const link = `${mail.siteUrl.replace(/\/+$/, '')}/?action=reset-password&token=${token}`;
  const { delivered } = await mail.mailer.send({
    to: user.email,
    subject: 'Reset your Ante password',
    text: `Hello ${user.username},\n\nSomeone, probably you, asked to reset the password of your Ante account. Open this link to choose a new one:\n\n${link}\n\nThe link works once, for one hour. Choosing a new password signs out every device signed in to your account.\n\nIf you did not ask for it, you can ignore this message: your password stays as it is.\n`,
  });
  if (!delivered)
    mail.log.warn({ to: user.email, link }, 'e-mail not sent (no SMTP_URL): password reset link');
}

export interface FinishedReset {
  user: UserRow;
  /** The new session's cookie value and expiry. */
  token: string;
  expiresAt: Date;
  /** The sessions ended, for announcing on the bus. */
  revokedSessionIds: string[];
}

/**
 * Uses a reset link. For an account with two-factor on, the link alone is not enough:
 * whoever reads the player's mail would otherwise get past the second factor. The link
 * is checked first (a dead link says so whatever the code), then the code, and the link
 * is used up inside the code's transaction (requireTotp's `onAccepted`): no code (401
 * TOTP_REQUIRED) or a wrong one leaves the link as it was, to be sent again with the
 * code within its hour, and an accepted code and a used link commit together.
 */
export async function finishPasswordReset(
  deps: TotpDeps,
  input: {
    token: string;
    password: string;
    totpCode?: string;
    request: FastifyRequest;
    sessionTtlMs: number;
  },
): Promise<FinishedReset> {
  const passwordHash = await hashPassword(input.password);
  const tokenHash = hashToken(input.token);
  const link = await findLiveLink(deps.db, tokenHash);
  const owner = await deps.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', link.user_id)
    .executeTakeFirstOrThrow();
  const use = (trx: Db) => useResetLink(trx, { ...input, tokenHash, passwordHash });
  if (owner.totp_enabled_at === null) return deps.db.transaction().execute(use);
  let finished: FinishedReset | undefined;
  await requireTotp(deps, owner, input.totpCode, {
    missingStatus: 401,
    onAccepted: async (trx) => {
      finished = await use(trx);
    },
  });
  if (!finished) throw new Error('the reset finished without using its link');
  return finished;
}

/** The link for a token, refused when unknown, used or expired. `forUpdate` locks it in a transaction. */
async function findLiveLink(db: Db, tokenHash: string, forUpdate = false) {
  let query = db
    .selectFrom('password_resets')
    .select(['user_id', 'used_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('token_hash', '=', tokenHash);
  if (forUpdate) query = query.forUpdate();
  const link = await query.executeTakeFirst();
  if (!link) throw linkError(ErrorCode.ResetLinkInvalid);
  if (link.used_at) throw linkError(ErrorCode.ResetLinkUsed);
  if (link.expired) throw linkError(ErrorCode.ResetLinkExpired);
  return link;
}

/**
 * Sets the password from a link, in the caller's transaction, which locks the link and
 * checks it again: of two requests with one link at once, one resets and the other is
 * refused, and a refused link changes nothing.
 */
async function useResetLink(
  trx: Db,
  input: { tokenHash: string; passwordHash: string; request: FastifyRequest; sessionTtlMs: number },
): Promise<FinishedReset> {
  const link = await findLiveLink(trx, input.tokenHash, true);
  await trx
    .updateTable('password_resets')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', link.user_id)
    .execute();
  const user = await trx
    .updateTable('users')
    .set({ password_hash: input.passwordHash })
    .where('id', '=', link.user_id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const revoked = await trx
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', user.id)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  await recordSignIn(trx, { userId: user.id, kind: 'password_reset', request: input.request });
  const { token, session } = await createSession(trx, {
    userId: user.id,
    userAgent: input.request.headers['user-agent'] ?? null,
    ip: input.request.ip,
    ttlMs: input.sessionTtlMs,
  });
  return { user, token, expiresAt: session.expiresAt, revokedSessionIds: revoked.map((row) => row.id) };
}

const LINK_MESSAGES: Record<string, string> = {
  [ErrorCode.ResetLinkInvalid]:
    'This reset link is not valid. If you asked for more than one, only the newest works: use it, or ask for a new link.',
  [ErrorCode.ResetLinkUsed]:
    'This reset link has been used already. Log in with your new password, or ask for a new link.',
  [ErrorCode.ResetLinkExpired]: 'This reset link has expired: links work for one hour. Ask for a new one.',
};

function linkError(code: string): AppError {
  return new AppError(400, code, LINK_MESSAGES[code] ?? 'This reset link is not valid.', 'token');
}
