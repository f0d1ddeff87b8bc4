/**
 * ante_round_xp, the trigger on rounds that keeps `users.xp` (modules/rewards/loyalty.ts):
 * every way a round is written (the single-step bet statement, multi-step starts,
 * doubles and splits adding to `extra_stake`) adds the round's new total stake in USD,
 * `stake_usd`, exactly once, in the round's own transaction.
 *
 * Created by migration 0015 and redefined by 0020, which applies this body. This file
 * is the function's one current body: to change it, see migrations/index.ts.
 */
export const sql = `
CREATE OR REPLACE FUNCTION ante_round_xp() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gained numeric;
BEGIN
  IF TG_OP = 'INSERT' THEN
    gained := NEW.stake_usd;
  ELSE
    gained := NEW.stake_usd - OLD.stake_usd;
  END IF;
  IF gained <> 0 THEN
    UPDATE users SET xp = xp + gained WHERE id = NEW.user_id;
  END IF;
  RETURN NULL;
END
$$;
`;
