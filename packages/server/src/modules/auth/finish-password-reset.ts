import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Bus } from '../../lib/bus/bus';
import type { Db } from '../../lib/db/database';
import { PendingEvents, transactionWithEvents } from '../../lib/events';
import { hashPassword } from '../../lib/password';
import { createSession, type UserRow } from '../../lib/session';
import { hashLinkCode } from '../users/link-code';
import { recordSignIn } from '../users/security-events';
import { findLiveLink } from './reset-link';
import { requireTotp, type TotpDeps } from './totp/require-totp';

export interface FinishedReset {
  user: UserRow;
  /** The new session's cookie value and expiry. */
  token: string;
  expiresAt: Date;
  /** How many sessions were ended. */
  revokedSessions: number;
}

/**
 * Uses a reset link (start-password-reset.ts): sets the new password, ends every
 * session (whoever knew the old password may hold one; announced on the bus once the
 * reset commits), records `password_reset` (a sign-in, so a new device is flagged too)
 * and starts a session for the browser that followed it.
 *
 * For an account with two-factor on, the link alone is not enough: whoever reads the
 * player's mail would otherwise get past the second factor. The link is checked first
 * (a dead link says so whatever the code), then the code, and the link is used up
 * inside the code's transaction (requireTotp's `onAccepted`): no code (401
 * TOTP_REQUIRED) or a wrong one leaves the link as it was, to be sent again with the
 * code within its hour, and an accepted code and a used link commit together.
 *
 * A self-excluded player may reset: getting into the account is not gambling, and the
 * break still refuses bets, deposits and tips once in. Restricted regions are refused
 * by the route, as login is, before the link is used.
 */
export async function finishPasswordReset(
  deps: TotpDeps & { bus: Bus },
  input: {
    token: string;
    password: string;
    totpCode?: string;
    request: FastifyRequest;
    sessionTtlMs: number;
  },
): Promise<FinishedReset> {
  const passwordHash = await hashPassword(input.password);
  const tokenHash = hashLinkCode(input.token);
  const link = await findLiveLink(deps.db, tokenHash);
  const owner = await deps.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', link.user_id)
    .executeTakeFirstOrThrow();
  const use = (trx: Db, events: PendingEvents) =>
    useResetLink(trx, events, { ...input, tokenHash, passwordHash });
  if (owner.totp_enabled_at === null) return transactionWithEvents(deps.db, deps.bus, use);
  // The code's own transaction is the one that uses the link, so its events are
  // published here, once requireTotp has returned and that transaction has committed.
  const events = new PendingEvents();
  let finished: FinishedReset | undefined;
  await requireTotp(deps, owner, input.totpCode, {
    missingStatus: 401,
    onAccepted: async (trx) => {
      finished = await use(trx, events);
    },
  });
  if (!finished) throw new Error('the reset finished without using its link');
  await events.publish(deps.bus);
  return finished;
}

/**
 * Sets the password from a link, in the caller's transaction, which locks the link and
 * checks it again: of two requests with one link at once, one resets and the other is
 * refused, and a refused link changes nothing.
 */
async function useResetLink(
  trx: Db,
  events: PendingEvents,
  input: { tokenHash: string; passwordHash: string; request: FastifyRequest; sessionTtlMs: number },
): Promise<FinishedReset> {
  const link = await findLiveLink(trx, input.tokenHash, true);
  await trx
    .updateTable('password_resets')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', link.user_id)
    .execute();
  const user = await trx
    .updateTable('users')
    .set({ password_hash: input.passwordHash })
    .where('id', '=', link.user_id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const revoked = await trx
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', user.id)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  events.sessionsRevoked(revoked.map((row) => row.id));
  await recordSignIn(trx, { userId: user.id, kind: 'password_reset', request: input.request });
  const { token, session } = await createSession(trx, {
    userId: user.id,
    userAgent: input.request.headers['user-agent'] ?? null,
    ip: input.request.ip,
    deviceId: input.request.deviceId,
    ttlMs: input.sessionTtlMs,
  });
  return { user, token, expiresAt: session.expiresAt, revokedSessions: revoked.length };
}
