import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode } from '@ante/core';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { type Db, uniqueViolation } from '../../lib/db/database';
import { Conflict, RateLimited, ValidationError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { Auth } from '../../lib/session';

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

async function verifiedElsewhere(db: Db, email: string, userId?: string): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('email_verified_at', 'is not', null);
  if (userId) query = query.where('id', '!=', userId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * A 409 when another account has verified `email`: a verified address is that
 * account's. An address others have merely named is free to name too (see activateEmail).
 * Only an e-mail change asks this: the player is logged in and has given their
 * password, so the answer tells nothing to a stranger (docs/accounts.md).
 */
export async function assertEmailAvailable(db: Db, email: string, userId?: string): Promise<void> {
  if (await verifiedElsewhere(db, email, userId)) throw emailTaken('That e-mail is already in use.', 'email');
}

const emailTaken = (message: string, field = '') => new Conflict(message, ErrorCode.EmailTaken, field);

/**
 * Sets (or changes) the account's e-mail, unverified, and mails a link for it. An
 * address another account has verified is a 409; so is the account's own verified
 * address again.
 */
export async function setEmail(db: Db, mail: MailContext, auth: Auth, email: string): Promise<void> {
  if (auth.user.email === email && auth.user.email_verified_at) {
    throw new Conflict('That is already your e-mail.', ErrorCode.Conflict);
  }
  await assertEmailAvailable(db, email, auth.user.id);
  await db
    .updateTable('users')
    .set({ email, email_verified_at: null })
    .where('id', '=', auth.user.id)
    .execute();
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
  if (waited < RESEND_INTERVAL_MS) throw new RateLimited(RESEND_INTERVAL_MS - waited);
  await sendVerification(db, mail, auth.user.id, email);
}

/**
 * Activates the address a link was sent for, if the link is unused, unexpired and
 * that address is still the account's. Needs no login: the code is the proof. The
 * account that verifies an address first takes it: every other account that named it
 * loses it, and their links stop working (409). Activations of one address queue on
 * a lock for that address, so of two accounts verifying it at once exactly one wins
 * and the other finds it taken, and a link clicked twice at once activates once.
 */
export async function activateEmail(db: Db, code: string): Promise<void> {
  let outcome: 'activated' | 'invalid' | 'taken';
  try {
    outcome = await db.transaction().execute(async (trx) => {
      const pending = await trx
        .selectFrom('email_verifications')
        .select(['id', 'user_id', 'email'])
        .where('code_hash', '=', hashCode(code))
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      if (!pending) return 'invalid';
      await sql`select pg_advisory_xact_lock(hashtext(${`email:${pending.email}`}))`.execute(trx);
      const used = await trx
        .updateTable('email_verifications')
        .set({ used_at: sql`now()` })
        .where('id', '=', pending.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return 'invalid';
      const verified = await trx
        .updateTable('users')
        .set({ email_verified_at: sql`now()` })
        .where('id', '=', pending.user_id)
        .where('email', '=', pending.email)
        .executeTakeFirst();
      if (Number(verified.numUpdatedRows) !== 1) {
        const holder = await trx
          .selectFrom('users')
          .select('id')
          .where('email', '=', pending.email)
          .where('email_verified_at', 'is not', null)
          .executeTakeFirst();
        return holder ? 'taken' : 'invalid';
      }
      await trx
        .updateTable('users')
        .set({ email: null })
        .where('email', '=', pending.email)
        .where('id', '!=', pending.user_id)
        .where('email_verified_at', 'is', null)
        .execute();
      return 'activated';
    });
  } catch (error) {
    // The unique index on verified addresses is the last lock, should anything verify without the one above.
    if (uniqueViolation(error) !== 'users_verified_email_key') throw error;
    outcome = 'taken';
  }
  if (outcome === 'taken') throw emailTaken('That e-mail has been verified by another account.');
  if (outcome === 'invalid') {
    throw new ValidationError('This verification link is invalid or has expired.', 'verificationCode');
  }
}
