/**
 * Errors that mean a service the node depends on (PostgreSQL, Redis) cannot be reached
 * right now: a restart ended the connection, a connection could not be opened, or a
 * command gave up while reconnecting. The request did nothing that a retry would
 * repeat (money moves only in a transaction that commits, and an Idempotency-Key is
 * recorded in that same transaction), so it is answered 503 with Retry-After and the
 * client sends it again. Nothing here is a fault of the request.
 */

/**
 * SQLSTATEs of a lost or refused connection, or of a server that cannot do the work
 * now: class 08 (connection exception), 57P01-03 (the server is shutting down, crashed,
 * or not accepting connections yet) and class 53 (insufficient resources: a full disk,
 * 53100, refuses every write that needs space until an operator frees some; too many
 * connections, 53300, as when every node reconnects at once). The transaction that met
 * one rolled back whole, so a retry is safe.
 */
function isConnectionSqlState(code: string): boolean {
  return (
    code.startsWith('08') || code.startsWith('53') || code === '57P01' || code === '57P02' || code === '57P03'
  );
}

const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** What node-postgres and ioredis say when the connection is gone or could not be made. */
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection is closed',
  "Stream isn't writeable",
  'Reached the max retries per request limit',
];

export function isServiceUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const e = current as { code?: unknown; message?: unknown; name?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && (isConnectionSqlState(e.code) || NETWORK_ERROR_CODES.has(e.code))) {
      return true;
    }
    if (e.name === 'MaxRetriesPerRequestError') return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (LOST_CONNECTION_MESSAGES.some((text) => message.includes(text))) return true;
    current = e.cause;
  }
  return false;
}

/** Whole seconds a client waits before sending the request again: a restart takes a few. */
export const SERVICE_RETRY_AFTER_SECONDS = 2;
