/**
 * The global pot's terms as staff set them in the back office
 * (modules/jackpot/terms.ts, docs/back-office.md#the-global-pot). They sit on the pot's
 * one row and are either all set or all empty: empty means the operator's JACKPOT_*
 * settings are in force, set means staff replaced them as a whole, and who did and
 * when. Amounts are USD; the contribution is a fraction of a stake.
 */
export const sql = `
ALTER TABLE jackpot_pot
  ADD COLUMN terms_enabled boolean,
  ADD COLUMN terms_seed_usd numeric(38, 18) CHECK (terms_seed_usd >= 0),
  ADD COLUMN terms_max_usd numeric(38, 18) CHECK (terms_max_usd > 0),
  ADD COLUMN terms_contribution numeric(8, 6) CHECK (terms_contribution >= 0 AND terms_contribution <= 1),
  ADD COLUMN terms_odds_usd numeric(38, 18) CHECK (terms_odds_usd > 0),
  ADD COLUMN terms_min_bet_usd numeric(38, 18) CHECK (terms_min_bet_usd > 0),
  ADD COLUMN terms_set_by uuid REFERENCES users(id),
  ADD COLUMN terms_set_at timestamptz,
  ADD CONSTRAINT jackpot_pot_terms_whole CHECK (
    (terms_set_at IS NULL) = (terms_enabled IS NULL)
    AND (terms_set_at IS NULL) = (terms_seed_usd IS NULL)
    AND (terms_set_at IS NULL) = (terms_max_usd IS NULL)
    AND (terms_set_at IS NULL) = (terms_contribution IS NULL)
    AND (terms_set_at IS NULL) = (terms_odds_usd IS NULL)
    AND (terms_set_at IS NULL) = (terms_min_bet_usd IS NULL)
    AND (terms_set_at IS NULL OR terms_seed_usd <= terms_max_usd)
  );
`;
