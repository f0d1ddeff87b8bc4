import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, EXCLUSION_TIMEFRAMES, type Exclusion, type ExclusionTimeframe } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { Conflict, Forbidden, RateLimited, ValidationError } from '../../lib/errors';
import type { Auth, UserRow } from '../../lib/session';
import type { MailContext } from './email-verification';

/**
 * Breaks and self-exclusion (spec sections 1, 2 and 7; the Responsible Gambling policy
 * and the Terms describe them to the player):
 *
 * - `POST /user/exclude/init` (logged in) mails a link, `/?action=update-exclusion&token=`,
 *   to the account's verified e-mail. Confirming through the inbox makes the break a
 *   considered step, and proves the request is the owner's. No verified e-mail: 409.
 * - `POST /user/exclude/update {token, timeframe}` (no login: the code is the proof)
 *   starts the break. A break can be made longer, never shorter: a choice ending before
 *   the one in force is a 409 and leaves the link usable for a longer choice.
 * - While it lasts the account cannot place bets (new rounds), deposit (new addresses)
 *   or tip; it can still log in, finish a round already open, and withdraw, so no money
 *   is ever stuck (`assertNotExcluded`).
 */

/** A link works for a day, and a new one can be asked for once a minute. */
const LINK_TTL_MS = 24 * 3_600_000;
const RESEND_INTERVAL_MS = 60_000;
const DAY_MS = 86_400_000;

const hashCode = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

type ExclusionColumns = Pick<UserRow, 'excluded_until' | 'excluded_permanently'>;

/** The break in force for these columns at `now`, or null when there is none. */
export function exclusionOf(row: ExclusionColumns, now = new Date()): Exclusion | null {
  if (row.excluded_permanently) return { until: null, permanent: true };
  if (row.excluded_until && row.excluded_until.getTime() > now.getTime()) {
    return { until: row.excluded_until.toISOString(), permanent: false };
  }
  return null;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

function describeUntil(exclusion: Exclusion): string {
  return exclusion.permanent || !exclusion.until
    ? 'permanently'
    : `until ${dateFormat.format(new Date(exclusion.until))} UTC`;
}

/**
 * Refuses what a break forbids (a 403 with code SELF_EXCLUDED whose message says until
 * when). Called at the start of the bet, deposit and tip routes.
 */
export function assertNotExcluded(user: ExclusionColumns): void {
  const exclusion = exclusionOf(user);
  if (!exclusion) return;
  throw new Forbidden(
    exclusion.permanent
      ? 'Your account is self-excluded. You can still withdraw your balance.'
      : `Your account is on a break ${describeUntil(exclusion)}. You can still withdraw your balance.`,
    ErrorCode.SelfExcluded,
  );
}

/** Mails the link that confirms a break, to the verified e-mail, at most once a minute. */
export async function requestExclusionLink(db: Db, mail: MailContext, auth: Auth): Promise<void> {
  const { user } = auth;
  if (!user.email || !user.email_verified_at) {
    throw new Conflict(
      'Add and verify an e-mail first: the link that confirms a break is sent there.',
      ErrorCode.Conflict,
    );
  }
  const last = await db
    .selectFrom('exclusion_requests')
    .select('created_at')
    .where('user_id', '=', user.id)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const waited = last ? Date.now() - last.created_at.getTime() : Number.POSITIVE_INFINITY;
  if (waited < RESEND_INTERVAL_MS) throw new RateLimited(RESEND_INTERVAL_MS - waited);
  const code = randomBytes(32).toString('hex');
  await db
    .insertInto('exclusion_requests')
    .values({ user_id: user.id, code_hash: hashCode(code), expires_at: new Date(Date.now() + LINK_TTL_MS) })
    .execute();

  const link = `${mail.siteUrl.replace(/\/+$/, '')}/?action=update-exclusion&token=${code}`;
  const { delivered } = await mail.mailer.send({
    to: user.email,
    subject: 'Confirm your break from Ante',
    text: `Hello ${user.username},\n\nYou asked to take a break from gambling on Ante. Open this link to choose how long it lasts, from 24 hours to permanently:\n\n${link}\n\nDuring the break you cannot bet, deposit or send tips; you can still sign in and withdraw your balance. A break cannot be shortened once it has started.\n\nThe link works for 24 hours. If you did not ask for it, you can ignore this message.\n`,
  });
  if (!delivered) mail.log.warn({ to: user.email, link }, 'e-mail not sent (no SMTP_URL): break link');
}

/**
 * Starts (or lengthens) the break a link was sent for. One transaction locks the link,
 * so a link clicked twice at once is used once; a refusal leaves it unused.
 */
export async function applyExclusion(
  db: Db,
  code: string,
  timeframe: ExclusionTimeframe,
): Promise<Exclusion> {
  return db.transaction().execute(async (trx) => {
    const request = await trx
      .selectFrom('exclusion_requests')
      .select(['id', 'user_id'])
      .where('code_hash', '=', hashCode(code))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .forUpdate()
      .executeTakeFirst();
    if (!request) throw new ValidationError('This link is invalid or has expired.', 'token');
    const user = await trx
      .selectFrom('users')
      .select(['excluded_until', 'excluded_permanently'])
      .where('id', '=', request.user_id)
      .forUpdate()
      .executeTakeFirstOrThrow();

    const now = new Date();
    const current = exclusionOf(user, now);
    const days = EXCLUSION_TIMEFRAMES.find((entry) => entry.id === timeframe)?.days ?? null;
    const next: Exclusion =
      days === null
        ? { until: null, permanent: true }
        : { until: new Date(now.getTime() + days * DAY_MS).toISOString(), permanent: false };
    if (current?.permanent || (current?.until && next.until && current.until > next.until)) {
      throw new Conflict(
        `Your break already lasts ${describeUntil(current)}. It can be made longer, never shorter.`,
        ErrorCode.Conflict,
      );
    }
    await trx
      .updateTable('users')
      .set({ excluded_until: next.until, excluded_permanently: next.permanent })
      .where('id', '=', request.user_id)
      .execute();
    await trx
      .updateTable('exclusion_requests')
      .set({ used_at: sql`now()` })
      .where('id', '=', request.id)
      .execute();
    return next;
  });
}
