/**
 * Offers and rollovers that start from a reward (modules/rewards/offers and
 * rollovers/). `rollover_bonuses` held the welcome offer's bonuses only, one per player;
 * it now holds every bonus that is held back until its rollover is met, with what
 * started it (`source`): the welcome offer (still one per player, a partial unique
 * index), an offer (`offer_id`), or a redeem code with a wagering requirement
 * (`code_id`). Those two need no deposit: `deposit_id` is null and `deposit_amount` 0.
 *
 * `reward_offers` mirrors `redeem_codes`: a name unique whatever its case, `uses` that
 * never passes `max_uses`. A claim row per offer and player (the primary key) makes a
 * second claim impossible; a deposit offer's claim waits for its deposit until
 * `deposit_by`, then points at the rollover its deposit started.
 */
export const sql = `
ALTER TABLE rollover_bonuses DROP CONSTRAINT rollover_bonuses_user_id_key;
ALTER TABLE rollover_bonuses ALTER COLUMN deposit_id DROP NOT NULL;
ALTER TABLE rollover_bonuses DROP CONSTRAINT rollover_bonuses_deposit_amount_check;
ALTER TABLE rollover_bonuses ADD CONSTRAINT rollover_bonuses_deposit_amount_check CHECK (deposit_amount >= 0);
ALTER TABLE rollover_bonuses ADD COLUMN source text NOT NULL DEFAULT 'welcome'
  CHECK (source IN ('welcome', 'offer', 'code'));
ALTER TABLE rollover_bonuses ADD COLUMN offer_id uuid;
ALTER TABLE rollover_bonuses ADD COLUMN code_id uuid REFERENCES redeem_codes(id);
ALTER TABLE rollover_bonuses ADD CONSTRAINT rollover_bonuses_source_check2 CHECK (
  (source = 'welcome' AND deposit_id IS NOT NULL AND offer_id IS NULL AND code_id IS NULL)
  OR (source = 'offer' AND offer_id IS NOT NULL AND code_id IS NULL)
  OR (source = 'code' AND code_id IS NOT NULL AND offer_id IS NULL AND deposit_id IS NULL)
);
CREATE UNIQUE INDEX rollover_bonuses_welcome_key ON rollover_bonuses (user_id) WHERE source = 'welcome';
CREATE UNIQUE INDEX rollover_bonuses_offer_key ON rollover_bonuses (offer_id, user_id) WHERE source = 'offer';
CREATE UNIQUE INDEX rollover_bonuses_code_key ON rollover_bonuses (code_id, user_id) WHERE source = 'code';
CREATE INDEX rollover_bonuses_user_idx ON rollover_bonuses (user_id, currency, expires_at);

CREATE TABLE reward_offers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL CHECK (code ~ '^[A-Za-z0-9_-]{3,32}$'),
  kind text NOT NULL CHECK (kind IN ('deposit', 'free')),
  percent integer CHECK (percent > 0),
  max_usd numeric(38, 18) CHECK (max_usd > 0),
  amount_usd numeric(38, 18) CHECK (amount_usd > 0),
  rollover integer NOT NULL CHECK (rollover >= 1),
  max_bet_usd numeric(38, 18) NOT NULL CHECK (max_bet_usd > 0),
  days integer NOT NULL CHECK (days >= 1),
  max_uses integer NOT NULL CHECK (max_uses >= 1),
  uses integer NOT NULL DEFAULT 0 CHECK (uses >= 0 AND uses <= max_uses),
  starts_at timestamptz,
  expires_at timestamptz,
  min_rank_id integer NOT NULL DEFAULT 0,
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  disabled_at timestamptz,
  CHECK (starts_at IS NULL OR expires_at IS NULL OR expires_at > starts_at),
  CHECK (
    (kind = 'deposit' AND percent IS NOT NULL AND max_usd IS NOT NULL AND amount_usd IS NULL)
    OR (kind = 'free' AND amount_usd IS NOT NULL AND percent IS NULL AND max_usd IS NULL)
  )
);
CREATE UNIQUE INDEX reward_offers_code_key ON reward_offers (lower(code));
CREATE INDEX reward_offers_created_idx ON reward_offers (created_at DESC);
ALTER TABLE rollover_bonuses ADD CONSTRAINT rollover_bonuses_offer_fk FOREIGN KEY (offer_id) REFERENCES reward_offers(id);

CREATE TABLE reward_offer_claims (
  offer_id uuid NOT NULL REFERENCES reward_offers(id),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  currency text NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  -- Deposit offers: the last moment a deposit earns the bonus; null for free offers.
  deposit_by timestamptz,
  rollover_id uuid REFERENCES rollover_bonuses(id),
  PRIMARY KEY (offer_id, user_id)
);
CREATE INDEX reward_offer_claims_user_idx ON reward_offer_claims (user_id, claimed_at DESC);
`;
