import { ErrorCode } from '@ante/core';
import type { Db } from '../../lib/db/database';
import { Conflict, RateLimited } from '../../lib/errors';
import type { Auth } from '../../lib/session';
import type { MailContext } from '../users/mail-context';
import { sendVerification } from './verification-mail';

/** A new link can be asked for once a minute. */
const RESEND_INTERVAL_MS = 60_000;

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
  if (waited < RESEND_INTERVAL_MS) throw new RateLimited(RESEND_INTERVAL_MS - waited);
  await sendVerification(db, mail, auth.user.id, email);
}
