/** A player's reality-check interval in minutes (modules/reality-check); null is off. */
export const sql = `
ALTER TABLE users ADD COLUMN reality_check_minutes integer CHECK (reality_check_minutes IN (30, 60, 120));
`;
