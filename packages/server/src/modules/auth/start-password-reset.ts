import type { Db } from '../../lib/db/database';
import { hashLinkCode, newLinkCode } from '../users/link-code';
import { actionLink, type MailContext } from '../users/mail-context';
import { findAccountByEmail } from './login-user';
import { RESET_LINK_TTL_MS } from './reset-link';

/**
 * Mails a reset link, `/?action=reset-password&token=<code>`, when `email` names an
 * account by the rule login uses (`namedByEmail` in login-user.ts); does nothing
 * otherwise. The route answers the same 200 at once whatever the address, and runs
 * this after the answer: neither the answer nor its timing says whether an account
 * exists. Asking again replaces the player's link, so older links stop working.
 */
export async function startPasswordReset(db: Db, mail: MailContext, email: string): Promise<void> {
  const user = await findAccountByEmail(db, email);
  if (!user?.email) return;
  const token = newLinkCode();
  const values = {
    token_hash: hashLinkCode(token),
    created_at: new Date(),
    expires_at: new Date(Date.now() + RESET_LINK_TTL_MS),
    used_at: null,
  };
  await db
    .insertInto('password_resets')
    .values({ user_id: user.id, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
  const link = actionLink(mail, 'reset-password', token);
  const { delivered } = await mail.mailer.send({
    to: user.email,
    subject: 'Reset your Ante password',
    text: `Hello ${user.username},\n\nSomeone, probably you, asked to reset the password of your Ante account. Open this link to choose a new one:\n\n${link}\n\nThe link works once, for one hour. Choosing a new password signs out every device signed in to your account.\n\nIf you did not ask for it, you can ignore this message: your password stays as it is.\n`,
  });
  if (!delivered)
    mail.log.warn({ to: user.email, link }, 'e-mail not sent (no SMTP_URL): password reset link');
}
