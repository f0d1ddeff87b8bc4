/**
 * ante_play_rounds: many players' single-step rounds in one statement, so one round
 * trip and one commit serve them all (modules/play/bet-batch.ts sends them). Each
 * element of `p_bets` is one ante_play_round call, as an object of its arguments; all
 * of the batch's rounds use the one house shard `p_house_shard`.
 *
 * Each round runs in a block of its own (a subtransaction): a round that fails (a
 * balance too low, a key already used) is undone alone and answered with its SQLSTATE
 * and message, and the others stand. A round whose nonce moved on is answered
 * `stale`, changing nothing, as ante_play_round does. Batches are kept well under 64
 * rounds, where PostgreSQL's per-transaction cache of subtransactions would overflow.
 *
 * Before any round, the batch takes every account it will move, in ante_transfer's
 * order (player accounts first, then platform accounts, each by id). A batch then
 * never holds one account while it waits for another that a second batch or a single
 * transfer holds in the other order, so batches cannot deadlock with each other or
 * with any transfer; and with one shard per batch, two batches rarely wait at all.
 *
 * Created by migration 0054. This file is the function's one current body: to change
 * it, see migrations/index.ts.
 */
export const sql = `
CREATE OR REPLACE FUNCTION ante_play_rounds(p_bets jsonb, p_house_shard integer)
RETURNS TABLE (
  r_index integer, r_state text, r_balance numeric, r_created_at timestamptz, r_xp numeric,
  r_rank_id integer, r_rollover_open boolean, r_error_code text, r_error_message text
) LANGUAGE plpgsql AS $fn$
DECLARE
  bet jsonb;
  at_index integer := 0;
  played record;
BEGIN
  PERFORM 1 FROM accounts a
    WHERE a.id IN (
      SELECT p.id FROM accounts p
        JOIN jsonb_array_elements(p_bets) b
          ON p.user_id = (b->>'user')::uuid AND p.kind = 'main' AND p.currency = b->>'currency'
        WHERE (b->>'amount')::numeric > 0
      UNION
      SELECT ante_system_account('house', c.currency, p_house_shard)
        FROM (SELECT DISTINCT b->>'currency' AS currency FROM jsonb_array_elements(p_bets) b
          WHERE (b->>'amount')::numeric > 0) c
    )
    ORDER BY (a.user_id IS NULL), a.id FOR NO KEY UPDATE;
  FOR bet IN SELECT value FROM jsonb_array_elements(p_bets) LOOP
    BEGIN
      SELECT * INTO played FROM ante_play_round(
        (bet->>'round')::uuid, (bet->>'user')::uuid, bet->>'game', bet->>'currency',
        (bet->>'amount')::numeric, (bet->>'wagerUsd')::numeric, (bet->>'multiplier')::numeric,
        (bet->>'payout')::numeric, (bet->>'seed')::uuid, (bet->>'nonce')::integer,
        bet->'params', bet->'result', p_house_shard,
        bet->>'claimKey', bet->>'claimRoute', bet->>'claimHash');
      IF FOUND THEN
        RETURN QUERY SELECT at_index, 'played'::text, played.r_balance, played.r_created_at, played.r_xp,
          played.r_rank_id, played.r_rollover_open, NULL::text, NULL::text;
      ELSE
        RETURN QUERY SELECT at_index, 'stale'::text, NULL::numeric, NULL::timestamptz, NULL::numeric,
          NULL::integer, NULL::boolean, NULL::text, NULL::text;
      END IF;
    EXCEPTION WHEN OTHERS THEN
      RETURN QUERY SELECT at_index, 'failed'::text, NULL::numeric, NULL::timestamptz, NULL::numeric,
        NULL::integer, NULL::boolean, SQLSTATE::text, SQLERRM::text;
    END;
    at_index := at_index + 1;
  END LOOP;
END
$fn$;
`;
