/**
 * Remembers, for this browser tab, which player registered in it, so the greeting
 * can tell a new player ("Welcome, name") from one who logged in ("Welcome back,
 * name"). Session storage keeps it across a reload of the tab and forgets it with
 * the tab; a login clears it.
 */
const KEY = 'ante_new_player';

export function rememberNewPlayer(userId: string | null): void {
  try {
    if (userId) sessionStorage.setItem(KEY, userId);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage may be refused (private mode); the greeting then says "Welcome back".
  }
}

export function isNewPlayer(userId: string): boolean {
  try {
    return sessionStorage.getItem(KEY) === userId;
  } catch {
    return false;
  }
}

/** The home page's greeting for a signed-in player. */
export function greetingFor(user: { userId: string; username: string }): string {
  return isNewPlayer(user.userId) ? `Welcome, ${user.username}` : `Welcome back, ${user.username}`;
}
