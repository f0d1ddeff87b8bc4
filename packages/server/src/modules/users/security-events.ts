import { describeDevice, type SecurityEventKind, SIGN_IN_EVENT_KINDS } from '@ante/core';
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import type { Db } from '../../lib/db/database';
import { userAgent } from '../../lib/request-info';

/**
 * Records a player's security events (Settings, Security, Recent activity; the list
 * is sessions/list-security-events.ts). Several modules record them: sign-ins, password
 * and e-mail changes, two-factor, Google and wallet logins.
 *
 * Bounded per player: each write deletes the player's events beyond the newest
 * KEEP_PER_PLAYER, in the same call. A count rather than an age, so that the table
 * stays small however busy an account is (failed sign-ins are what a guesser makes
 * many of), and needs no scheduled job; 200 is several times what the list shows.
 *
 * New device: a sign-in (login, password reset, and later Google or wallet login) is
 * from a new device when none of the player's kept sign-ins (account creation, login,
 * password reset) came from the same device family: the same browser and system as
 * `describeDevice` names them ("Chrome on Linux", versions ignored, so an update is
 * not a new device) on the same network (the IPv4 /16 or IPv6 /48 the address is in,
 * so a home line whose address changes within its provider's range is not one either).
 * Failed sign-ins never make a device known: they may be a stranger's. An account
 * with no kept sign-in at all (older than these events) has nothing to compare with,
 * so its first sign-in is not flagged.
 */

export const KEEP_PER_PLAYER = 200;

export interface SecurityEventInput {
  userId: string;
  kind: SecurityEventKind;
  /** Where the ip and user agent come from. */
  request: FastifyRequest;
}

/** Records one event for the player. `db` may be a transaction, so the event commits with its cause. */
export async function recordSecurityEvent(db: Db, input: SecurityEventInput): Promise<void> {
  await db
    .insertInto('security_events')
    .values({
      user_id: input.userId,
      kind: input.kind,
      ip: input.request.ip ?? null,
      user_agent: userAgent(input.request)?.slice(0, 512) ?? null,
    })
    .execute();
  await db
    .deleteFrom('security_events')
    .where('user_id', '=', input.userId)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('security_events')
        .select('id')
        .where('user_id', '=', input.userId)
        .orderBy('id', 'desc')
        .offset(KEEP_PER_PLAYER),
    )
    .execute();
}

/**
 * Records a sign-in (`kind` is one of SIGN_IN_EVENT_KINDS), and `new_device` after it
 * when the device family is one the player has not signed in from (see above).
 */
export async function recordSignIn(db: Db, input: SecurityEventInput): Promise<void> {
  const known = await db
    .selectFrom('security_events')
    .select(['ip', 'user_agent'])
    .where('user_id', '=', input.userId)
    .where('kind', 'in', SIGN_IN_EVENT_KINDS)
    .execute();
  await recordSecurityEvent(db, input);
  if (known.length === 0) return;
  const family = deviceFamily(userAgent(input.request), input.request.ip);
  if (known.some((event) => deviceFamily(event.user_agent, event.ip) === family)) return;
  await recordSecurityEvent(db, { ...input, kind: 'new_device' });
}

/** The browser and system, and the network: what makes two sign-ins the same device. */
export function deviceFamily(agent: string | null, ip: string | null): string {
  return `${describeDevice(agent).name}|${networkOf(ip)}`;
}

/** The IPv4 /16 or IPv6 /48 an address is in (an IPv4 address written as IPv6 counts as IPv4). */
function networkOf(ip: string | null): string {
  if (!ip || !ipaddr.isValid(ip)) return 'unknown';
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return `${address.toByteArray().slice(0, 2).join('.')}/16`;
  const parts = (address as ipaddr.IPv6).parts.slice(0, 3);
  return `${parts.map((part) => part.toString(16)).join(':')}::/48`;
}
