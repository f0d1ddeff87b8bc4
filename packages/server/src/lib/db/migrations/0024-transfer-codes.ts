/**
 * A transfer's code is one of the ledger's closed list (TRANSFER_CODES in
 * packages/core/src/ledger/transfer-codes.ts), here as well as in the type system.
 * NOT VALID: every new row is checked, and the rows already written, all by code that
 * used these very codes, are not read again, so the upgrade costs no scan of the
 * ledger. A new code needs a migration that replaces this constraint.
 */
export const sql = `
ALTER TABLE transfers ADD CONSTRAINT transfers_code_known CHECK (code IN (
  'deposit', 'withdrawal', 'withdrawal_fee', 'withdrawal_sent', 'withdrawal_fee_collected',
  'withdrawal_refund', 'tip', 'vault_in', 'vault_out', 'bet', 'payout', 'jackpot', 'bonus',
  'competition_prize'
)) NOT VALID;
`;
