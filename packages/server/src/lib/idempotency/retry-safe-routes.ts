import { createHash } from 'node:crypto';
import { ErrorCode, idempotencyKeySchema } from '@ante/core';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { sql } from 'kysely';
import stringify from 'safe-stable-stringify';
import type { Db } from '../db/database';
import { Conflict } from '../errors';
import { requireAuth } from '../session';
import { parseInput } from '../validate';
import { isKeyTaken, type KeyClaim, runWithClaim } from './key-claim';

/**
 * Retry-safe money calls: a route that moves money declares `config: { retrySafe:
 * true }`, and then honours an `Idempotency-Key` header. One mechanism for every such
 * route; handlers are unchanged.
 *
 * - A retry by the same player with the same key and the same body (same call) gets
 *   the first answer, status and body, and moves nothing; the answer carries
 *   `Idempotency-Replayed: true`. The same key with another body, or on another call,
 *   is a 409 IDEMPOTENCY_KEY_REUSED. Keys belong to a player: another player's key
 *   never collides. A malformed key (empty, over 255 characters, not printable ASCII)
 *   is a 400; without a session the call is a 401 as always. Without the header a call
 *   runs as it always did, at no extra cost (the bet path makes no extra query).
 * - What is stored (table `idempotency_keys`, migration 0025): player, key, the call
 *   (`POST /api/wallet/tip/send`), a SHA-256 of the body in canonical JSON (keys
 *   sorted; a top-level `password` is left out, so no password is kept even hashed),
 *   and the answer's status and body once sent. Keys are kept 24 hours: a scheduled
 *   job (`idempotency.expire`, expire-keys.ts) deletes them after that, every ten
 *   minutes, and a key may then be used afresh.
 * - Recorded iff money moved: the key is recorded by the transaction that moves the
 *   money, as its first statement (`claimingTransaction`, which transactionWithEvents
 *   uses; the single-step bet passes it into its one statement, ante_play_round). If
 *   that transaction rolls back, as every refusal does, no key is recorded: an error
 *   that moved nothing is not stored, and the call may be retried. If the process
 *   dies after the commit, the key stays recorded, and a retry moves nothing.
 * - The answer is stored right after it is sent (an onSend hook), outside that
 *   transaction. A key whose answer is missing after a minute had its answer lost (a
 *   crash between the commit and the store): a retry then gets a 409
 *   IDEMPOTENCY_ANSWER_LOST saying the call was carried out, and the player should
 *   look at their balance. An error answered after the money moved (rare: the ledger
 *   committed, then something failed) is stored as that call's answer too.
 * - Concurrency: two requests with one key, on one node or on several sharing the
 *   database, never both move money. The first to claim the key holds a
 *   transaction-scoped advisory lock on (player, key) until it commits; a duplicate
 *   that arrives meanwhile does not wait for it but gets a 409
 *   IDEMPOTENCY_KEY_IN_PROGRESS at once ("still in progress, retry in a moment"), as
 *   does one that comes between the commit and the answer being stored. A retry after
 *   that gets the first answer.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route moves money: it honours an Idempotency-Key header (lib/idempotency). */
    retrySafe?: boolean;
  }
  interface FastifyRequest {
    /** The Idempotency-Key this request sent, while it is being handled. */
    keyClaim: KeyClaim | null;
  }
}

/** After this long without an answer, the first request is taken as having lost it. */
export const ANSWER_LOST_AFTER_MS = 60_000;

const REUSED =
  'This Idempotency-Key was already used for a different request. Send a new key for a new action.';
const IN_PROGRESS =
  'The first request with this Idempotency-Key is still in progress. Try again in a moment to get its answer.';
const ANSWER_LOST =
  'The request with this Idempotency-Key was carried out, but its answer was lost. Check your balance and history before you try again with a new key.';

interface Fingerprint {
  route: string;
  requestHash: string;
}

interface StoredKey {
  route: string;
  request_hash: string;
  status: number | null;
  response: string | null;
  lost: boolean;
}

function fingerprintOf(request: FastifyRequest): Fingerprint {
  const path = request.url.split('?', 1)[0];
  let body = request.body ?? null;
  if (body !== null && typeof body === 'object' && !Array.isArray(body) && 'password' in body) {
    const { password: _left, ...rest } = body as Record<string, unknown>;
    body = rest;
  }
  return {
    route: `${request.method} ${path}`,
    requestHash: createHash('sha256').update(stringify(body)).digest('hex'),
  };
}

async function findKey(db: Db, userId: string, key: string): Promise<StoredKey | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select([
      'route',
      'request_hash',
      'status',
      'response',
      sql<boolean>`response IS NULL AND created_at < now() - ${`${ANSWER_LOST_AFTER_MS} milliseconds`}::interval`.as(
        'lost',
      ),
    ])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** The first answer again, or why there is none to give. */
function replay(reply: FastifyReply, stored: StoredKey, fingerprint: Fingerprint): FastifyReply {
  if (stored.route !== fingerprint.route || stored.request_hash !== fingerprint.requestHash) {
    throw new Conflict(REUSED, ErrorCode.IdempotencyKeyReused);
  }
  if (stored.status === null || stored.response === null) {
    if (stored.lost) throw new Conflict(ANSWER_LOST, ErrorCode.IdempotencyAnswerLost);
    throw new Conflict(IN_PROGRESS, ErrorCode.IdempotencyKeyInProgress);
  }
  return reply
    .code(stored.status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('idempotency-replayed', 'true')
    .send(stored.response);
}

/**
 * Wraps the handler of every route declared `retrySafe` (an onRoute hook, so it must
 * be installed before the routes are registered).
 */
export function installRetrySafeRoutes(app: FastifyInstance, db: Db): void {
  app.decorateRequest('keyClaim', null);

  const storeAnswer: onSendHookHandler = async (request, reply, payload) => {
    const claim = request.keyClaim;
    if (!claim?.recorded || typeof payload !== 'string') return payload;
    try {
      await db
        .updateTable('idempotency_keys')
        .set({ status: reply.statusCode, response: payload })
        .where('user_id', '=', claim.userId)
        .where('key', '=', claim.key)
        .execute();
    } catch (error) {
      // The money moved and the player gets this answer; only a retry would miss it.
      request.log.error({ err: error, key: claim.key }, 'could not store the answer of an Idempotency-Key');
    }
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.retrySafe) return;
    const handler = route.handler;
    route.handler = async function retrySafe(this: FastifyInstance, request, reply) {
      const header = request.headers['idempotency-key'];
      if (header === undefined) return handler.call(this, request, reply);
      const auth = await requireAuth(request);
      const key = parseInput(idempotencyKeySchema, header);
      const fingerprint = fingerprintOf(request);
      const earlier = await findKey(db, auth.user.id, key);
      if (earlier) return replay(reply, earlier, fingerprint);
      const claim: KeyClaim = { userId: auth.user.id, key, ...fingerprint, recorded: false };
      request.keyClaim = claim;
      try {
        return await runWithClaim(claim, () => handler.call(this, request, reply));
      } catch (error) {
        if (!isKeyTaken(error)) throw error;
        // Another request holds the key: answer as it did, or say it is still under way.
        const taken = await findKey(db, auth.user.id, key);
        if (taken) return replay(reply, taken, fingerprint);
        throw new Conflict(IN_PROGRESS, ErrorCode.IdempotencyKeyInProgress);
      }
    };
    const onSend = route.onSend ? ([] as onSendHookHandler[]).concat(route.onSend) : [];
    route.onSend = [...onSend, storeAnswer];
  });
}
