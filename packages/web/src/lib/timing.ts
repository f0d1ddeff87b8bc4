/**
 * The timing of docs/product.md#timing in one place: how often server data is refetched and
 * how long it stays fresh, the socket's pings and retries, and how long toasts stay.
 * Screens import their numbers from here rather than writing their own, so the
 * values can be checked (and changed) on one page. The error policy of
 * docs/product.md#errors-the-player-sees sits beside it, in app/query-client.ts.
 */

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** Balances refetch every 120 s and are stale after 1 s. */
export const BALANCES_REFETCH_MS = 120 * SECOND_MS;
export const BALANCES_STALE_MS = 1 * SECOND_MS;

/** A signed-in session is refreshed every hour. */
export const SESSION_REFRESH_MS = 1 * HOUR_MS;

/** Rewards stats refetch every 15 s while logged in. Fresh for 5 s, so a burst of screens shares one read. */
export const REWARDS_STATS_REFETCH_MS = 15 * SECOND_MS;
export const REWARDS_STATS_STALE_MS = 5 * SECOND_MS;

/** Friends refetch every 30 s. */
export const FRIENDS_REFETCH_MS = 30 * SECOND_MS;

/**
 * The global jackpot is stale after 10 minutes. Its amount also arrives on the socket;
 * once one has been seen it is polled once a minute at most, in case the socket is down.
 */
export const GLOBAL_POT_STALE_MS = 10 * MINUTE_MS;
export const GLOBAL_POT_POLL_MS = 1 * MINUTE_MS;

/**
 * Exchange rates refresh each minute, 3 s after the minute (when the server's own
 * minute-by-minute price refresh has landed). Fresh for 30 s.
 */
export const RATES_OFFSET_MS = 3 * SECOND_MS;
export const RATES_STALE_MS = 30 * SECOND_MS;

/** Milliseconds until the next rates refresh, 3 s after a minute; re-evaluated after every fetch. */
export function msUntilRatesRefresh(nowMs = Date.now()): number {
  const target = Math.floor(nowMs / MINUTE_MS) * MINUTE_MS + RATES_OFFSET_MS;
  return target > nowMs ? target - nowMs : target + MINUTE_MS - nowMs;
}

/** Socket pings every 30 s; after an unclean close it retries after 2 s. */
export const SOCKET_PING_MS = 30 * SECOND_MS;
export const SOCKET_RETRY_MS = 2 * SECOND_MS;

/** Deposit and tip toasts last 30 s, a game-message toast 15 s, any other 3000 ms. */
export const DEPOSIT_TOAST_MS = 30 * SECOND_MS;
export const TIP_TOAST_MS = 30 * SECOND_MS;
export const GAME_MESSAGE_TOAST_MS = 15 * SECOND_MS;
export const TOAST_MS = 3_000;
