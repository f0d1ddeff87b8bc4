/**
 * The welcome offer (docs/product.md#rules-behind-the-screens; modules/rewards/welcome-offer.ts): a
 * player's one decision, and the bonus their first qualifying deposit after opting in
 * earns. A player has at most one bonus, and a deposit earns at most one.
 */
export const sql = `
CREATE TABLE rollover_offers (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  accepted boolean NOT NULL,
  decided_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE rollover_bonuses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  deposit_id uuid NOT NULL UNIQUE REFERENCES deposits(id),
  currency text NOT NULL,
  deposit_amount numeric(38, 18) NOT NULL CHECK (deposit_amount > 0),
  bonus_amount numeric(38, 18) NOT NULL CHECK (bonus_amount > 0),
  wager_requirement numeric(38, 18) NOT NULL CHECK (wager_requirement >= 0),
  starts_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
