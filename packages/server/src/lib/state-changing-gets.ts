/**
 * The GETs the product defines that change state, named as they are declared. A GET is
 * otherwise a read: it writes nothing but the once-a-minute record of the session's use.
 * These are treated as the POSTs they could have been: refused when a browser sends
 * them for another site (cross-site.ts; a link or an image there can send a GET), and
 * given the default rate limit (rate-limit.ts). Why each is a GET and is safe:
 * docs/decisions/0021-gets-that-change-state.md.
 */
export const STATE_CHANGING_GETS: ReadonlySet<string> = new Set([
  // Ends the session.
  '/api/user/logout',
  // Pushes the session's expiry a full lifetime ahead.
  '/api/user/refresh-auth',
  // Creates the player's seed pair on first use, with a random client seed.
  '/api/user/seed/next',
  // Replaces the pending two-factor secret: the QR code shown before stops working.
  '/api/user/totp/new',
  // Start a sign-in: a challenge is stored (and, for Google, a cookie binds the browser).
  '/api/user/login/google/url',
  '/api/user/login/metamask/:address',
]);
