import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode } from '@ante/core';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { Conflict, RateLimited, ValidationError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { Auth } from '../../lib/session';
import { uniqueViolation } from './register-user';

/** A verification link works for a day. */
const LINK_TTL_MS = 24 * 3_600_000;
/** A new link can be asked for once a minute. */
const RESEND_INTERVAL_MS = 60_000;

const hashCode = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

export interface MailContext {
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Where the casino is, for the link: from configuration only (lib/site-url.ts). */
  siteUrl: string;
}

/**
 * Creates a verification for the account's current address and mails its link
 * (`/?action=activate-email&token=<code>`, spec section 2). Without SMTP the message
 * goes to the log instead, so a local operator can still follow it.
 */
async function sendVerification(db: Db, mail: MailContext, userId: string, email: string): Promise<void> {
  const code = randomBytes(32).toString('hex');
  await db
    .insertInto('email_verifications')
    .values({
      user_id: userId,
      email,
      code_hash: hashCode(code),
      expires_at: new Date(Date.now() + LINK_TTL_MS),
    })
    .execute();
  const link = `${mail.siteUrl.replace(/\/+$/, '')}/?action=activate-email&token=${code}`;
  const message = {
    to: email,
    subject: 'Activate your e-mail on Ante',
    text: `Hello,\n\nOpen this link to activate your e-mail address on Ante:\n\n${link}\n\nThe link works for 24 hours. If you did not ask for it, you can ignore this message.\n`,
  };
  const { delivered } = await mail.mailer.send(message);
  if (!delivered) mail.log.warn({ to: email, link }, 'e-mail not sent (no SMTP_URL): activation link');
}

/** The address given at registration gets its link too. */
export async function sendRegistrationVerification(
  db: Db,
  mail: MailContext,
  userId: string,
  email: string | null,
): Promise<void> {
  if (email) await sendVerification(db, mail, userId, email);
}

/**
 * Sets (or changes) the account's e-mail, unverified, and mails a link for it. An
 * address another account uses is a 409; the same verified address again is a 409 too.
 */
export async function setEmail(db: Db, mail: MailContext, auth: Auth, email: string): Promise<void> {
  if (auth.user.email === email && auth.user.email_verified_at) {
    throw new Conflict('That is already your e-mail.', ErrorCode.Conflict);
  }
  try {
    await db
      .updateTable('users')
      .set({ email, email_verified_at: null })
      .where('id', '=', auth.user.id)
      .execute();
  } catch (error) {
    if (uniqueViolation(error) === 'users_email_key') {
      throw new Conflict('That e-mail is already in use.', ErrorCode.EmailTaken);
    }
    throw error;
  }
  await sendVerification(db, mail, auth.user.id, email);
}

/** A new link for the current, unverified address, at most once a minute. */
export async function resendVerification(db: Db, mail: MailContext, auth: Auth): Promise<void> {
  const { email } = auth.user;
  if (!email) throw new Conflict('Add an e-mail first.', ErrorCode.Conflict);
  if (auth.user.email_verified_at) throw new Conflict('Your e-mail is already verified.', ErrorCode.Conflict);
  const last = await db
    .selectFrom('email_verifications')
    .select('created_at')
    .where('user_id', '=', auth.user.id)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const waited = last ? Date.now() - last.created_at.getTime() : Number.POSITIVE_INFINITY;
  if (waited < RESEND_INTERVAL_MS) throw new RateLimited(Math.ceil((RESEND_INTERVAL_MS - waited) / 1000));
  await sendVerification(db, mail, auth.user.id, email);
}

/**
 * Activates the address a link was sent for, if the link is unused, unexpired and
 * that address is still the account's. Needs no login: the code is the proof. One
 * statement, so a link clicked twice at once activates once.
 */
export async function activateEmail(db: Db, code: string): Promise<void> {
  const activated = await db.transaction().execute(async (trx) => {
    const verification = await trx
      .updateTable('email_verifications')
      .set({ used_at: sql`now()` })
      .where('code_hash', '=', hashCode(code))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['user_id', 'email'])
      .executeTakeFirst();
    if (!verification) return false;
    const updated = await trx
      .updateTable('users')
      .set({ email_verified_at: sql`now()` })
      .where('id', '=', verification.user_id)
      .where('email', '=', verification.email)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  });
  if (!activated)
    throw new ValidationError('This verification link is invalid or has expired.', 'verificationCode');
}
