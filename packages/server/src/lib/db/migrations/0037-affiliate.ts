import { transferCodeCheck } from '../transfer-codes';

/**
 * The affiliate programme (modules/affiliate/README.md).
 *
 * - `affiliate_campaigns`: a player's campaigns. Codes are unique without regard to
 *   case. Every player has a default campaign whose code starts as their username,
 *   made by a trigger on `users` so every way an account is created (password, Google,
 *   MetaMask) gets one, and made here for the players who exist. A username that is
 *   already some campaign's code is taken (registration maps the violation to 409).
 *   `counted_until` / `scan_from` are the campaign's window into its players' rounds,
 *   as `rakeback_state` is a player's: rounds settled before `counted_until` are in
 *   `affiliate_earnings`; none settled since then was created before `scan_from`.
 *   `commission_percent` is staff's override of the default percent (null: default).
 * - `affiliate_referrals`: who referred whom, once per referred player, through which
 *   campaign and code, and since when (`created_at`: commission counts from then).
 *   Referrals players named at registration before this migration become referrals
 *   now, earning from now, when their code is a username and forms no circle.
 * - `affiliate_earnings`: commission brought forward from the rounds, per campaign,
 *   referred player, day (UTC, of settlement) and currency, with what was wagered.
 * - `affiliate_payouts`: what claims have paid per campaign and currency.
 */
export const sql = `
CREATE TABLE affiliate_campaigns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  code text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  commission_percent numeric(5, 2) CHECK (commission_percent >= 0 AND commission_percent <= 20),
  hits bigint NOT NULL DEFAULT 0,
  counted_until timestamptz NOT NULL DEFAULT now(),
  scan_from timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX affiliate_campaigns_code_key ON affiliate_campaigns (lower(code));
CREATE UNIQUE INDEX affiliate_campaigns_default_key ON affiliate_campaigns (owner_id) WHERE is_default;
CREATE INDEX affiliate_campaigns_owner_idx ON affiliate_campaigns (owner_id, created_at);

INSERT INTO affiliate_campaigns (owner_id, name, code, is_default)
SELECT id, 'Default', username, true FROM users;

CREATE FUNCTION ante_default_campaign() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO affiliate_campaigns (owner_id, name, code, is_default)
  VALUES (NEW.id, 'Default', NEW.username, true);
  RETURN NEW;
END
$$;
CREATE TRIGGER users_default_campaign AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION ante_default_campaign();

CREATE TABLE affiliate_referrals (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  campaign_id uuid NOT NULL REFERENCES affiliate_campaigns(id) ON DELETE CASCADE,
  referrer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT affiliate_referrals_not_self CHECK (user_id <> referrer_id)
);
CREATE INDEX affiliate_referrals_campaign_idx ON affiliate_referrals (campaign_id, created_at);
CREATE INDEX affiliate_referrals_referrer_idx ON affiliate_referrals (referrer_id);

INSERT INTO affiliate_referrals (user_id, campaign_id, referrer_id, code)
SELECT u.id, c.id, c.owner_id, u.referrer_code
FROM users u
JOIN affiliate_campaigns c ON lower(c.code) = lower(u.referrer_code)
JOIN users o ON o.id = c.owner_id
WHERE c.owner_id <> u.id
  AND NOT (o.referrer_code IS NOT NULL AND lower(o.referrer_code) = lower(u.username));

CREATE TABLE affiliate_earnings (
  campaign_id uuid NOT NULL REFERENCES affiliate_campaigns(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day date NOT NULL,
  currency text NOT NULL,
  wagered numeric(38, 18) NOT NULL DEFAULT 0 CHECK (wagered >= 0),
  wagered_usd numeric(38, 18) NOT NULL DEFAULT 0 CHECK (wagered_usd >= 0),
  commission numeric(38, 18) NOT NULL DEFAULT 0 CHECK (commission >= 0),
  commission_usd numeric(38, 18) NOT NULL DEFAULT 0 CHECK (commission_usd >= 0),
  PRIMARY KEY (campaign_id, user_id, day, currency)
);
CREATE INDEX affiliate_earnings_day_idx ON affiliate_earnings (campaign_id, day);

CREATE TABLE affiliate_payouts (
  campaign_id uuid NOT NULL REFERENCES affiliate_campaigns(id) ON DELETE CASCADE,
  currency text NOT NULL,
  paid numeric(38, 18) NOT NULL DEFAULT 0 CHECK (paid >= 0),
  paid_usd numeric(38, 18) NOT NULL DEFAULT 0 CHECK (paid_usd >= 0),
  PRIMARY KEY (campaign_id, currency)
);

${transferCodeCheck()}`;
