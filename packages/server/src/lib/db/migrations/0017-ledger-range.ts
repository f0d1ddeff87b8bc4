import { sql as anteTransfer } from '../functions/ante-transfer';

/**
 * Balances are NUMERIC(38,18): below 10^20 units either way. Before this, a transfer
 * that would take an account past that failed inside the UPDATE with SQLSTATE 22003
 * (numeric field overflow), which reached a player as a 500 and a job as an
 * unexplained error. ante_transfer now checks the range itself and refuses with its
 * own SQLSTATE, AN002, which postTransfer turns into a clear refusal; nothing is
 * written. The checks sit in the conditional updates it already makes, so a transfer
 * costs no extra statement; only a refused one looks again to say why.
 * Otherwise the rule is the one of migration 0006.
 */
export const sql = `
${anteTransfer}`;
