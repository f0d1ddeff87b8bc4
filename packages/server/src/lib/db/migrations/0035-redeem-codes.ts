/**
 * Redeem codes and drops (modules/rewards/codes). A code is unique whatever its case
 * (an index on lower(code)); `uses` counts the players paid and can never pass
 * `max_uses`: the claim raises it with a conditional UPDATE, and the CHECK is the
 * backstop. A claim row per code and player (the primary key) makes a second payment
 * to the same player impossible, beside the ledger's idempotency key.
 */
export const sql = `
CREATE TABLE redeem_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL CHECK (code ~ '^[A-Za-z0-9_-]{3,32}$'),
  reward_usd numeric(38, 18) NOT NULL CHECK (reward_usd > 0),
  -- The payout's currency; null means the player chooses when claiming.
  currency text,
  max_uses integer NOT NULL CHECK (max_uses >= 1),
  uses integer NOT NULL DEFAULT 0 CHECK (uses >= 0 AND uses <= max_uses),
  starts_at timestamptz,
  expires_at timestamptz,
  min_rank_id integer NOT NULL DEFAULT 0,
  min_wager_usd_7d numeric(38, 18) NOT NULL DEFAULT 0,
  wager_requirement_x integer,
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  disabled_at timestamptz,
  CHECK (starts_at IS NULL OR expires_at IS NULL OR expires_at > starts_at)
);
CREATE UNIQUE INDEX redeem_codes_code_key ON redeem_codes (lower(code));
CREATE INDEX redeem_codes_created_idx ON redeem_codes (created_at DESC);

CREATE TABLE redeem_code_claims (
  code_id uuid NOT NULL REFERENCES redeem_codes(id),
  user_id uuid NOT NULL REFERENCES users(id),
  currency text NOT NULL,
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  usd numeric(38, 18) NOT NULL CHECK (usd > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (code_id, user_id)
);
CREATE INDEX redeem_code_claims_user_idx ON redeem_code_claims (user_id);
`;
