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

CREATE FUNCTION ante_play_round(
  p_round uuid, p_user uuid, p_game text, p_currency text, p_amount numeric,
  p_wager_usd numeric, p_multiplier numeric, p_payout numeric,
  p_seed uuid, p_nonce integer, p_params jsonb, p_result jsonb, p_house_shard integer,
  p_claim_key text, p_claim_route text, p_claim_hash text
) RETURNS TABLE (r_balance numeric, r_created_at timestamptz) LANGUAGE plpgsql AS $fn$
DECLARE
  player_account bigint;
  house_account bigint;
  created timestamptz;
BEGIN
  UPDATE server_seeds SET nonce = nonce + 1
    WHERE id = p_seed AND user_id = p_user AND state = 'current' AND nonce = p_nonce;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF p_claim_key IS NOT NULL THEN
    PERFORM ante_claim_idempotency_key(p_user, p_claim_key, p_claim_route, p_claim_hash);
  END IF;
  IF p_amount > 0 THEN
    SELECT id INTO player_account FROM accounts
      WHERE user_id = p_user AND kind = 'main' AND currency = p_currency;
    IF player_account IS NULL THEN
      RAISE EXCEPTION 'insufficient balance' USING ERRCODE = 'AN001';
    END IF;
    house_account := ante_system_account('house', p_currency, p_house_shard);
    PERFORM ante_transfer('bet:' || p_round, 'bet', player_account, house_account,
      p_currency, p_amount, 'round:' || p_round);
    IF p_payout > 0 THEN
      PERFORM ante_transfer('payout:' || p_round, 'payout', house_account, player_account,
        p_currency, p_payout, 'round:' || p_round);
    END IF;
  END IF;
  INSERT INTO rounds (id, user_id, game, currency, amount, wager_usd, multiplier, payout,
      seed_id, nonce, params, result, status, finished_at)
    VALUES (p_round, p_user, p_game, p_currency, p_amount, p_wager_usd, p_multiplier, p_payout,
      p_seed, p_nonce, p_params, p_result, 'finished', now())
    RETURNING created_at INTO created;
  RETURN QUERY SELECT coalesce((SELECT a.balance FROM accounts a
      WHERE a.user_id = p_user AND a.kind = 'main' AND a.currency = p_currency), 0), created;
END
$fn$;
`;
