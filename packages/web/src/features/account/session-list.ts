import type { Session } from '@ante/core';

/** This device first, then the others by last use, newest first (the server's own order). */
export function orderSessions(sessions: readonly Session[]): Session[] {
  return [...sessions].sort((a, b) => {
    if (a.current !== b.current) return a.current ? -1 : 1;
    return b.lastUsedAt.localeCompare(a.lastUsedAt);
  });
}

export function removeSession(sessions: readonly Session[] | undefined, id: string): Session[] | undefined {
  return sessions?.filter((session) => session.id !== id);
}

/**
 * Puts back a session whose revoke failed. Only that one comes back, rather than the
 * whole list as it was, so a second revoke that did succeed meanwhile stays removed.
 */
export function restoreSession(sessions: readonly Session[] | undefined, session: Session): Session[] {
  const others = (sessions ?? []).filter((entry) => entry.id !== session.id);
  return orderSessions([...others, session]);
}
