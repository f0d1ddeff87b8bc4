import { ErrorCode } from '@ante/core';
import type { Db } from '../../lib/db/database';
import { Conflict } from '../../lib/errors';
import { hashLinkCode, newLinkCode } from '../users/link-code';
import { actionLink, type MailContext } from '../users/mail-context';

/** A verification link works for a day. */
const LINK_TTL_MS = 24 * 3_600_000;

/**
 * Creates a verification for the account's current address and mails its link
 * (`/?action=activate-email&token=<code>`). Without SMTP the message goes to the log
 * instead, so a local operator can still follow it.
 */
export async function sendVerification(
  db: Db,
  mail: MailContext,
  userId: string,
  email: string,
): Promise<void> {
  const code = newLinkCode();
  await db
    .insertInto('email_verifications')
    .values({
      user_id: userId,
      email,
      code_hash: hashLinkCode(code),
      expires_at: new Date(Date.now() + LINK_TTL_MS),
    })
    .execute();
  const link = actionLink(mail, 'activate-email', code);
  const message = {
    to: email,
    subject: 'Activate your e-mail on Ante',
    text: `Hello,\n\nOpen this link to activate your e-mail address on Ante:\n\n${link}\n\nThe link works for 24 hours. If you did not ask for it, you can ignore this message.\n`,
  };
  const { delivered } = await mail.mailer.send(message);
  if (!delivered) mail.log.warn({ to: email, link }, 'e-mail not sent (no SMTP_URL): activation link');
}

/** Whether an account other than `userId` has verified `email`: a verified address is that account's. */
export async function verifiedElsewhere(db: Db, email: string, userId?: string): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('email_verified_at', 'is not', null);
  if (userId) query = query.where('id', '!=', userId);
  return (await query.executeTakeFirst()) !== undefined;
}

export const emailTaken = (message: string, field = '') => new Conflict(message, ErrorCode.EmailTaken, field);
