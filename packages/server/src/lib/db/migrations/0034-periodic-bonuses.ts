/**
 * The weekly and monthly bonuses (modules/rewards/periodic): one grant per player,
 * kind and period, in USD, claimable until `expires_at`. The unique (user, kind,
 * period) is what makes a second grant of a period impossible, however often and on
 * however many nodes the job runs. A claim fills `claimed_at` with what was paid.
 */
export const sql = `
CREATE TABLE periodic_bonuses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('weekly', 'monthly')),
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL CHECK (period_end > period_start),
  rank_id integer NOT NULL,
  edge_usd numeric(38, 18) NOT NULL CHECK (edge_usd > 0),
  usd numeric(38, 18) NOT NULL CHECK (usd > 0),
  granted_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  claimed_at timestamptz,
  currency text,
  amount numeric(38, 18),
  UNIQUE (user_id, kind, period_start),
  CHECK ((claimed_at IS NULL) = (currency IS NULL) AND (claimed_at IS NULL) = (amount IS NULL))
);
`;
