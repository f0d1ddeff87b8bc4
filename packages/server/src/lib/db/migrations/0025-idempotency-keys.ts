import { sql as antePlayRound } from '../functions/ante-play-round';

/**
 * Retry-safe money calls (lib/idempotency). A call sent with an Idempotency-Key is
 * recorded here, per player, in the very transaction that moves its money: the key
 * is recorded if and only if the money moved, whatever dies when. Its answer (status
 * and body) is filled in as it is sent, and a retry is answered from it. Rows are
 * deleted a day after (the `idempotency.expire` job).
 *
 * ante_claim_idempotency_key: records the key in the caller's transaction, or raises
 * SQLSTATE AN003 (which aborts that transaction, so nothing moves) when the key is
 * already recorded or another transaction is claiming it right now. The second case
 * is told apart by a transaction-scoped advisory lock on the player and key, tried
 * without waiting: a concurrent duplicate, on this node or another, fails at once
 * rather than queueing behind the first and holding a connection meanwhile. Holding
 * that lock is the only way to insert the row, so the insert never waits either.
 *
 * ante_play_round takes the key as well (NULLs when none was sent) and claims it
 * after it has taken the nonce, so a bet with a key is still one statement, and an
 * attempt that found its nonce stale changes nothing, the key included. Otherwise it
 * is the function of migration 0006.
 */
export const sql = `
CREATE TABLE idempotency_keys (
  -- No foreign key: checking one would take a share lock on the player's row, and a
  -- bet would then wait on anything holding that row (a level-up claim locks it).
  user_id uuid NOT NULL,
  key text NOT NULL,
  route text NOT NULL,
  request_hash text NOT NULL,
  status smallint,
  response text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

CREATE FUNCTION ante_claim_idempotency_key(p_user uuid, p_key text, p_route text, p_hash text)
RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('idempotency:' || p_user || ':' || p_key)) THEN
    RAISE EXCEPTION 'idempotency key is being claimed (%)', p_key USING ERRCODE = 'AN003';
  END IF;
  INSERT INTO idempotency_keys (user_id, key, route, request_hash) VALUES (p_user, p_key, p_route, p_hash)
    ON CONFLICT (user_id, key) DO NOTHING;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'idempotency key was used before (%)', p_key USING ERRCODE = 'AN003';
  END IF;
END
$fn$;

DROP FUNCTION ante_play_round(uuid, uuid, text, text, numeric, numeric, numeric, numeric, uuid, integer, jsonb, jsonb, integer);

${antePlayRound}`;
