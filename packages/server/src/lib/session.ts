import { createHash, randomBytes } from 'node:crypto';
import { ADMIN_ROLE, ErrorCode, PERMISSION_NAMES, type Permission, PLAYER_ROLE } from '@ante/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Selectable, sql } from 'kysely';
import type { Db } from './db/database';
import type { UsersTable } from './db/schema';
import { rememberDevice } from './device-id';
import { Forbidden, NotLoggedIn } from './errors';

export const SESSION_COOKIE = 'ante_session';
/** Last-use times are written at most this often per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionRow {
  id: string;
  userId: string;
  expiresAt: Date;
}

export type UserRow = Selectable<UsersTable>;

export interface Auth {
  session: SessionRow;
  user: UserRow;
  /** What the account's staff role allows (contracts/staff.ts); none for a player. */
  permissions: ReadonlySet<Permission>;
}

/** A staff session ends after this long without a request; a player's lasts its full term. */
export const STAFF_IDLE_MS = 60 * 60_000;

/** What a role allows: admins hold every permission, whatever their row says. */
export function rolePermissions(role: string, stored: readonly string[] | null): ReadonlySet<Permission> {
  if (role === ADMIN_ROLE) return new Set(PERMISSION_NAMES);
  if (role === PLAYER_ROLE || !stored) return new Set();
  return new Set(stored.filter((name): name is Permission => (PERMISSION_NAMES as string[]).includes(name)));
}

export async function createSession(
  db: Db,
  input: {
    userId: string;
    userAgent: string | null;
    ip: string | null;
    deviceId: string | null;
    ttlMs: number;
  },
): Promise<{ token: string; session: SessionRow }> {
  // Every way in (password, Google, a wallet, a new device) ends here, so a lock holds for all.
  const locked = await db
    .selectFrom('users')
    .select('locked_at')
    .where('id', '=', input.userId)
    .executeTakeFirst();
  if (locked?.locked_at) {
    throw new Forbidden(
      'This account is locked. Write to support if you think this is a mistake.',
      ErrorCode.AccountLocked,
    );
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + input.ttlMs);
  const row = await db
    .insertInto('sessions')
    .values({
      user_id: input.userId,
      token_hash: hashToken(token),
      user_agent: input.userAgent?.slice(0, 512) ?? null,
      ip: input.ip,
      device_id: input.deviceId || null,
      expires_at: expiresAt,
    })
    .returning(['id', 'user_id', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { token, session: { id: row.id, userId: row.user_id, expiresAt: row.expires_at } };
}

/**
 * Finds the live session for a token (not revoked, not expired, not idle too long for
 * staff, not of a locked account) with its user and their role's permissions, read in
 * the same query so a role changed or taken away holds on the next request, and
 * records the use: the session's last-used time and the user's last-seen time.
 */
export async function resolveSession(db: Db, token: string): Promise<Auth | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('staff_roles', 'staff_roles.name', 'users.role')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.expires_at as session_expires_at',
      'sessions.last_used_at as session_last_used_at',
      'staff_roles.permissions as role_permissions',
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', sql<Date>`now()`)
    .where('users.locked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const { session_id, session_expires_at, session_last_used_at, role_permissions, ...user } = row;
  // Staff sessions open the back office and its money, so they end after an idle hour.
  if (user.role !== PLAYER_ROLE && Date.now() - session_last_used_at.getTime() > STAFF_IDLE_MS) return null;
  if (Date.now() - session_last_used_at.getTime() > TOUCH_INTERVAL_MS) {
    await db.updateTable('sessions').set({ last_used_at: sql`now()` }).where('id', '=', session_id).execute();
    await db.updateTable('users').set({ last_seen_at: sql`now()` }).where('id', '=', user.id).execute();
  }
  return {
    session: { id: session_id, userId: user.id, expiresAt: session_expires_at },
    user,
    permissions: rolePermissions(user.role, role_permissions),
  };
}

/** Which of these sessions are still live (not revoked, not expired), in one query. */
export async function liveSessionIds(db: Db, sessionIds: readonly string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', 'in', sessionIds)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
  return new Set(rows.map((row) => row.id));
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved lazily and at most once per request; null when not logged in. */
    auth(): Promise<Auth | null>;
  }
}

/** The logged-in player, or a 401. Narrows the type so routes never need `user!`. */
export async function requireAuth(request: FastifyRequest): Promise<Auth> {
  const auth = await request.auth();
  if (!auth) throw new NotLoggedIn();
  return auth;
}

/**
 * A logged-in member of staff whose role holds `permission` (any staff role when it is
 * null), or a 401 (not logged in) or 403. Roles and their permissions are read with the
 * session on every request (resolveSession), so a revoke holds at once.
 */
export function requirePermission(permission: Permission | null) {
  return async (request: FastifyRequest): Promise<Auth> => {
    const auth = await requireAuth(request);
    if (auth.user.role === PLAYER_ROLE) throw new Forbidden('Only staff can do that.');
    if (permission && !auth.permissions.has(permission)) {
      throw new Forbidden(`Your role (${auth.user.role}) does not allow that: it needs ${permission}.`);
    }
    return auth;
  };
}

export function sessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length <= 128 ? token : undefined;
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
  rememberDevice(reply, secure);
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
