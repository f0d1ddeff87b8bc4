/**
 * The key a withdrawal is sent under, fixed when it is claimed and before anything is
 * sent: the chain sends at most once per key and can be asked whether a key was sent,
 * so a withdrawal left in `processing` by a crash can be settled exactly once
 * (recover-withdrawals.ts). `lease` names the latest claim: only its holder may
 * refund. Rows claimed before these columns existed have neither.
 */
export const sql = `
ALTER TABLE withdrawals ADD COLUMN send_key text UNIQUE;
ALTER TABLE withdrawals ADD COLUMN lease uuid;
`;
