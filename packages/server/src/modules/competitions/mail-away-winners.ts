import { CRYPTO_CURRENCIES, formatCrypto, formatFiat, fromDecimalString, isCryptoCode } from '@ante/core';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import type { Mailer } from '../../lib/mailer';
import { onBreak } from '../self-exclusion/on-break';
import { ONLINE_WINDOW } from '../users/presence';

export type PrizeMailDeps = { mailer: Mailer; log: FastifyBaseLogger; siteUrl: string };

/**
 * Tells the winners of a paid competition who are away (not seen within the presence
 * window, the rule friends' presence uses) by e-mail, at their verified address: a
 * player who is online got the `prizes` notice on their open page instead. A failed
 * mail is logged and never undoes the payment, which has committed.
 *
 * A winner on a break (a time-out or self-exclusion, `onBreak`) gets no mail: the prize
 * is paid all the same and its notice waits in the account, but a message asking them
 * to come and look is the kind of invitation a break promises to stop.
 */
export async function mailAwayWinners(db: Db, deps: PrizeMailDeps, competitionId: string): Promise<number> {
  const winners = await db
    .selectFrom('competition_prizes as p')
    .innerJoin('competitions as c', 'c.id', 'p.competition_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.place', 'p.currency', 'p.amount', 'p.amount_usd', 'c.name', 'u.username', 'u.email'])
    .where('p.competition_id', '=', competitionId)
    .where('p.paid_at', 'is not', null)
    .where('u.email', 'is not', null)
    .where('u.email_verified_at', 'is not', null)
    .where(sql<boolean>`u.last_seen_at <= now() - ${ONLINE_WINDOW}`)
    .where(sql<boolean>`NOT ${onBreak('u')}`)
    .execute();
  let sent = 0;
  for (const winner of winners) {
    if (!winner.email || !winner.currency || !winner.amount) continue;
    const digits = isCryptoCode(winner.currency) ? CRYPTO_CURRENCIES[winner.currency].significantDigits : 8;
    const amount = `${formatCrypto(fromDecimalString(winner.amount), digits)} ${winner.currency}`;
    const usd = `$${formatFiat(fromDecimalString(winner.amount_usd))}`;
    try {
      const { delivered } = await deps.mailer.send({
        to: winner.email,
        subject: `You won a prize in ${winner.name}`,
        text: `Hello ${winner.username},\n\nYou finished in place ${winner.place} of ${winner.name} and won ${amount} (${usd}). It is already in your balance.\n\nSee the results: ${deps.siteUrl.replace(/\/+$/, '')}/competitions\n`,
      });
      if (delivered) sent += 1;
      else deps.log.info({ to: winner.email, competitionId }, 'e-mail not sent (no SMTP_URL): prize notice');
    } catch (error) {
      deps.log.warn({ err: error, competitionId }, 'prize e-mail failed');
    }
  }
  return sent;
}
