/**
 * The ledger's posting rule and a single-step round as database functions, so that a
 * transfer costs one round trip and a whole bet one statement (see
 * modules/ledger/post-transfer.ts and modules/play/place-bet.ts, which call them).
 *
 * ante_transfer: records the transfer under its idempotency key (false, and nothing
 * else, when the key was applied before), locks both rows in the one order used
 * everywhere (player accounts before platform accounts, each by id, so concurrent
 * transfers never deadlock), debits the source (a player account never below zero:
 * SQLSTATE AN001 otherwise, which aborts the caller's transaction) and credits the
 * target. FOR NO KEY UPDATE is the lock a balance UPDATE takes anyway; a stronger
 * one would collide with the key-share locks the transfer's foreign keys hold.
 *
 * ante_system_account: a platform account's id, created on first use.
 *
 * ante_play_round: one round of a single-step game whose outcome the caller computed
 * for the nonce it expects. The nonce is taken only if the pair is still current and
 * still at that nonce; otherwise the function returns no row and changes nothing, and
 * the caller reads the pair again and recomputes. Then the stake and the payout are
 * posted (the same rule as above, house shard chosen by the caller) and the round is
 * recorded. One statement is one transaction: it all happens, or none of it.
 *
 * Later migrations redefined ante_transfer (0017) and ante_play_round (0025): their
 * current bodies are in lib/db/functions/.
 */
export const sql = `
CREATE FUNCTION ante_transfer(
  p_key text, p_code text, p_debit bigint, p_credit bigint,
  p_currency text, p_amount numeric, p_reference text
) RETURNS boolean LANGUAGE plpgsql AS $fn$
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION 'transfer amount must be positive (%)', p_key;
  END IF;
  INSERT INTO transfers (idempotency_key, code, debit_account_id, credit_account_id, currency, amount, reference)
  VALUES (p_key, p_code, p_debit, p_credit, p_currency, p_amount, p_reference)
  ON CONFLICT (idempotency_key) DO NOTHING;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  PERFORM 1 FROM accounts WHERE id IN (p_debit, p_credit)
    ORDER BY (user_id IS NULL), id FOR NO KEY UPDATE;
  UPDATE accounts SET balance = balance - p_amount
    WHERE id = p_debit AND (user_id IS NULL OR balance >= p_amount);
  IF NOT FOUND THEN
    RAISE EXCEPTION 'insufficient balance' USING ERRCODE = 'AN001';
  END IF;
  UPDATE accounts SET balance = balance + p_amount WHERE id = p_credit;
  RETURN true;
END
$fn$;

CREATE FUNCTION ante_system_account(p_kind text, p_currency text, p_shard integer)
RETURNS bigint LANGUAGE plpgsql AS $fn$
DECLARE
  found_id bigint;
BEGIN
  SELECT id INTO found_id FROM accounts
    WHERE user_id IS NULL AND kind = p_kind AND currency = p_currency AND shard = p_shard;
  IF found_id IS NULL THEN
    INSERT INTO accounts (user_id, kind, currency, shard) VALUES (NULL, p_kind, p_currency, p_shard)
      ON CONFLICT (kind, currency, shard) WHERE user_id IS NULL DO NOTHING;
    SELECT id INTO found_id FROM accounts
      WHERE user_id IS NULL AND kind = p_kind AND currency = p_currency AND shard = p_shard;
  END IF;
  RETURN found_id;
END
$fn$;

CREATE FUNCTION ante_play_round(
  p_round uuid, p_user uuid, p_game text, p_currency text, p_amount numeric,
  p_wager_usd numeric, p_multiplier numeric, p_payout numeric,
  p_seed uuid, p_nonce integer, p_params jsonb, p_result jsonb, p_house_shard integer
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
