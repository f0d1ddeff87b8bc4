/**
 * ante_play_round: one round of a single-step game whose outcome the caller computed
 * for the nonce it expects (modules/play/place-bet.ts calls it). The nonce is taken
 * only if the pair is still current and still at that nonce; otherwise the function
 * returns no row and changes nothing, and the caller reads the pair again and
 * recomputes. Then the call's Idempotency-Key, when one was sent, is claimed
 * (ante_claim_idempotency_key), the stake and the payout are posted (ante_transfer,
 * house shard chosen by the caller) and the round is recorded. One statement is one
 * transaction: it all happens, or none of it. It answers the new balance, and what the
 * rewards after the bet need (modules/rewards/stake-rewards.ts): the player's xp with
 * this stake counted (by the rounds trigger, ante_round_xp), the rank recorded, and
 * whether a rollover in this currency is open, so a bet costs no second query.
 *
 * Created by migration 0006, redefined by 0025 (which drops the older signature) and
 * by 0042 (which drops the one with fewer answers), each applying this body. This file is the function's one current body: to change it,
 * see migrations/index.ts.
 */
export const sql = `
CREATE OR REPLACE FUNCTION ante_play_round(
  p_round uuid, p_user uuid, p_game text, p_currency text, p_amount numeric,
  p_wager_usd numeric, p_multiplier numeric, p_payout numeric,
  p_seed uuid, p_nonce integer, p_params jsonb, p_result jsonb, p_house_shard integer,
  p_claim_key text, p_claim_route text, p_claim_hash text
) RETURNS TABLE (
  r_balance numeric, r_created_at timestamptz, r_xp numeric, r_rank_id integer, r_rollover_open boolean
) LANGUAGE plpgsql AS $fn$
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
      WHERE a.user_id = p_user AND a.kind = 'main' AND a.currency = p_currency), 0), created,
    u.xp, u.rank_id,
    EXISTS (SELECT 1 FROM rollover_bonuses b WHERE b.user_id = p_user AND b.currency = p_currency
      AND b.completed_at IS NULL AND b.expires_at > now())
    FROM users u WHERE u.id = p_user;
END
$fn$;
`;
