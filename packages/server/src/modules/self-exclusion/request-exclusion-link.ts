import { ErrorCode } from '@ante/core';
import type { Db } from '../../lib/db/database';
import { Conflict, RateLimited } from '../../lib/errors';
import type { Auth } from '../../lib/session';
import { requireTotp, type TotpDeps } from '../auth/totp/require-totp';
import { hashLinkCode, newLinkCode } from '../users/link-code';
import { actionLink, type MailContext } from '../users/mail-context';

/** A link works for a day, and a new one can be asked for once a minute. */
export const LINK_TTL_MS = 24 * 3_600_000;
const RESEND_INTERVAL_MS = 60_000;

/**
 * Mails the link that confirms a break, `/?action=update-exclusion&token=`, to the
 * verified e-mail, at most once a minute. Confirming through the inbox makes the break
 * a considered step, and proves the request is the owner's; without a verified e-mail
 * it is a 409. With two-factor on, its code (`otp`) is asked for first.
 */
export async function requestExclusionLink(
  deps: TotpDeps & { mail: MailContext },
  auth: Auth,
  otp: string | undefined,
): Promise<void> {
  const { db, mail } = deps;
  const { user } = auth;
  await requireTotp(deps, user, otp, { field: 'otp' });
  if (!user.email || !user.email_verified_at) {
    throw new Conflict(
      'Add and verify an e-mail first: the link that confirms a break is sent there.',
      ErrorCode.Conflict,
    );
  }
  await assertNotTooSoon(db, user.id);
  const code = newLinkCode();
  await db
    .insertInto('exclusion_requests')
    .values({
      user_id: user.id,
      code_hash: hashLinkCode(code),
      expires_at: new Date(Date.now() + LINK_TTL_MS),
    })
    .execute();

  const link = actionLink(mail, 'update-exclusion', code);
  const { delivered } = await mail.mailer.send({
    to: user.email,
    subject: 'Confirm your break from Ante',
    text: `Hello ${user.username},\n\nYou asked to take a break from gambling on Ante. Open this link to choose how long it lasts, from 24 hours to permanently:\n\n${link}\n\nDuring the break you cannot bet, deposit or send tips; you can still sign in and withdraw your balance. A break cannot be shortened once it has started.\n\nThe link works for 24 hours. If you did not ask for it, you can ignore this message.\n`,
  });
  if (!delivered) mail.log.warn({ to: user.email, link }, 'e-mail not sent (no SMTP_URL): break link');
}

async function assertNotTooSoon(db: Db, userId: string): Promise<void> {
  const last = await db
    .selectFrom('exclusion_requests')
    .select('created_at')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const waited = last ? Date.now() - last.created_at.getTime() : Number.POSITIVE_INFINITY;
  if (waited < RESEND_INTERVAL_MS) throw new RateLimited(RESEND_INTERVAL_MS - waited);
}
