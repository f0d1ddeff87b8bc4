/**
 * What each withdrawal was worth in USD when it was asked for, so the verification
 * threshold (KYC_WITHDRAW_LEVEL_USD) is a total over the last 24 hours and 30 days,
 * each withdrawal at its own moment's price, read from the database by whichever node
 * takes the next one. Withdrawals asked for before this column existed have no value
 * and count as nothing.
 */
export const sql = `
ALTER TABLE withdrawals ADD COLUMN value_usd numeric(38, 18) CHECK (value_usd >= 0);
`;
