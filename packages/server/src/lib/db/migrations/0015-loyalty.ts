/**
 * Loyalty (modules/rewards/loyalty.ts). `users.xp` is the USD value of everything the
 * player has staked, kept by a trigger on rounds so that every way a round is written
 * (the single-step bet statement, multi-step starts, doubles and splits adding to
 * `extra_stake`) counts exactly once, in the round's own transaction. The extra
 * stake is valued at the base stake's rate. Existing rounds are counted once here.
 * A level-up claim row is the proof a rank's bonus was paid: one per player and rank.
 * Migration 0020 redefined ante_round_xp: its current body is in
 * lib/db/functions/ante-round-xp.ts.
 */
export const sql = `
ALTER TABLE users ADD COLUMN xp numeric(38, 18) NOT NULL DEFAULT 0;

CREATE FUNCTION ante_round_usd(amount numeric, extra numeric, wager_usd numeric) RETURNS numeric
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN amount > 0 THEN wager_usd + extra * wager_usd / amount ELSE wager_usd END
$$;

UPDATE users SET xp = totals.usd
FROM (
  SELECT user_id, sum(ante_round_usd(amount, extra_stake, wager_usd)) AS usd
  FROM rounds GROUP BY user_id
) AS totals
WHERE totals.user_id = users.id;

CREATE FUNCTION ante_round_xp() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gained numeric;
BEGIN
  IF TG_OP = 'INSERT' THEN
    gained := ante_round_usd(NEW.amount, NEW.extra_stake, NEW.wager_usd);
  ELSE
    gained := ante_round_usd(NEW.amount, NEW.extra_stake, NEW.wager_usd)
            - ante_round_usd(OLD.amount, OLD.extra_stake, OLD.wager_usd);
  END IF;
  IF gained <> 0 THEN
    UPDATE users SET xp = xp + gained WHERE id = NEW.user_id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER rounds_xp AFTER INSERT OR UPDATE OF amount, extra_stake, wager_usd ON rounds
  FOR EACH ROW EXECUTE FUNCTION ante_round_xp();

CREATE TABLE level_up_claims (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  level integer NOT NULL CHECK (level > 0),
  currency text NOT NULL,
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  usd numeric(38, 18) NOT NULL CHECK (usd > 0),
  claimed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, level)
);
`;
