import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import type { Mailer } from '../../lib/mailer';
import { ONLINE_WINDOW } from '../users/presence';

/**
 * A player away gets at most one e-mail per conversation in this time, however many
 * replies staff write: the first tells them to come back, the rest would only be noise.
 */
export const AWAY_MAIL_INTERVAL = sql`interval '30 minutes'`;

export interface AwayMail {
  to: string;
  /** The player's username; null for a visitor. */
  username: string | null;
}

/**
 * Claims the away e-mail for a reply just written, or answers null. The player is
 * away when not seen within the presence window (users/presence.ts, the rule friends'
 * presence and the prize e-mails use); a visitor when they have not read or written
 * within it. A player is written to at their verified address only; a visitor at the
 * address they gave. The claim is the conditional update of `emailed_at`, so replies
 * on several nodes at once claim one e-mail between them.
 */
export async function claimAwayMail(trx: Db, conversationId: string): Promise<AwayMail | null> {
  const claimed = await trx
    .updateTable('support_conversations as c')
    .set({ emailed_at: sql<Date>`now()` })
    .where('c.id', '=', conversationId)
    .where((eb) =>
      eb.or([
        eb('c.emailed_at', 'is', null),
        eb('c.emailed_at', '<=', sql<Date>`now() - ${AWAY_MAIL_INTERVAL}`),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb.and([
          eb('c.user_id', 'is', null),
          eb.or([
            eb('c.visitor_seen_at', 'is', null),
            eb('c.visitor_seen_at', '<=', sql<Date>`now() - ${ONLINE_WINDOW}`),
          ]),
        ]),
        eb.exists(
          eb
            .selectFrom('users as u')
            .select('u.id')
            .whereRef('u.id', '=', 'c.user_id')
            .where('u.email', 'is not', null)
            .where('u.email_verified_at', 'is not', null)
            .where(sql<boolean>`u.last_seen_at <= now() - ${ONLINE_WINDOW}`),
        ),
      ]),
    )
    .returning(['c.user_id', 'c.visitor_email'])
    .executeTakeFirst();
  if (!claimed) return null;
  if (!claimed.user_id) return claimed.visitor_email ? { to: claimed.visitor_email, username: null } : null;
  const user = await trx
    .selectFrom('users')
    .select(['email', 'username'])
    .where('id', '=', claimed.user_id)
    .executeTakeFirstOrThrow();
  return user.email ? { to: user.email, username: user.username } : null;
}

/**
 * Sends the claimed e-mail. It says that support answered and where to read it, not
 * what they wrote: the answer may be about the account, and an e-mail can be read by
 * whoever reaches the mailbox. A visitor reads it in the browser they wrote from,
 * which holds their support cookie.
 */
export async function sendAwayMail(mailer: Mailer, siteUrl: string, mail: AwayMail): Promise<boolean> {
  const site = siteUrl.replace(/\/+$/, '');
  const greeting = mail.username ? `Hello ${mail.username},` : 'Hello,';
  const where = mail.username
    ? `Log in and open Support from your profile menu to read it and answer: ${site}/?support=open`
    : `Open ${site}/?support=open in the browser you wrote from to read it and answer.`;
  const { delivered } = await mailer.send({
    to: mail.to,
    subject: 'Support answered your message',
    text: `${greeting}\n\nOur support team has answered your message.\n\n${where}\n`,
  });
  return delivered;
}
