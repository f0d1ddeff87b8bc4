import type { Db } from '../../lib/db/database';
import type { MailContext } from '../users/mail-context';
import { sendVerification, verifiedElsewhere } from './verification-mail';

/**
 * The address given at registration gets its link too, unless another account has
 * verified it: registration does not refuse such an address, since a refusal would
 * tell anyone which addresses have accounts here, so the address's owner gets a notice
 * instead (a link would be useless: the address is taken). The new account keeps the
 * address unverified, and it names the owner's account, never the new one.
 */
export async function sendRegistrationVerification(
  db: Db,
  mail: MailContext,
  user: { id: string; username: string; email: string | null },
): Promise<void> {
  const { email } = user;
  if (!email) return;
  if (!(await verifiedElsewhere(db, email, user.id))) return sendVerification(db, mail, user.id, email);
  const { delivered } = await mail.mailer.send({
    to: email,
    subject: 'Someone signed up on Ante with your e-mail',
    text: `Hello,\n\nA new Ante account, ${user.username}, was just created with this e-mail address, which already belongs to your Ante account. Nothing about your account has changed: the address stays yours, and the new account cannot log in or reset a password with it.\n\nIf it was you, you already have an account: log in, or ask for a password reset from the login page. If it was not you, you can ignore this message.\n`,
  });
  if (!delivered)
    mail.log.warn({ to: email }, 'e-mail not sent (no SMTP_URL): address already verified notice');
}
