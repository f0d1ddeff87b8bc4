/**
 * The transfer codes of the rewards programme: rakeback, the weekly and monthly
 * bonuses, redeem codes and drops, and offers. Replaces the constraint of migration
 * 0031 with the longer list (NOT VALID, as there: rows already written are not re-read).
 */
export const sql = `
ALTER TABLE transfers DROP CONSTRAINT transfers_code_known;
ALTER TABLE transfers ADD CONSTRAINT transfers_code_known CHECK (code IN (
  'deposit', 'withdrawal', 'withdrawal_fee', 'withdrawal_sent', 'withdrawal_fee_collected',
  'withdrawal_refund', 'tip', 'vault_in', 'vault_out', 'bet', 'payout', 'jackpot', 'bonus',
  'competition_prize', 'rain', 'rakeback', 'weekly_bonus', 'monthly_bonus', 'redeem_code',
  'offer_bonus'
)) NOT VALID;
`;
