import type { VerificationSubmission } from '@ante/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../lib/db/database';
import type { PendingEvents } from '../../lib/events';
import type { Mailer } from '../../lib/mailer';

/** The in-app notice of a decision, published with the decision's commit. */
export function noticeDecision(events: PendingEvents, submission: VerificationSubmission): void {
  if (submission.status === 'pending') return;
  events.toUser(submission.userId, 'verification', {
    level: submission.level,
    status: submission.status,
    reason: submission.reason,
  });
}

/**
 * The e-mail of a decision, to the player's verified address, sent after the decision
 * has committed: a player may have closed the site while they waited, and a rejection
 * says what to send again. A failed mail is logged; the decision stands.
 */
export async function mailDecision(
  db: Db,
  deps: { mailer: Mailer; log: FastifyBaseLogger; siteUrl: string },
  submission: VerificationSubmission,
): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['email', 'email_verified_at', 'username'])
    .where('id', '=', submission.userId)
    .executeTakeFirst();
  if (!user?.email || !user.email_verified_at) return;
  const link = `${deps.siteUrl.replace(/\/+$/, '')}/settings?tab=verify`;
  const text =
    submission.status === 'approved'
      ? `Hello ${user.username},\n\nYour verification level ${submission.level} is approved.\n\nSee your levels: ${link}\n`
      : `Hello ${user.username},\n\nWe could not approve your verification level ${submission.level}: ${submission.reason ?? 'no reason was given'}.\n\nYou can send it again: ${link}\n`;
  const { delivered } = await deps.mailer.send({
    to: user.email,
    subject: `Verification level ${submission.level} ${submission.status}`,
    text,
  });
  if (!delivered)
    deps.log.info(
      { to: user.email, level: submission.level },
      'e-mail not sent (no SMTP_URL): verification decision',
    );
}
