/**
 * The welcome offer's counting terms, fixed for each bonus when it is recorded
 * (modules/rewards/welcome-offer.ts), as its rollover already is: the largest stake that
 * counts, in USD (null for bonuses recorded before there was one: no limit), and what
 * the global pot could give back per dollar staked then (its cap over its odds, 0 when
 * it was off), which the rollover weight subtracts from every game's edge.
 */
export const sql = `
ALTER TABLE rollover_bonuses ADD COLUMN max_bet_usd numeric(38, 18) CHECK (max_bet_usd > 0);
ALTER TABLE rollover_bonuses ADD COLUMN pot_return numeric(38, 18) NOT NULL DEFAULT 0 CHECK (pot_return >= 0);
`;
