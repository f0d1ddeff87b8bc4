/**
 * When the player declined the deposit limit the cashier offers before a first deposit
 * (docs/play-limits.md#the-offer-at-the-first-deposit). It is kept on the account, not
 * in the browser, so a declined offer stays declined on every device, and an operator
 * can show a regulator that the offer was made and what the player answered. Null
 * while the player has not declined it.
 */
export const sql = `
ALTER TABLE users ADD COLUMN deposit_limit_offer_declined_at timestamptz;
`;
